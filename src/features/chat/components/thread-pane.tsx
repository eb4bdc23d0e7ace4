// A thread beside the channel (a drawer from the right; the whole screen on a phone): the first
// message, its replies oldest first, and a reply box under the channel's posting rule. Live: replies,
// edits and reactions arrive through the channel's Realtime subscription.
import { Divider, Drawer, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Channel } from '../api/fetch-channels.ts';
import { useSendReply, useThread } from '../api/use-thread.ts';
import { postingBlockedText } from '../lib/posting-rule.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageItem, type MessageContext } from './message-item.tsx';

interface Props {
  channel: Channel;
  parentId: number | null;
  ctx: MessageContext;
  onClose: () => void;
  focusId?: number | null;
}

function ThreadBody({ channel, parentId, ctx, focusId }: Omit<Props, 'onClose' | 'parentId'> & { parentId: number }) {
  const thread = useThread(parentId);
  const reply = useSendReply(channel.id, parentId);
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
            <MessageItem key={m.id} message={m} ctx={inThread} highlighted={m.id === focusId} />
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
    <Drawer opened={parentId !== null} onClose={onClose} position="right" size={phone ? '100%' : 'md'} title={<Text fw={700}>Thread in #{rest.channel.name}</Text>}>
      {parentId !== null && <ThreadBody parentId={parentId} {...rest} />}
    </Drawer>
  );
}
