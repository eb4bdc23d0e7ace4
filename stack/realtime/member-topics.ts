// The app's live topics that only signed-in users may use (config.realtime.memberTopics): an anon
// socket is refused at join and on REST broadcast, so nobody can pose as a member without signing in.

/** Whether `topic` (without the `realtime:` prefix) matches one of the globs (`*` = any characters). */
export function isMemberTopic(topic: string, patterns: string[]): boolean {
  return patterns.some((p) =>
    new RegExp(
      `^${p
        .split('*')
        .map((s) => s.replace(/[\\^$.|+?()[\]{}]/g, '\\$&'))
        .join('.*')}$`,
    ).test(topic),
  );
}

export const memberOnlyReason = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${topic} (sign in first)`;
