// The pricing feature's public surface: what app/ and other features may import.
export { HowItWorks } from './components/how-it-works.tsx';
