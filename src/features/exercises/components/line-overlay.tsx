// A line exercise's lines over the practice chart (SVG in the chart's overlay layer): each line runs
// across every candle, with dots on the points that made it.
import type { ChartCoords } from '../../../components/candle-chart.tsx';
import type { Segment } from '../lib/exercise-drawing.ts';

export function LineOverlay({ coords, segments, times }: { coords: ChartCoords; segments: Segment[]; times: number[] }) {
  const at = (position: number, price: number) => {
    const time = times[position];
    const x = time === undefined ? null : coords.x(time);
    const y = coords.y(price);
    return x === null || y === null ? null : { x, y };
  };
  return (
    <svg
      width={coords.width}
      height={coords.height}
      aria-hidden
      data-testid="line-overlay"
      data-segments={segments.map((s) => `${s.title}@${s.from.price.toFixed(2)}>${s.to.price.toFixed(2)}`).join('|')}
    >
      {segments.map((s) => {
        const from = at(s.from.position, s.from.price);
        const to = at(s.to.position, s.to.price);
        return (
          <g key={s.title}>
            {from && to && (
              <line
                x1={from.x}
                y1={from.y}
                x2={to.x}
                y2={to.y}
                stroke={s.color}
                strokeWidth={2}
                strokeDasharray={s.dashed ? '6 4' : undefined}
              />
            )}
            {s.points.map((p) => {
              const c = at(p.position, p.price);
              return c && <circle key={`${p.position}-${p.price}`} cx={c.x} cy={c.y} r={5} fill="#fff" stroke={s.color} strokeWidth={2} />;
            })}
          </g>
        );
      })}
    </svg>
  );
}
