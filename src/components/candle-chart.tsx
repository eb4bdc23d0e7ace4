// A candlestick chart (TradingView lightweight-charts) over the given candles, used by the chart
// channels and the chart exercises; a live update of the last candle (or one new candle) goes through
// series.update without redrawing or refitting. Optional: `onPick` reports a click (the price under the pointer
// and the candle's time), `lines` draws labelled price lines, `markers` marks candles. The container
// carries the series' extent, and the price and time at its edges, as data attributes, so tests can
// check what is drawn and aim a click without reading pixels.
import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Box } from '@mantine/core';
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  LineSeries,
  createSeriesMarkers,
  LineStyle,
  type AutoscaleInfo,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { DOWN_COLOR, UP_COLOR } from '../lib/sign-colors.ts';

export interface Candle {
  time: number; // seconds since the epoch, UTC
  open: number;
  high: number;
  low: number;
  close: number;
  volume?: number;
}

export interface StudyPoint {
  time: number;
  value: number;
  /** A histogram bar's own colour. */
  color?: string;
}

/** An indicator's series: on the price pane, or in the named pane below it (one pane per name). */
export interface Study {
  id: string;
  /** 'price', or the name of a pane below it. */
  pane: string;
  type: 'line' | 'histogram';
  color: string;
  points: StudyPoint[];
  thin?: boolean;
  dashed?: boolean;
  /** Dotted guide levels (RSI's 70 and 30). */
  levels?: number[];
}

export interface ChartPick {
  price: number;
  /** The candle under the pointer (seconds since the epoch), or null beside the candles. */
  time: number | null;
}

export interface ChartLine {
  price: number;
  color: string;
  title: string;
  dashed?: boolean;
}

export interface ChartMarker {
  time: number;
  color: string;
  text: string;
  below?: boolean;
}

/** The chart drawn into a canvas, and how tall its price pane (the top one, with the drawings) is there. */
export interface ChartShot {
  canvas: HTMLCanvasElement;
  /** In the canvas's pixels, from its top. */
  pricePaneHeight: number;
}

/** Pane-0 coordinates (CSS pixels from the pane's top left) of times and prices, and back. */
export interface ChartCoords {
  /** The pane's left edge in the chart (the width of a left price scale). */
  left: number;
  width: number;
  height: number;
  x(time: number): number | null;
  y(price: number): number | null;
  /** The candle at x (the nearest, clamped to the first and last), or null without candles. */
  time(x: number): number | null;
  price(y: number): number | null;
}

interface Props {
  candles: Candle[];
  label: string;
  intraday: boolean;
  onPick?: (pick: ChartPick) => void;
  lines?: ChartLine[];
  markers?: ChartMarker[];
  studies?: Study[];
  /** Drawn over the price pane, again whenever the chart scrolls, zooms or resizes. */
  overlay?: (coords: ChartCoords) => ReactNode;
  /**
   * Live data (the chart channel): a change that only moves the last candle, or appends one, goes
   * through series.update and keeps the reader's zoom. Off (exercises), every change draws anew and
   * refits, as a revealed candle must be shown in full.
   */
  live?: boolean;
  /** Scale the prices so every line is in view too (a signal's levels), not only the candles. */
  fitLines?: boolean;
  /** Set to a function drawing the chart as it is on screen (its panes, scales and overlay) into a canvas. */
  screenshotRef?: RefObject<(() => Promise<ChartShot>) | null>;
}

/** `next` is `prev` with its last candle changed (same time) or one newer candle appended. */
export function isLiveUpdate(prev: Candle[], next: Candle[]): boolean {
  const grown = next.length - prev.length;
  if (prev.length === 0 || (grown !== 0 && grown !== 1)) return false;
  const kept = grown === 0 ? prev.length - 1 : prev.length;
  for (let i = 0; i < kept; i++) if (prev[i] !== next[i]) return false;
  const last = next[next.length - 1]!;
  return grown === 1 ? last.time > prev[prev.length - 1]!.time : last.time === prev[prev.length - 1]!.time;
}

const NO_LINES: ChartLine[] = [];
const NO_MARKERS: ChartMarker[] = [];
const NO_STUDIES: Study[] = [];

