// /messages/:conversationId?: the member's conversations (unread counts) and one conversation.
// New messages arrive live (postgres_changes on dm_messages: Realtime delivers a row only to members
// who may read it, so only the two members of the conversation); "typing…" is a broadcast on the
// conversation's private Realtime topic, which only its two members may join (realtime.messages policies).
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Indicator,
  NavLink,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft, IconFlag, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { messageOf, notifySuccess } from '../../../lib/notify.ts';
import { joinRealtime } from '../../../lib/realtime/join-realtime.ts';
import { typedBroadcast, type Broadcast } from '../../../lib/realtime/broadcast.ts';
import {
  markConversationRead,
  membersKeys,
  useBlock,
  useConversations,
  useDirectMessages,
  useSendDirectMessage,
  type Conversation,
  type DirectMessage,
} from '../api/members-api.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { ReportMemberModal } from './report-member-modal.tsx';

const TYPING_MS = 3000;

/** Every new direct message the member may read refreshes the list; the open conversation gets it in place. */
function useLiveDirectMessages() {
  const client = useQueryClient();
  useEffect(
    () =>
      joinRealtime((supabase) =>
        supabase
          .channel('dm-inbox')
          .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'dm_messages' }, (e) => {
            const message = e.new as DirectMessage;
            client.setQueryData<DirectMessage[]>(membersKeys.messages(message.conversation_id), (old) =>
              old && !old.some((m) => m.id === message.id) ? [...old, message] : old,
            );
            void client.invalidateQueries({ queryKey: membersKeys.conversations });
          })
          .subscribe(),
      ),
    [client],
  );
}

/** What travels on a conversation's `dm:<id>` topic: who is typing. */
type TypingEvents = { typing: { userId: string } };

