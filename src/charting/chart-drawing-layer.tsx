// The member's drawings over the candle chart's price pane, as SVG: horizontal levels, trend lines,
// rays, rectangles, Fibonacci retracements and text notes. With a tool picked, a tap or click places
// the anchor points (two for a line, ray, rectangle or retracement); otherwise a tap or click selects a
// drawing, a drag (or the arrow keys) moves it, Delete (or the palette's button) removes it, Escape
// lets it go. The chart pans and zooms
// under it as usual.
import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import type { ChartCoords } from '../components/candle-chart.tsx';
import { pointsOf, type Drawing, type DrawingKind, type DrawingPoint, type DrawingsEditor, type Geometry } from './use-chart-drawings.ts';

export const FIB_LEVELS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1];
export const DRAWING_NAMES: Record<DrawingKind, string> = {
  hline: 'Horizontal level',
  trend: 'Trend line',
  ray: 'Ray',
  rect: 'Rectangle',
  fib: 'Fibonacci retracement',
  text: 'Text note',
};
/** The tool buttons' labels, within the names (which the buttons carry as their accessible names). */
export const DRAWING_SHORT_NAMES: Record<DrawingKind, string> = {
  hline: 'Level',
  trend: 'Trend line',
  ray: 'Ray',
  rect: 'Rectangle',
  fib: 'Fibonacci',
  text: 'Note',
};
const COLOR = '#1c7ed6';
const SELECTED = '#e8590c';

interface Props {
  coords: ChartCoords;
  editor: DrawingsEditor;
  tool: DrawingKind | null;
  noteText: string;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onPlaced: () => void;
}

/** A geometry moved by a pixel offset, its times snapped to candles. */
function shifted(g: Geometry, dx: number, dy: number, c: ChartCoords): Geometry {
  return {
    ...g,
    points: g.points.map((p) => {
      const x = c.x(p.time);
      const y = c.y(p.price);
      const time = x === null ? p.time : (c.time(x + dx) ?? p.time);
      const price = y === null ? p.price : (c.price(y + dy) ?? p.price);
      return { time, price: Math.round(price * 100) / 100 };
    }),
  };
}

/**
 * A drawing's lines and shapes (`part` "lines", inside its button) or its text (`part` "labels": the
 * prices, the note; drawn above every drawing, outside the buttons, whose names say what they show).
 */
