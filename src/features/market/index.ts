// The market feature's public surface: what other features import from it.
export { useChartBars, type Timeframe, TIMEFRAMES } from './api/fetch-chart-bars.ts';
export { useWatchlist } from './api/fetch-watchlist.ts';
export { type Drawing, useChartDrawings, type DrawingKind, type DrawingsEditor } from './api/use-chart-drawings.ts';
export { useIndicatorSettings } from './api/use-chart-settings.ts';
export { AlertsPanel } from './components/alerts-panel.tsx';
export { ChartDrawingLayer } from './components/chart-drawing-layer.tsx';
export { ChartTools } from './components/chart-tools.tsx';
export { EarningsCalendar } from './components/earnings-calendar.tsx';
export { type IndicatorSettings, DEFAULT_INDICATORS, studiesFor } from './lib/indicators.ts';
export { ChartsView } from './components/charts-view.tsx';
export { WatchlistView } from './components/watchlist-view.tsx';
