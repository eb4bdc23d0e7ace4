// The credential feature's public surface: what app/ and other features may import.
export { CertificateActions } from './components/certificate-actions.tsx';
export { CredentialCheck } from './components/credential-check.tsx';
