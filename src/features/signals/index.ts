export { useOpenSignals, type Signal } from './api/fetch-signals.ts';
export { SignalCard } from './components/signals-view.tsx';
export { SignalRecordSummary } from './signal-record-summary.tsx';

// #vip-signals' view loads on first use.
export const loadSignalsView = () => import('./components/signals-view.tsx');
