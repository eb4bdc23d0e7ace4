// A member's avatar colour, the same on every screen: picked from their id. Dark shades only, so the
// white initials keep at least 4.5:1 contrast.
const COLORS = ['blue.9', 'teal.9', 'grape.9', 'cyan.9', 'pink.9', 'indigo.9', 'violet.9', 'red.9', 'dark.6', 'gray.8'] as const;

export function avatarColor(id: string | null | undefined): string {
  if (!id) return 'gray';
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[h % COLORS.length]!;
}
