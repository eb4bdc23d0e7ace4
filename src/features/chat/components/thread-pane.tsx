// A thread beside the channel (a drawer from the right; the whole screen on a phone): the first
// message, its replies oldest first, and a reply box under the channel's posting rule. Live: replies,
// edits and reactions arrive through the channel's Realtime subscription. In #tutorial-help the asker
// (or staff) marks one reply as the helpful answer; it carries a badge for everyone.
import { Badge, Button, Divider, Drawer, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Channel } from '../../../lib/community/channels.ts';
import type { ChatMessage } from '../api/fetch-messages.ts';
import { HELP_CHANNEL, useHelpfulAnswer, useMarkHelpful } from '../api/use-helpful-answer.ts';
import { useSendReply, useThread } from '../api/use-thread.ts';
import { postingBlockedText } from '../../../lib/community/posting-rule.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageItem, type MessageContext } from './message-item.tsx';

interface Props {
  channel: Channel;
  parentId: number | null;
  ctx: MessageContext;
  onClose: () => void;
  focusId?: number | null;
}

/** Under a reply in #tutorial-help: the helpful answer's badge, or the asker's (and staff's) way to mark it. */
function HelpfulMark({
  reply,
  answerId,
  canMark,
  onMark,
  marking,
}: {
  reply: ChatMessage;
  answerId: number | null;
  canMark: boolean;
  onMark: () => void;
  marking: boolean;
}) {
  if (reply.id === answerId) {
    return (
      <Badge
        ml={52}
        mb={4}
        color="teal.9"
        variant="filled"
        leftSection={<IconCircleCheck size={12} aria-hidden="true" />}
        data-testid="helpful-badge"
      >
        Helpful answer
      </Badge>
    );
  }
  if (!canMark || answerId !== null || reply.deleted_at || reply.pending) return null;
  return (
    <Group ml={52} mb={4}>
      <Button
        size="compact-xs"
        variant="light"
        color="teal"
        c="teal.9"
        leftSection={<IconCircleCheck size={14} aria-hidden="true" />}
        loading={marking}
        onClick={onMark}
      >
        Mark as helpful
      </Button>
    </Group>
  );
}

function ThreadBody({ channel, parentId, ctx, focusId }: Omit<Props, 'onClose' | 'parentId'> & { parentId: number }) {
  const thread = useThread(parentId);
  const reply = useSendReply(channel.id, parentId);
  const help = channel.id === HELP_CHANNEL;
  const helpful = useHelpfulAnswer(parentId, help);
  const mark = useMarkHelpful(parentId);
  const inThread = { ...ctx, onOpenThread: undefined };
  if (thread.isPending) return <Loader size="sm" mx="auto" my="md" display="block" role="status" aria-label="Loading the thread" />;
  const parent = thread.data?.parent;
  const replies = thread.data?.replies ?? [];
  if (!parent) return <Text c="dimmed">This thread is no longer there.</Text>;
  return (
    <Stack gap="xs" h="100%">
      <ScrollArea.Autosize mah="calc(100dvh - 220px)" type="auto">
        <MessageItem message={parent} ctx={inThread} />
        <Divider my="xs" label={`${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}`} labelPosition="left" />
        <div role="log" aria-label="Replies" data-testid="thread-replies">
          {replies.map((m) => (
            <div key={m.id}>
              <MessageItem message={m} ctx={inThread} highlighted={m.id === focusId} />
              {help && (
                <HelpfulMark
                  reply={m}
                  answerId={helpful.data ?? null}
                  canMark={!parent.deleted_at && (parent.author_id === ctx.userId || ctx.isAdmin)}
                  onMark={() => mark.mutate(m.id)}
                  marking={mark.isPending && mark.variables === m.id}
                />
              )}
            </div>
          ))}
        </div>
      </ScrollArea.Autosize>
      <MessageComposer
        label="Reply in thread"
        placeholder="Reply…"
        disabledText={parent.deleted_at ? 'This message was deleted' : postingBlockedText(channel)}
        onSend={async (body) => void (await reply.mutateAsync(body))}
        mentionChannelId={channel.id}
        testId="thread-input"
      />
    </Stack>
  );
}

export function ThreadPane({ parentId, onClose, ...rest }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={parentId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Close the thread' }}
      title={<Text fw={700}>Thread in #{rest.channel.name}</Text>}
    >
      {parentId !== null && <ThreadBody parentId={parentId} {...rest} />}
    </Drawer>
  );
}
