// The geometry of a drawn line on a practice chart. Candles are evenly spaced, so a line is straight in
// candle positions (0 = the first candle) and prices: the chart draws it where the database grades it.

export interface LinePoint {
  /** Candle position, 0 for the first candle. */
  position: number;
  price: number;
}

/** The price of the line through a and b at a candle position (extended beyond them either way). */
export function priceOnLine(a: LinePoint, b: LinePoint, position: number): number {
  if (a.position === b.position) throw new Error('A line needs two points on different candles.');
  return a.price + ((b.price - a.price) * (position - a.position)) / (b.position - a.position);
}

/** The line through a and b, extended from the first candle to the last: its two ends. */
export function lineAcross(a: LinePoint, b: LinePoint, candleCount: number): [LinePoint, LinePoint] {
  const last = Math.max(0, candleCount - 1);
  return [
    { position: 0, price: priceOnLine(a, b, 0) },
    { position: last, price: priceOnLine(a, b, last) },
  ];
}

/** Where a click on the chart goes while drawing a line: the first point, the second, then anew. */
export function nextLinePoints(points: LinePoint[], click: LinePoint): LinePoint[] {
  if (points.length !== 1) return [click];
  // A second click on the same candle moves the first point instead of making a line of no width.
  return points[0]!.position === click.position ? [click] : [points[0]!, click];
}
