// "Perhaps you meant …" hints: the closest known name, if it is close enough to be a likely typo.

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** The most similar name with similarity ≥ 0.75 (1 − edit distance / longer length), or null. */
export function similarName(name: string, candidates: string[]): string | null {
  let best: string | null = null;
  let bestScore = 0.75;
  for (const c of candidates) {
    const score = 1 - distance(name, c) / Math.max(name.length, c.length, 1);
    if (score >= bestScore && c !== name) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}
