// The message box. Disabled, with the reason as its text, where the member may not post; a refused
// send puts the text back and says why. Nothing typed or pasted is cut: near the 2,000-character limit
// (the database's, counted after trimming) a counter appears, and past it the box says so and will
// not send.
import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { messageOf, notifyError } from '../lib/notify-error.ts';

interface Props {
  label: string;
  disabledText: string | null;
  placeholder: string;
  onSend: (body: string) => Promise<void>;
}

/** The most characters a message may have (public.messages, after trimming). */
export const MESSAGE_LIMIT = 2000;
/** The counter shows from here on, so it is there before the limit is reached. */
const COUNTER_FROM = 1500;
const number = (n: number) => n.toLocaleString('en-US');

export function MessageComposer({ label, disabledText, placeholder, onSend }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disabled = disabledText !== null;
  const length = text.trim().length;
  const over = length - MESSAGE_LIMIT;
  const tooLong = over > 0 ? `Too long: ${number(length)} of ${number(MESSAGE_LIMIT)} characters. Remove ${number(over)} to send.` : null;

  const submit = async () => {
    const body = text.trim();
    if (!body || body.length > MESSAGE_LIMIT) return;
    setText('');
    setError(null);
    try {
      await onSend(body);
    } catch (e) {
      setText((t) => t || body);
      setError(messageOf(e));
      notifyError('Message not sent', e);
    }
  };

  return (
    <form onSubmit={(e) => (e.preventDefault(), void submit())}>
      <Group gap="xs" align="flex-start" wrap="nowrap" mt="sm">
        <TextInput
          aria-label={label}
          placeholder={disabled ? disabledText : placeholder}
          disabled={disabled}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          error={tooLong ?? error}
          styles={{ input: { color: 'var(--mantine-color-dark-9)' }, error: { color: 'var(--mantine-color-red-9)' } }}
          style={{ flex: 1 }}
          data-testid="message-input"
        />
        <Button type="submit" disabled={disabled || length === 0 || over > 0}>
          Send
        </Button>
      </Group>
      {length >= COUNTER_FROM && (
        <Text size="xs" ta="right" mt={4} c={over > 0 ? 'red.9' : 'dimmed'} data-testid="message-counter">
          {number(length)} / {number(MESSAGE_LIMIT)}
        </Text>
      )}
    </form>
  );
}