function Conversation({ conversation, userId }: { conversation: Conversation & { other_avatar_url: string | null }; userId: string }) {
  const client = useQueryClient();
  const messages = useDirectMessages(conversation.id);
  const send = useSendDirectMessage(conversation.id);
  const block = useBlock();
  const [body, setBody] = useState('');
  const [reporting, setReporting] = useState<number | null | false>(false);
  const [otherTyping, setOtherTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const channel = useRef<Broadcast<TypingEvents> | null>(null);
  const lastTyped = useRef(0);
  const count = messages.data?.length ?? 0;

  useEffect(
    () =>
      joinRealtime((supabase) => {
        const topic = typedBroadcast<TypingEvents>(
          supabase.channel(`dm:${conversation.id}`, { config: { private: true, broadcast: { self: false } } }),
        ).on('typing', ({ userId: typist }) => {
          if (typist !== conversation.other_id) return;
          setOtherTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_MS);
        });
        channel.current = topic;
        return topic.channel.subscribe();
      }),
    [conversation.id, conversation.other_id],
  );
  useEffect(() => () => clearTimeout(typingTimer.current), []);
  useEffect(() => {
    if (count === 0) return;
    void markConversationRead(conversation.id).then(() => client.invalidateQueries({ queryKey: membersKeys.conversations }));
  }, [conversation.id, count, client]);

  const typing = (value: string) => {
    setBody(value);
    if (Date.now() - lastTyped.current > 1500) {
      lastTyped.current = Date.now();
      channel.current?.send('typing', { userId });
    }
  };
  const submit = () => {
    const text = body.trim();
    if (!text) return;
    send.mutate(text, { onSuccess: () => setBody('') });
  };
  return (
    <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <MemberAvatar
            url={conversation.other_avatar_url}
            initials={conversation.other_initials}
            name={conversation.other_name}
            size="sm"
          />
          <Anchor component={Link} to={`/members/${conversation.other_id}`} fw={600} truncate>
            {conversation.other_name}
          </Anchor>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            loading={block.isPending}
            onClick={() =>
              block.mutate(
                { memberId: conversation.other_id!, block: !conversation.blocked_by_me },
                { onSuccess: () => notifySuccess(conversation.blocked_by_me ? 'Unblocked.' : `${conversation.other_name} is blocked.`) },
              )
            }
          >
            {conversation.blocked_by_me ? 'Unblock' : 'Block'}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setReporting(null)}>
            Report
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="sm">
        <ScrollArea.Autosize mah="55vh">
          <Stack gap="xs" data-testid="dm-messages">
            {messages.data?.length === 0 && <Text c="dimmed">No messages yet. Say hello.</Text>}
            {messages.data?.map((m) => {
              const mine = m.sender_id === userId;
              return (
                <Group key={m.id} justify={mine ? 'flex-end' : 'flex-start'} gap={4} wrap="nowrap" data-testid="dm-message">
                  <Paper radius="md" px="sm" py={6} bg={mine ? 'blue.0' : 'gray.0'} maw="80%">
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {m.body}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {new Date(m.created_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                    </Text>
                  </Paper>
                  {!mine && (
                    <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Report this message" onClick={() => setReporting(m.id)}>
                      <IconFlag size={14} aria-hidden="true" />
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
      <Text size="xs" c="dimmed" aria-live="polite" h={18}>
        {otherTyping ? `${conversation.other_name} is typing…` : ''}
      </Text>
      <ErrorAlert message={messages.error ? messageOf(messages.error) : null} />
      {conversation.can_write ? (
        <form onSubmit={(e) => (e.preventDefault(), submit())}>
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <Textarea
              aria-label={`Message ${conversation.other_name}`}
              placeholder={`Message ${conversation.other_name}`}
              autosize
              minRows={1}
              maxRows={5}
              maxLength={2000}
              value={body}
              onChange={(e) => typing(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  submit();
                }
              }}
              style={{ flex: 1 }}
            />
            <ActionIcon type="submit" size="lg" aria-label="Send" loading={send.isPending}>
              <IconSend size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed" data-testid="dm-closed">
          {conversation.blocked_by_me ? 'You blocked this member. Unblock them to write again.' : 'You cannot write in this conversation.'}
        </Text>
      )}
      <ErrorAlert message={send.error ? `Not sent: ${messageOf(send.error)}` : null} />
      <ReportMemberModal
        memberId={conversation.other_id!}
        name={conversation.other_name ?? 'member'}
        dmMessageId={reporting === false ? null : reporting}
        opened={reporting !== false}
        onClose={() => setReporting(false)}
      />
    </Stack>
  );
}

export function MessagesScreen({ conversationId }: { conversationId: string | null }) {
  const { user } = useAuth();
  const conversations = useConversations();
  useLiveDirectMessages();
  const open = conversations.data?.find((c) => c.id === conversationId) ?? null;
  return (
    <Container size={1100} py={{ base: 'md', sm: 32 }}>
      <Stack gap="md">
        <Anchor component={Link} to="/dashboard" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Back to Dashboard
          </Group>
        </Anchor>
        <Title order={1}>Messages</Title>
        {open && (
          <Anchor component={Link} to="/messages" size="sm" hiddenFrom="sm">
            All conversations
          </Anchor>
        )}
        <ErrorAlert message={conversations.error ? messageOf(conversations.error) : null} />
        <Group align="flex-start" gap="md" wrap="wrap">
          <Stack
            gap={0}
            w={{ base: '100%', sm: 280 }}
            display={{ base: open ? 'none' : 'flex', sm: 'flex' }}
            data-testid="conversation-list"
          >
            {conversations.data?.length === 0 && (
              <Text c="dimmed" size="sm">
                No conversations yet. Find someone in the{' '}
                <Anchor component={Link} to="/members">
                  member directory
                </Anchor>
                .
              </Text>
            )}
            {conversations.data?.map((c) => (
              <NavLink
                key={c.id}
                component={Link}
                to={`/messages/${c.id}`}
                active={c.id === conversationId}
                label={c.other_name}
                description={c.last_body ?? 'No messages yet'}
                leftSection={
                  <Indicator disabled={!c.unread_count} color="red" size={8}>
                    <MemberAvatar url={c.other_avatar_url} initials={c.other_initials} name={c.other_name} size="sm" />
                  </Indicator>
                }
                rightSection={
                  c.unread_count ? (
                    <Badge size="sm" color="red" aria-label={`${c.unread_count} unread`}>
                      {c.unread_count}
                    </Badge>
                  ) : null
                }
              />
            ))}
          </Stack>
          {open && user && <Conversation key={open.id} conversation={open} userId={user.id} />}
          {!open && conversationId && conversations.data && <Text>There is no such conversation.</Text>}
        </Group>
      </Stack>
    </Container>
  );
}
