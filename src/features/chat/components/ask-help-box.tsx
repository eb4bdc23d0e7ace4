// 'Ask for Help at This Timestamp': posts the question to #tutorial-help, prefixed with the module and
// the video time ("[Module 3 · 04:12] …"), so helpers know exactly where the learner is.
import { useState } from 'react';
import { Group, Textarea, TextInput } from '@mantine/core';
import { messageLength } from '../../../lib/community/message-limit.ts';
import { TOO_LONG_STYLES } from '../../../components/message-counter.tsx';
import { PostMessageForm } from './post-message-form.tsx';

const HELP_CHANNEL = 'tutorial-help';
const TIMESTAMP = /^\d{1,3}:[0-5]\d$/;

export function AskHelpBox({ moduleId, videoTime }: { moduleId: number; videoTime: string }) {
  const [question, setQuestion] = useState('');
  const [edited, setEdited] = useState<string | null>(null);
  const timestamp = edited ?? videoTime;
  const valid = TIMESTAMP.test(timestamp);
  const message = `[Module ${moduleId} · ${timestamp}] ${question.trim()}`;
  const length = messageLength(message);

  return (
    <PostMessageForm
      channelId={HELP_CHANNEL}
      title="Ask for Help at This Timestamp"
      submitLabel="Ask for Help"
      body={question.trim() && valid ? message : null}
      length={length}
      successText={`Question posted to #${HELP_CHANNEL}`}
      errorTitle="Question not posted"
      onPosted={() => setQuestion('')}
    >
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label="Timestamp"
          value={timestamp}
          onChange={(e) => setEdited(e.currentTarget.value)}
          error={valid ? null : 'Use mm:ss'}
          w={110}
        />
        <Textarea
          label="Your question"
          value={question}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          error={length.error}
          styles={TOO_LONG_STYLES}
          autosize
          minRows={1}
          maxRows={12}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
    </PostMessageForm>
  );
}
