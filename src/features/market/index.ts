// The market feature's views, loaded by the dashboard when a market channel first opens (src/app/dashboard/channel-view.tsx).
export { AlertsPanel } from './components/alerts-panel.tsx';
export { EarningsCalendar } from './components/earnings-calendar.tsx';
export { ChartsView } from './components/charts-view.tsx';
export { WatchlistView } from './components/watchlist-view.tsx';
