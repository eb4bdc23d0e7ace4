// The signals feature's public surface: what other features import from it.
export { useOpenSignals, type Signal } from './api/fetch-signals.ts';
export { SignalCard, SignalsView } from './components/signals-view.tsx';
