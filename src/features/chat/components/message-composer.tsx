// The message box. Disabled, with the reason as its text, where the member may not post; a refused
// send puts the text back and says why. Nothing typed or pasted is cut: near the 2,000-character limit
// (the database's, counted after trimming) a counter appears, and past it the box says so and will
// not send. Typing @ and a few letters lists the channel's members (↑/↓, Enter or Tab picks, Esc
// closes); a picked @Name is sent as a mention token the database records.
import { useRef, useState } from 'react';
import { Avatar, Button, Group, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messageOf, notifyError } from '../../../lib/notify.ts';
import { useMentionCandidates, type MentionCandidate } from '../api/search-members.ts';
import { avatarColor } from '../../../lib/community/avatar-color.ts';
import { encodeMentions, mentionQueryAt, type Mention } from '../lib/mentions.ts';
import { messageLength } from '../../../lib/community/message-limit.ts';
import { MessageCounter, TOO_LONG_STYLES } from '../../../components/message-counter.tsx';

interface Props {
  label: string;
  disabledText: string | null;
  placeholder: string;
  onSend: (body: string) => Promise<void>;
  /** The channel whose members can be @mentioned; no autocomplete without it. */
  mentionChannelId?: string;
  testId?: string;
}

export function MessageComposer({ label, disabledText, placeholder, onSend, mentionChannelId, testId = 'message-input' }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [picked, setPicked] = useState<Mention[]>([]);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const disabled = disabledText !== null;
  const body = encodeMentions(text.trim(), picked);
  const length = messageLength(body);

  const mention = mentionChannelId ? mentionQueryAt(text, caret) : null;
  const open = mention !== null && dismissed !== mention.start;
  const [prefix] = useDebouncedValue(open ? mention.query : null, 120);
  const candidates = useMentionCandidates(mentionChannelId ?? '', open ? prefix : null);
  const options = open ? (candidates.data ?? []) : [];
  const listId = `${testId}-mentions`;

  const pick = (m: MentionCandidate) => {
    if (!mention) return;
    const next = `${text.slice(0, mention.start)}@${m.displayName} ${text.slice(caret)}`;
    const at = mention.start + m.displayName.length + 2;
    setText(next);
    setPicked((p) => [...p.filter((x) => x.userId !== m.userId), { userId: m.userId, name: m.displayName }]);
    setActive(0);
    requestAnimationFrame(() => {
      input.current?.setSelectionRange(at, at);
      setCaret(at);
    });
  };

  const submit = async () => {
    if (!text.trim() || length.tooLong) return;
    const sent = text;
    setText('');
    setError(null);
    try {
      await onSend(body);
      setPicked([]);
    } catch (e) {
      setText((t) => t || sent);
      setError(messageOf(e));
      notifyError('Message not sent', e);
    }
  };

  return (
    <form onSubmit={(e) => (e.preventDefault(), void submit())} style={{ position: 'relative' }}>
      {options.length > 0 && (
        <Paper
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          shadow="md"
          withBorder
          p={4}
          style={{ position: 'absolute', bottom: '100%', left: 0, zIndex: 10, minWidth: 220 }}
        >
          {options.map((m, i) => (
            <UnstyledButton
              key={m.userId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => (e.preventDefault(), pick(m))}
              display="block"
              w="100%"
              px="xs"
              py={4}
              style={{ borderRadius: 4, background: i === active ? 'var(--mantine-color-blue-0)' : undefined }}
            >
              <Group gap="xs" wrap="nowrap">
                <Avatar size="sm" radius="xl" color={avatarColor(m.userId)} variant="filled" aria-hidden>
                  {m.initials}
                </Avatar>
                <Text size="sm">{m.displayName}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
      )}
      <Group gap="xs" align="flex-start" wrap="nowrap" mt="sm">
        <TextInput
          ref={input}
          aria-label={label}
          placeholder={disabled ? disabledText : placeholder}
          disabled={disabled}
          value={text}
          autoComplete="off"
          aria-controls={options.length > 0 ? listId : undefined}
          aria-activedescendant={options.length > 0 ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setCaret(e.currentTarget.selectionStart ?? e.currentTarget.value.length);
            setActive(0);
            setError(null);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
          onKeyDown={(e) => {
            if (options.length === 0) return;
            if (e.key === 'ArrowDown') setActive((a) => (a + 1) % options.length);
            else if (e.key === 'ArrowUp') setActive((a) => (a - 1 + options.length) % options.length);
            else if (e.key === 'Enter' || e.key === 'Tab') pick(options[active] ?? options[0]!);
            else if (e.key === 'Escape') setDismissed(mention?.start ?? null);
            else return;
            e.preventDefault();
          }}
          error={length.error ?? error}
          styles={TOO_LONG_STYLES}
          style={{ flex: 1 }}
          data-testid={testId}
        />
        <Button type="submit" disabled={disabled || !text.trim() || length.tooLong}>
          Send
        </Button>
      </Group>
      <MessageCounter length={length} />
    </form>
  );
}
