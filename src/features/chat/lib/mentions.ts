// Mentions travel in a message body as <@user-id> (the database records who is mentioned from these
// tokens). The composer shows and edits them as @Name; these helpers convert both ways.

const TOKEN = /<@([0-9a-fA-F-]{36})>/g;

export interface Mention {
  userId: string;
  name: string;
}

export type BodyPart = { text: string } | { mention: string; userId: string };

/** The body as text and mention parts; an id without a known name shows as @member. */
export function splitMentions(body: string, known: readonly { user_id: string; name: string }[]): BodyPart[] {
  const names = new Map(known.map((k) => [k.user_id.toLowerCase(), k.name]));
  const parts: BodyPart[] = [];
  let at = 0;
  for (const match of body.matchAll(TOKEN)) {
    if (match.index > at) parts.push({ text: body.slice(at, match.index) });
    const id = match[1]!.toLowerCase();
    parts.push({ mention: `@${names.get(id) ?? 'member'}`, userId: id });
    at = match.index + match[0].length;
  }
  if (at < body.length) parts.push({ text: body.slice(at) });
  return parts;
}

/** What the composer shows for a stored body: tokens as @Name. */
export function decodeMentions(body: string, known: readonly { user_id: string; name: string }[]): string {
  return splitMentions(body, known)
    .map((p) => ('text' in p ? p.text : p.mention))
    .join('');
}

/** The body to store: each picked @Name (longest names first) becomes its token. */
export function encodeMentions(text: string, picked: readonly Mention[]): string {
  let out = text;
  const byLength = [...new Map(picked.map((m) => [m.name, m])).values()].sort((a, b) => b.name.length - a.name.length);
  for (const m of byLength) out = out.split(`@${m.name}`).join(`<@${m.userId}>`);
  return out;
}

/** The @word being typed at the caret (for autocomplete), or null. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}'.-]{0,30}(?: [\p{L}\p{N}'.-]{0,30})?)$/u.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}
