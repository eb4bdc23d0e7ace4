import { Alert } from '@mantine/core';

// Mantine's light red text is too faint on its tinted background for AA contrast.
const DARK_RED = { color: 'var(--mantine-color-red-9)' };

// Form-level errors: a red box announced to screen readers.
export function ErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title="Error" styles={{ title: DARK_RED, message: DARK_RED }}>
      {message}
    </Alert>
  );
}
