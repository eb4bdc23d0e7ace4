// The members feature's public surface: what app/ and other features may import.
export { MemberDirectory } from './components/member-directory.tsx';
export { MemberProfile } from './components/member-profile.tsx';
export { MessagesScreen } from './components/messages-screen.tsx';
export { levelLabel } from '../../lib/levels.ts';
