// The dashboard feature's public surface: what app/ and other features may import.
export { readDashboardEarly } from './api/early-reads.ts';
export { CommunityDashboard } from './components/community-dashboard.tsx';
