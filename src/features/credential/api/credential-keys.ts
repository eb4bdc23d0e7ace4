// Query keys of the credential feature.
export const credentialKeys = {
  mine: (code: string) => ['credential', 'mine', code] as const,
  issuerKeys: ['credential', 'issuer-keys'] as const,
  check: (code: string, credential: string) => ['credential', 'check', code, credential] as const,
};
