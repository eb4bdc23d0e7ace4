// The nine level names, as private.level_of names them (the database decides a member's level; these
// only label a level number where a view gives the number alone).
export const LEVEL_NAMES = [
  'Newcomer',
  'Apprentice',
  'Chart Reader',
  'Trend Spotter',
  'Swing Scout',
  'Risk Manager',
  'Strategist',
  'Market Veteran',
  'Master Trader',
];

export function levelLabel(level: number): string {
  return `Level ${level} · ${LEVEL_NAMES[level - 1] ?? ''}`;
}
