// The notifications feature's public surface: what app/ and other features may import.
export { NotificationBell } from './components/notification-bell.tsx';
