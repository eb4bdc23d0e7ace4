// A small form that posts one message to a channel: its heading, the fields the caller renders, and
// a submit button busy while the message is sent, and the length counter near the limit. On success the caller clears its fields and a
// confirmation shows; a refusal is shown as a notification (and the fields are kept).
import type { ReactNode } from 'react';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePostMessage } from '../api/post-message.ts';
import type { MessageLength } from '../../../lib/community/message-limit.ts';
import { MessageCounter } from '../../../components/message-counter.tsx';

interface Props {
  channelId: string;
  title: string;
  submitLabel: string;
  /** The message to post, or null while the fields do not make one. */
  body: string | null;
  /** The message's length against the limit: the counter shows near it, and past it nothing is sent. */
  length: MessageLength;
  successText: string;
  errorTitle: string;
  onPosted: () => void;
  children: ReactNode;
}

export function PostMessageForm({ channelId, title, submitLabel, body, length, successText, errorTitle, onPosted, children }: Props) {
  const post = usePostMessage(channelId, errorTitle);
  const submit = () => {
    if (body === null || length.tooLong) return;
    post.mutate(body, {
      onSuccess: () => {
        onPosted();
        notifySuccess(successText);
      },
    });
  };
  return (
    <Paper withBorder p="sm">
      <form onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack gap="xs">
          <Title order={2} fz="h5">
            {title}
          </Title>
          {children}
          <MessageCounter length={length} />
          <Button type="submit" disabled={body === null || length.tooLong} loading={post.isPending} style={{ alignSelf: 'flex-start' }}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
