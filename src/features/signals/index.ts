// The signals feature's view, loaded by the dashboard when #vip-signals first opens (src/app/dashboard/channel-view.tsx).
export { SignalsView } from './components/signals-view.tsx';
