// What every Tradecraft certificate certifies (the Open Badges achievement's name).
export const ACHIEVEMENT_NAME = 'Tradecraft Trading Fundamentals';
