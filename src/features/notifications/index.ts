// The notifications feature's public surface: what other features import from it.
export { NotificationBell } from './components/notification-bell.tsx';