function Shape({ d, c, color, part }: { d: Drawing; c: ChartCoords; color: string; part: 'lines' | 'labels' }): ReactNode {
  const pts = d.geometry.points.map((p) => ({ x: c.x(p.time), y: c.y(p.price) }));
  if (pts.some((p) => p.y === null)) return null;
  const [a, b] = pts as { x: number | null; y: number }[];
  const stroke = { stroke: color, strokeWidth: 2, fill: 'none' };
  const hit = { stroke: 'transparent', strokeWidth: 16, fill: 'none' };
  if (d.kind === 'hline') {
    if (part === 'labels')
      return (
        <text x={4} y={a!.y - 4} fill={color} fontSize={11}>
          {d.geometry.points[0]!.price.toFixed(2)}
        </text>
      );
    return (
      <g>
        <line x1={0} x2={c.width} y1={a!.y} y2={a!.y} {...hit} />
        <line x1={0} x2={c.width} y1={a!.y} y2={a!.y} {...stroke} />
      </g>
    );
  }
  if (d.kind === 'text') {
    if (a!.x === null) return null;
    if (part === 'labels')
      return (
        <text x={a!.x} y={a!.y} fill={color} fontSize={12}>
          {d.geometry.text}
        </text>
      );
    return (
      <rect
        x={a!.x - 4}
        y={a!.y - 16}
        width={Math.min(240, 8 + 7 * (d.geometry.text ?? '').length)}
        height={22}
        fill="#fff"
        fillOpacity={0.85}
        stroke={color}
      />
    );
  }
  if (!b || a!.x === null || b.x === null) return null;
  if (part === 'labels' && d.kind !== 'fib') return null;
  const [x1, y1, x2, y2] = [a!.x, a!.y, b.x, b.y];
  if (d.kind === 'trend' || d.kind === 'ray') {
    let [ex, ey] = [x2, y2];
    if (d.kind === 'ray' && x2 !== x1) {
      ex = x2 > x1 ? c.width : 0;
      ey = y1 + ((y2 - y1) * (ex - x1)) / (x2 - x1);
    }
    return (
      <g>
        <line x1={x1} y1={y1} x2={ex} y2={ey} {...hit} />
        <line x1={x1} y1={y1} x2={ex} y2={ey} {...stroke} />
        <circle cx={x1} cy={y1} r={3} fill={color} />
        <circle cx={x2} cy={y2} r={3} fill={color} />
      </g>
    );
  }
  if (d.kind === 'rect') {
    return (
      <rect
        x={Math.min(x1, x2)}
        y={Math.min(y1, y2)}
        width={Math.abs(x2 - x1)}
        height={Math.abs(y2 - y1)}
        stroke={color}
        strokeWidth={2}
        fill={color}
        fillOpacity={0.12}
      />
    );
  }
  // Fibonacci: from the swing's start (100%) to its end (0%), levels between them.
  const [from, to] = d.geometry.points as [DrawingPoint, DrawingPoint];
  const left = Math.min(x1, x2);
  const right = Math.max(x1, x2, left + 40);
  // Labels closer than a line of text to the last one shown are left out (a narrow swing).
  const levels: { r: number; price: number; y: number; labelled: boolean }[] = [];
  for (const r of FIB_LEVELS) {
    const price = to.price + (from.price - to.price) * r;
    const y = c.y(price);
    if (y === null) continue;
    const shown = levels.filter((l) => l.labelled).at(-1);
    levels.push({ r, price, y, labelled: !shown || Math.abs(y - shown.y) >= 11 });
  }
  if (part === 'labels')
    return (
      <g>
        {levels
          .filter((l) => l.labelled)
          .map(({ r, price, y }) => (
            <text key={r} x={left + 2} y={y - 2} fill={color} fontSize={10}>
              {`${(r * 100).toFixed(1)}% ${price.toFixed(2)}`}
            </text>
          ))}
      </g>
    );
  return (
    <g>
      <rect x={left} y={Math.min(y1, y2)} width={right - left} height={Math.abs(y2 - y1)} fill={color} fillOpacity={0.06} />
      {levels.map(({ r, y }) => (
        <line key={r} x1={left} x2={right} y1={y} y2={y} stroke={color} strokeWidth={1} />
      ))}
      <line x1={x1} y1={y1} x2={x2} y2={y2} stroke={color} strokeWidth={1} strokeDasharray="4 3" />
    </g>
  );
}

/** A drawing's accessible name: its kind and number, and what its text on the chart says. */
function drawingName(d: Drawing, n: number): string {
  const [from, to] = d.geometry.points;
  const shows =
    d.kind === 'hline'
      ? ` at ${from!.price.toFixed(2)}`
      : d.kind === 'text'
        ? `: ${d.geometry.text ?? ''}`
        : d.kind === 'fib' && to
          ? `, from ${from!.price.toFixed(2)} to ${to.price.toFixed(2)}`
          : '';
  return `${DRAWING_NAMES[d.kind]} ${n}${shows}`;
}

