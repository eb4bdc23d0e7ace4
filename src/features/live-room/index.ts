// The live-room feature's public surface: what app/ and other features may import.
export { LiveRoom } from './components/live-room.tsx';
