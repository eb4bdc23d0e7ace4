// Every message the auth screens show, word for word. Screens import these instead of retyping them.
export const AUTH_MESSAGES = {
  loginFailed: 'Failed to log in. Please check your credentials.',
  suspended:
    'This account is suspended, so it cannot sign in. To appeal, email support@tradecraft.example from the address you signed up with.',
  signupFailed: 'Failed to create account. Please try again.',
  resetFailed: 'Failed to reset password. Please check if the email is registered.',
  resetSent: 'Check your inbox for further instructions',
  passwordsDiffer: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters',
  notConfigured: 'Authentication service is not properly configured. Please try again later.',
  emailInUse: 'An account with this email already exists.',
  invalidEmail: 'Please enter a valid email address.',
  weakPassword: 'Password should be at least 6 characters.',
  userNotFound: 'No account found with this email address.',
  wrongPassword: 'Incorrect password.',
  network: 'Network error. Please check your connection and try again.',
  generic: 'An error occurred during authentication. Please try again.',
  outsideProvider: 'useAuth must be used within an AuthProvider',
} as const;
