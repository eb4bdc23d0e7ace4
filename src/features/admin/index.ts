// The admin feature's public surface: what app/ and other features may import.
export { ADMIN_SECTIONS, AdminConsole } from './components/admin-console.tsx';
