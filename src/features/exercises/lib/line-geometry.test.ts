import { describe, expect, it } from 'vitest';
import { lineAcross, nextLinePoints, priceOnLine } from './line-geometry.ts';

describe('line geometry', () => {
  const a = { position: 8, price: 63.57 };
  const b = { position: 20, price: 67.48 };

  it('prices a line between, beyond and before its points', () => {
    expect(priceOnLine(a, b, 8)).toBeCloseTo(63.57);
    expect(priceOnLine(a, b, 14)).toBeCloseTo((63.57 + 67.48) / 2);
    expect(priceOnLine(a, b, 30)).toBeCloseTo(63.57 + (3.91 * 22) / 12);
    expect(priceOnLine(b, a, 0)).toBeCloseTo(63.57 - (3.91 * 8) / 12);
    expect(() => priceOnLine(a, { position: 8, price: 70 }, 9)).toThrow(/different candles/);
  });

  it('extends a line across every candle', () => {
    const [start, end] = lineAcross(a, b, 36);
    expect(start.position).toBe(0);
    expect(end.position).toBe(35);
    expect(priceOnLine(start, end, 20)).toBeCloseTo(67.48);
  });

  it('takes clicks as the first point, the second, then a new line', () => {
    const p1 = nextLinePoints([], a);
    expect(p1).toEqual([a]);
    expect(nextLinePoints(p1, { position: 8, price: 64 })).toEqual([{ position: 8, price: 64 }]);
    const line = nextLinePoints(p1, b);
    expect(line).toEqual([a, b]);
    expect(nextLinePoints(line, { position: 3, price: 62 })).toEqual([{ position: 3, price: 62 }]);
  });
});
