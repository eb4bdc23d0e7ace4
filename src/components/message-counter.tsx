// The message's length near the 2,000-character limit (see lib/message-limit.ts).
import { Text } from '@mantine/core';
import type { MessageLength } from '../lib/community/message-limit.ts';

export function MessageCounter({ length }: { length: MessageLength }) {
  if (!length.counter) return null;
  return (
    <Text size="xs" ta="right" mt={4} c={length.tooLong ? 'red.9' : 'dimmed'} data-testid="message-counter">
      {length.counter}
    </Text>
  );
}

/** Mantine styles that keep an over-long box readable (AA contrast) while it shows the error. */
export const TOO_LONG_STYLES = { input: { color: 'var(--mantine-color-dark-9)' }, error: { color: 'var(--mantine-color-red-9)' } };
