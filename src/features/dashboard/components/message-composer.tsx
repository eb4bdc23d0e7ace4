// The message box. Disabled, with the reason as its text, where the member may not post; a refused
// send puts the text back and says why.
import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { messageOf, notifyError } from '../../../lib/notify.ts';

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

  const submit = async () => {
    const body = text.trim();
    if (!body) return;
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
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          maxLength={2000}
          style={{ flex: 1 }}
          data-testid="message-input"
        />
        <Button type="submit" disabled={disabled || !text.trim()}>
          Send
        </Button>
      </Group>
    </form>
  );
}
