// The message box. Disabled, with the reason as its text, where the member may not post; a refused
// send puts the text back and says why. Nothing typed or pasted is cut: near the 2,000-character limit
// (the database's, counted after trimming) a counter appears, and past it the box says so and will
// not send.
import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { messageOf, notifyError } from '../../../lib/notify.ts';
import { messageLength } from '../lib/message-limit.ts';
import { MessageCounter, TOO_LONG_STYLES } from './message-counter.tsx';

interface Props {
  label: string;
  disabledText: string | null;
  placeholder: string;
  onSend: (body: string) => Promise<void>;
}

export function MessageComposer({ label, disabledText, placeholder, onSend }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const disabled = disabledText !== null;
  const length = messageLength(text);

  const submit = async () => {
    const body = text.trim();
    if (!body || length.tooLong) return;
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
          error={length.error ?? error}
          styles={TOO_LONG_STYLES}
          style={{ flex: 1 }}
          data-testid="message-input"
        />
        <Button type="submit" disabled={disabled || !text.trim() || length.tooLong}>
          Send
        </Button>
      </Group>
      <MessageCounter length={length} />
    </form>
  );
}
