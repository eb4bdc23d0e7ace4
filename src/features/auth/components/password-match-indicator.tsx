// The live 'Passwords match' / 'Passwords do not match' line under a confirmation field.
import { Text } from '@mantine/core';
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages.ts';

export function PasswordMatchIndicator({ password, confirmation }: { password: string; confirmation: string }) {
  if (!confirmation) return null;
  const match = password === confirmation;
  return (
    <Text size="sm" mt={4} fw={600} c={match ? 'teal.9' : 'red.9'} aria-live="polite" data-testid="password-match">
      {match ? 'Passwords match' : AUTH_MESSAGES.passwordsDiffer}
    </Text>
  );
}