export function ChartDrawingLayer({ coords: c, editor, tool, noteText, selected, onSelect, onPlaced }: Props) {
  const [pending, setPending] = useState<DrawingPoint | null>(null);
  const [drag, setDrag] = useState<{ id: string; x: number; y: number; dx: number; dy: number } | null>(null);
  const [pendingTool, setPendingTool] = useState(tool);
  if (pendingTool !== tool) {
    setPendingTool(tool);
    setPending(null);
  }

  const pointAt = (e: PointerEvent<Element>): DrawingPoint | null => {
    const rect = e.currentTarget.closest('svg')!.getBoundingClientRect();
    const time = c.time(e.clientX - rect.left);
    const price = c.price(e.clientY - rect.top);
    return time === null || price === null ? null : { time, price: Math.round(price * 100) / 100 };
  };

  const place = (e: PointerEvent<SVGRectElement>) => {
    if (!tool) return;
    e.preventDefault();
    const point = pointAt(e);
    if (!point) return;
    if (pointsOf(tool) === 1) {
      void editor.create(tool, tool === 'text' ? { points: [point], text: noteText.trim() } : { points: [point] });
      onPlaced();
    } else if (!pending) {
      setPending(point);
    } else {
      void editor.create(tool, { points: [pending, point] });
      setPending(null);
      onPlaced();
    }
  };

  const startDrag = (e: PointerEvent<SVGGElement>, id: string) => {
    if (tool) return;
    e.stopPropagation();
    onSelect(id);
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ id, x: e.clientX, y: e.clientY, dx: 0, dy: 0 });
  };
  const moveDrag = (e: PointerEvent<SVGGElement>) => {
    if (drag) setDrag({ ...drag, dx: e.clientX - drag.x, dy: e.clientY - drag.y });
  };
  const endDrag = () => {
    if (!drag) return;
    const d = editor.drawings.find((x) => x.id === drag.id);
    if (d && Math.abs(drag.dx) + Math.abs(drag.dy) >= 3) void editor.move(d.id, shifted(d.geometry, drag.dx, drag.dy, c));
    setDrag(null);
  };
  const onKey = (e: KeyboardEvent<SVGGElement>, id: string) => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      void editor.remove(id);
      onSelect(null);
    } else if (e.key === 'Escape') {
      onSelect(null);
      e.currentTarget.blur();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(id);
    } else if (e.key.startsWith('Arrow') && selected === id) {
      e.preventDefault();
      const d = editor.drawings.find((x) => x.id === id)!;
      const step = e.shiftKey ? 10 : 1;
      const [dx, dy] = { ArrowLeft: [-8 * step, 0], ArrowRight: [8 * step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key] ?? [0, 0];
      void editor.move(id, shifted(d.geometry, dx!, dy!, c));
    }
  };

  return (
    <svg
      width={c.width}
      height={c.height}
      style={{ position: 'absolute', inset: 0, overflow: 'hidden' }}
      data-testid="chart-drawings"
      data-drawings={editor.drawings.map((d) => `${d.kind}:${d.geometry.points.map((p) => p.price).join(',')}`).join('|')}
    >
      {tool && (
        <rect
          x={0}
          y={0}
          width={c.width}
          height={c.height}
          fill="transparent"
          style={{ pointerEvents: 'auto', cursor: 'crosshair', touchAction: 'none' }}
          onPointerDown={place}
          data-testid="drawing-surface"
          aria-label={`Place a ${DRAWING_NAMES[tool].toLowerCase()}`}
        />
      )}
      {editor.drawings.map((d, i) => {
        const shown = drag?.id === d.id ? { ...d, geometry: shifted(d.geometry, drag.dx, drag.dy, c) } : d;
        return (
          <g
            key={d.id}
            role="button"
            tabIndex={0}
            aria-label={`${drawingName(shown, i + 1)}${d.id === selected ? ', selected' : ''}`}
            aria-pressed={d.id === selected}
            data-kind={d.kind}
            style={{ pointerEvents: tool ? 'none' : 'auto', cursor: 'move', touchAction: 'none', outline: 'none' }}
            onPointerDown={(e) => startDrag(e, d.id)}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={() => setDrag(null)}
            onKeyDown={(e) => onKey(e, d.id)}
            onFocus={() => onSelect(d.id)}
          >
            <Shape d={shown} c={c} color={d.id === selected ? SELECTED : COLOR} part="lines" />
          </g>
        );
      })}
      <g aria-hidden="true" style={{ pointerEvents: 'none' }}>
        {editor.drawings.map((d) => (
          <Shape
            key={d.id}
            d={drag?.id === d.id ? { ...d, geometry: shifted(d.geometry, drag.dx, drag.dy, c) } : d}
            c={c}
            color={d.id === selected ? SELECTED : COLOR}
            part="labels"
          />
        ))}
      </g>
      {pending && c.x(pending.time) !== null && c.y(pending.price) !== null && (
        <circle cx={c.x(pending.time)!} cy={c.y(pending.price)!} r={5} fill={SELECTED} data-testid="drawing-pending" />
      )}
    </svg>
  );
}
