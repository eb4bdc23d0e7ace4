// The training feature's public surface: what app/ and other features may import.
export { CertificateScreen } from './components/certificate-screen.tsx';
export { VerifyCertificateScreen } from './components/verify-certificate-screen.tsx';
