// A small form that posts one message to a channel: its heading, the fields the caller renders, and
// a submit button busy while the message is sent. On success the caller clears its fields and a
// confirmation shows; a refusal is shown as a notification (and the fields are kept).
import type { ReactNode } from 'react';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePostMessage } from '../api/post-message.ts';

interface Props {
  channelId: string;
  title: string;
  submitLabel: string;
  /** The message to post, or null while the fields do not make one. */
  body: string | null;
  successText: string;
  errorTitle: string;
  onPosted(): void;
  children: ReactNode;
}

export function PostMessageForm({ channelId, title, submitLabel, body, successText, errorTitle, onPosted, children }: Props) {
  const post = usePostMessage(channelId, errorTitle);
  const submit = () => {
    if (body === null) return;
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
          <Button type="submit" disabled={body === null} loading={post.isPending} style={{ alignSelf: 'flex-start' }}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
