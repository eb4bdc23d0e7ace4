// The credential feature's public surface: what other features import from it.
export { CertificateActions } from './components/certificate-actions.tsx';
export { CredentialCheck } from './components/credential-check.tsx';