/** The panes below the price pane, in the order their studies first appear. */
export function studyPanes(studies: Study[]): string[] {
  return [...new Set(studies.filter((s) => s.pane !== 'price').map((s) => s.pane))];
}
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function coordsOf(chart: IChartApi, series: ISeriesApi<'Candlestick'>, candles: Candle[]): ChartCoords {
  const ts = chart.timeScale();
  return {
    left: chart.priceScale('left').width(),
    width: ts.width(),
    height: chart.paneSize(0).height,
    x: (time) => ts.timeToCoordinate(time as UTCTimestamp),
    y: (price) => series.priceToCoordinate(price),
    time: (x) => {
      if (candles.length === 0) return null;
      const logical = Math.round(ts.coordinateToLogical(x) ?? 0);
      return candles[Math.max(0, Math.min(candles.length - 1, logical))]!.time;
    },
    price: (y) => series.coordinateToPrice(y),
  };
}

/** Where prices and candles are drawn, as data attributes (pane coordinates, CSS pixels). */
function describeScales(box: HTMLDivElement, chart: IChartApi, series: ISeriesApi<'Candlestick'>, candles: Candle[]) {
  const height = chart.paneSize().height;
  const top = series.coordinateToPrice(0);
  const bottom = series.coordinateToPrice(height);
  const first = candles[0] && chart.timeScale().timeToCoordinate(candles[0].time as UTCTimestamp);
  const last = candles.length > 1 ? chart.timeScale().timeToCoordinate(candles[candles.length - 1]!.time as UTCTimestamp) : null;
  box.dataset.paneHeight = String(height);
  box.dataset.priceTop = top === null ? '' : String(top);
  box.dataset.priceBottom = bottom === null ? '' : String(bottom);
  box.dataset.firstX = first == null ? '' : String(first);
  box.dataset.lastX = last == null ? '' : String(last);
}

