// 'Ask for Help at This Timestamp': posts the question to #tutorial-help, prefixed with the module and
// the video time ("[Module 3 · 04:12] …"), so helpers know exactly where the learner is.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { sendMessage } from '../api/send-message.ts';
import { messageLength } from '../lib/message-limit.ts';
import { notifyError } from '../lib/notify-error.ts';
import { MessageCounter, TOO_LONG_STYLES } from './message-counter.tsx';

const HELP_CHANNEL = 'tutorial-help';
const TIMESTAMP = /^\d{1,3}:[0-5]\d$/;

export function AskHelpBox({ moduleId, videoTime }: { moduleId: number; videoTime: string }) {
  const [question, setQuestion] = useState('');
  const [edited, setEdited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timestamp = edited ?? videoTime;
  const valid = TIMESTAMP.test(timestamp);
  const message = `[Module ${moduleId} · ${timestamp}] ${question.trim()}`;
  const length = messageLength(message);

  const ask = async () => {
    setBusy(true);
    try {
      await sendMessage(HELP_CHANNEL, message);
      setQuestion('');
      notifications.show({ color: 'green', message: `Question posted to #${HELP_CHANNEL}` });
    } catch (e) {
      notifyError('Question not posted', e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm">
      <form onSubmit={(e) => (e.preventDefault(), void ask())}>
        <Stack gap="xs">
          <Title order={2} fz="h5">
            Ask for Help at This Timestamp
          </Title>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput label="Timestamp" value={timestamp} onChange={(e) => setEdited(e.currentTarget.value)} error={valid ? null : 'Use mm:ss'} w={110} />
            <Textarea label="Your question" value={question} onChange={(e) => setQuestion(e.currentTarget.value)} error={length.error} styles={TOO_LONG_STYLES} autosize minRows={1} maxRows={12} style={{ flex: 1, minWidth: 200 }} />
          </Group>
          <MessageCounter length={length} />
          <Button type="submit" disabled={!question.trim() || !valid || length.tooLong} loading={busy} style={{ alignSelf: 'flex-start' }}>
            Ask for Help
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
