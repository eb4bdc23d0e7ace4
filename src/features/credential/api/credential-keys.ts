// Query keys of the credential feature.
export const credentialKeys = {
  mine: (code: string) => ['credential', 'mine', code] as const,
  revocation: (code: string) => ['credential', 'revocation', code] as const,
  check: (code: string, credential: string) => ['credential', 'check', code, credential] as const,
};