export function CandleChart({
  candles,
  label,
  intraday,
  onPick,
  lines = NO_LINES,
  markers = NO_MARKERS,
  studies = NO_STUDIES,
  overlay,
  live = false,
  fitLines = false,
  screenshotRef,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const overlayBox = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const markerApi = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const pick = useRef(onPick);
  const data = useRef(candles);
  // Set anew when the view moves, so the overlay is drawn again at the new coordinates.
  const [coords, setCoords] = useState<ChartCoords | null>(null);
  // The candles drawn last, and whether as intraday (see the live update below).
  const drawn = useRef<{ candles: Candle[]; intraday: boolean } | null>(null);
  useEffect(() => {
    pick.current = onPick;
    data.current = candles;
  });

  useEffect(() => {
    const c = createChart(box.current!, {
      autoSize: true,
      layout: { textColor: '#212529', background: { color: '#ffffff' } },
      grid: { vertLines: { color: '#f1f3f5' }, horzLines: { color: '#f1f3f5' } },
    });
    chart.current = c;
    const s = c.addSeries(CandlestickSeries, {
      upColor: UP_COLOR,
      downColor: DOWN_COLOR,
      borderVisible: false,
      wickUpColor: UP_COLOR,
      wickDownColor: DOWN_COLOR,
    });
    series.current = s;
    markerApi.current = createSeriesMarkers(s, []);
    const describe = () => {
      describeScales(box.current!, c, s, data.current);
      setCoords(coordsOf(c, s, data.current));
    };
    c.timeScale().subscribeVisibleLogicalRangeChange(describe);
    c.timeScale().subscribeSizeChange(describe);
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
      markerApi.current = null;
      // A new chart (React's development remount) starts empty: its first candles are drawn anew.
      drawn.current = null;
    };
  }, []);

  useEffect(() => {
    if (!screenshotRef) return;
    screenshotRef.current = async () => {
      const canvas = chart.current!.takeScreenshot();
      const pricePaneHeight = chart.current!.panes()[0]?.getHeight() ?? canvas.height;
      const layer = overlayBox.current;
      const svg = layer?.querySelector('svg');
      if (!layer || !svg || !box.current) return { canvas, pricePaneHeight: Math.min(canvas.height, pricePaneHeight) };
      // The overlay (SVG) drawn over the price pane, where it is on screen. An SVG drawn as an image
      // inherits no CSS: its text is given the page's font here.
      const scale = canvas.width / box.current.clientWidth;
      const copy = svg.cloneNode(true) as SVGSVGElement;
      copy.setAttribute('font-family', getComputedStyle(svg).fontFamily || 'sans-serif');
      const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
      try {
        const image = new Image();
        image.src = url;
        await image.decode();
        canvas
          .getContext('2d')
          ?.drawImage(image, layer.offsetLeft * scale, layer.offsetTop * scale, layer.offsetWidth * scale, layer.offsetHeight * scale);
      } catch {
        // The chart without its overlay.
      } finally {
        URL.revokeObjectURL(url);
      }
      return { canvas, pricePaneHeight: Math.min(canvas.height, Math.round(pricePaneHeight * scale)) };
    };
    return () => {
      screenshotRef.current = null;
    };
  }, [screenshotRef]);

  // A live update (the same candles with the last one changed, or one more after them) moves the last
  // candle with series.update, keeping the reader's zoom and scroll; anything else draws anew.
  const liveUpdates = useRef(0);
  useEffect(() => {
    const s = series.current;
    if (!s) return;
    const before = drawn.current;
    drawn.current = { candles, intraday };
    const last = candles[candles.length - 1];
    if (live && before && last && before.intraday === intraday && isLiveUpdate(before.candles, candles)) {
      s.update({ ...last, time: last.time as UTCTimestamp });
      // For tests: how many candles moved live (a DOM attribute, not state: no re-render per tick).
      box.current!.dataset.liveUpdates = String(++liveUpdates.current);
      const frame = requestAnimationFrame(() => {
        if (!chart.current || !series.current) return;
        describeScales(box.current!, chart.current, series.current, candles);
        setCoords(coordsOf(chart.current, series.current, candles));
      });
      return () => cancelAnimationFrame(frame);
    }
    s.setData(candles.map((k) => ({ ...k, time: k.time as UTCTimestamp })));
    chart.current?.applyOptions({ timeScale: { timeVisible: intraday, secondsVisible: false } });
    chart.current?.timeScale().fitContent();
    const frame = requestAnimationFrame(() => {
      if (!chart.current || !series.current) return;
      describeScales(box.current!, chart.current, series.current, candles);
      setCoords(coordsOf(chart.current, series.current, candles));
    });
    return () => cancelAnimationFrame(frame);
  }, [candles, intraday, live]);

  useEffect(() => {
    const s = series.current;
    if (!s) return;
    const drawn: IPriceLine[] = lines.map((l) =>
      s.createPriceLine({
        price: l.price,
        color: l.color,
        title: l.title,
        lineWidth: 2,
        lineStyle: l.dashed ? LineStyle.Dashed : LineStyle.Solid,
        axisLabelVisible: true,
      }),
    );
    if (fitLines) {
      const prices = lines.map((l) => l.price);
      s.applyOptions({
        autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
          const base = original();
          if (!base?.priceRange || prices.length === 0) return base;
          return {
            ...base,
            priceRange: {
              minValue: Math.min(base.priceRange.minValue, ...prices),
              maxValue: Math.max(base.priceRange.maxValue, ...prices),
            },
          };
        },
      });
    }
    // On unmount the chart is removed first (the first effect's cleanup), taking its lines with it.
    return () => {
      if (series.current === s) drawn.forEach((l) => s.removePriceLine(l));
    };
  }, [lines, fitLines]);

  useEffect(() => {
    const list: SeriesMarker<Time>[] = [...markers]
      .sort((a, b) => a.time - b.time)
      .map((m) => ({
        time: m.time as UTCTimestamp,
        position: m.below ? 'belowBar' : 'aboveBar',
        shape: m.below ? 'arrowUp' : 'arrowDown',
        color: m.color,
        text: m.text,
      }));
    markerApi.current?.setMarkers(list);
  }, [markers]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const panes = studyPanes(studies);
    const added: ISeriesApi<'Line' | 'Histogram'>[] = [];
    for (const study of studies) {
      const paneIndex = study.pane === 'price' ? 0 : panes.indexOf(study.pane) + 1;
      const data = study.points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value, ...(p.color ? { color: p.color } : {}) }));
      if (study.type === 'histogram') {
        const h = c.addSeries(
          HistogramSeries,
          {
            color: study.color,
            priceLineVisible: false,
            lastValueVisible: study.pane !== 'volume',
            priceFormat: study.pane === 'volume' ? { type: 'volume' } : { type: 'price', precision: 2, minMove: 0.01 },
          },
          paneIndex,
        );
        h.setData(data);
        added.push(h);
      } else {
        const l = c.addSeries(
          LineSeries,
          {
            color: study.color,
            lineWidth: study.thin ? 1 : 2,
            lineStyle: study.dashed ? LineStyle.Dashed : LineStyle.Solid,
            priceLineVisible: false,
            lastValueVisible: true,
            crosshairMarkerVisible: false,
            title: study.pane === 'price' ? study.id : '',
          },
          paneIndex,
        );
        l.setData(data);
        for (const level of study.levels ?? [])
          l.createPriceLine({
            price: level,
            color: '#868e96',
            lineWidth: 1,
            lineStyle: LineStyle.Dotted,
            axisLabelVisible: false,
            title: '',
          });
        added.push(l);
      }
    }
    c.panes().forEach((pane, i) => pane.setStretchFactor(i === 0 ? 3 : 1));
    box.current!.dataset.panes = String(c.panes().length);
    const frame = requestAnimationFrame(() => series.current && setCoords(coordsOf(c, series.current, data.current)));
    return () => {
      cancelAnimationFrame(frame);
      if (chart.current === c) added.forEach((a) => c.removeSeries(a));
    };
  }, [studies]);

  // Picks come from the browser's own click, not the chart's subscribeClick: that one takes a second
  // click within half a second of the first for half of a double click and drops it, wherever it lands
  // (a learner correcting a pick at once lost it). A press that moved (a pan) is not a pick.
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const onMouseDown = (e: MouseEvent<HTMLDivElement>) => {
    pressedAt.current = { x: e.clientX, y: e.clientY };
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const c = chart.current;
    const s = series.current;
    const from = pressedAt.current;
    pressedAt.current = null;
    if (!c || !s || !pick.current || !box.current) return;
    if (from && Math.abs(from.x - e.clientX) + Math.abs(from.y - e.clientY) >= 5) return;
    const rect = box.current.getBoundingClientRect();
    const x = e.clientX - rect.left - c.priceScale('left').width();
    const y = e.clientY - rect.top;
    if (x < 0 || x > c.timeScale().width() || y < 0 || y > c.paneSize().height) return; // on an axis
    const price = s.coordinateToPrice(y);
    if (price === null) return;
    const time = c.timeScale().coordinateToTime(x);
    pick.current({ price, time: typeof time === 'number' ? time : null });
  };

  return (
    <Box pos="relative" style={{ isolation: 'isolate' }}>
      <Box
        ref={box}
        onMouseDown={onPick ? onMouseDown : undefined}
        onClick={onPick ? onClick : undefined}
        role="figure"
        aria-label={label}
        h={{ base: 260 + 90 * studyPanes(studies).length, sm: 360 + 110 * studyPanes(studies).length }}
        style={onPick ? { cursor: 'crosshair' } : undefined}
        data-testid="candle-chart"
        data-bars-count={candles.length}
        data-first-time={candles[0] ? iso(candles[0].time) : ''}
        data-last-time={candles.length ? iso(candles[candles.length - 1]!.time) : ''}
        data-last-candle={candles.length ? ((k) => `${k.open},${k.high},${k.low},${k.close}`)(candles[candles.length - 1]!) : ''}
        data-lines={lines.map((l) => `${l.title}@${l.price}`).join('|')}
        data-markers={markers.map((m) => `${m.text}@${iso(m.time)}`).join('|')}
        data-studies={studies.map((s) => `${s.id}@${s.points.length ? s.points[s.points.length - 1]!.value : ''}`).join('|')}
      />
      {/* Above the chart's canvases (z-index 1 and 2). */}
      {overlay && coords && (
        <Box
          ref={overlayBox}
          pos="absolute"
          top={0}
          left={coords.left}
          w={coords.width}
          h={coords.height}
          style={{ pointerEvents: 'none', zIndex: 3 }}
        >
          {overlay(coords)}
        </Box>
      )}
    </Box>
  );
}
