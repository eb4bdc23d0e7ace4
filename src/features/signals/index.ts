// The signals feature's public surface: what app/ and other features may import.
export { useOpenSignals, type Signal } from './api/fetch-signals.ts';
export { SignalCard, SignalsView } from './components/signals-view.tsx';
export { SignalRecordSummary } from './signal-record-summary.tsx';
