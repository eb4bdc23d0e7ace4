// The spec's display-only strength meter under a new password: nothing for an empty password.
import { Progress, Text } from '@mantine/core';
import { rateStrength, type PasswordStrength } from '../lib/password-strength.ts';

// Every colour is dark enough for 4.5:1 as text on white (Mantine's orange.9 and green.9 are not).
const BANDS: Record<PasswordStrength, { value: number; color: string }> = {
  Weak: { value: 25, color: 'red.9' },
  Fair: { value: 50, color: '#a14a00' },
  Good: { value: 75, color: 'blue.8' },
  Strong: { value: 100, color: 'teal.9' },
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
