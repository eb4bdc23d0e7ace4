// A member's avatar colour, the same on every screen: picked from their id.
const COLORS = ['blue', 'teal', 'grape', 'orange', 'cyan', 'pink', 'indigo', 'lime', 'violet', 'green'] as const;

export function avatarColor(id: string | null | undefined): string {
  if (!id) return 'gray';
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[h % COLORS.length]!;
}
