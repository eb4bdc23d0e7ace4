// The spec's display-only strength meter under a new password: nothing for an empty password.
import { Progress, Text } from '@mantine/core';
import { rateStrength, type PasswordStrength } from '../lib/password-strength.ts';

const BANDS: Record<PasswordStrength, { value: number; color: string }> = {
  Weak: { value: 25, color: 'red.8' },
  Fair: { value: 50, color: 'orange.9' },
  Good: { value: 75, color: 'teal.9' },
  Strong: { value: 100, color: 'green.9' },
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = rateStrength(password);
  if (!strength) return null;
  const band = BANDS[strength];
  return (
    <div data-testid="password-strength">
      <Progress value={band.value} color={band.color} size="sm" aria-hidden="true" mt={6} />
      <Text size="sm" mt={4} aria-live="polite">
        Password strength:{' '}
        <Text span fw={700} c={band.color} inherit>
          {strength}
        </Text>
      </Text>
    </div>
  );
}
