// The auth feature's public surface: what app/ and other features may import.
export { AuthCard } from './components/auth-card.tsx';
export { ForgotPasswordForm } from './components/forgot-password-form.tsx';
export { LoginForm } from './components/login-form.tsx';
export { NewPasswordForm } from './components/new-password-form.tsx';
export { RecoveryCodeForm } from './components/recovery-code-form.tsx';
export { SignupForm } from './components/signup-form.tsx';
export { readLinkError } from './lib/read-link-error.ts';
