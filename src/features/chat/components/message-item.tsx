// One chat message: initials avatar, author, badges (VIP for premium authors, ALERT, BOT, PINNED), time
// (and "edited"), the body with @mentions, its reactions, its thread link, and the actions a member
// may take (react and reply where they may post; edit and delete their own; report someone else's;
// admins pin and delete). A message an admin hid shows so to its author and to admins (nobody else
// reads it).
// The database decides every one of these; the buttons only mirror its rules.
import { lazy, memo, Suspense, useRef, useState, type ReactNode } from 'react';
import { lazyModule, useArmedButton } from '../../../lib/lazy-module.ts';
import { ActionIcon, Avatar, Badge, Box, Button, Group, Text, Textarea } from '@mantine/core';
import { IconDots, IconEyeOff, IconFlag, IconMessageReply, IconMoodPlus, IconPin, IconRobot } from '@tabler/icons-react';
import type { ChatMessage } from '../api/fetch-messages.ts';
import { useDeleteMessage, useEditMessage, useTogglePin, useToggleReaction } from '../api/message-actions.ts';
import { avatarColor } from '../../../lib/community/avatar-color.ts';
import { formatMessageTime } from '../../../lib/community/format-message-time.ts';
import { decodeMentions, encodeMentions, splitMentions } from '../lib/mentions.ts';
import { reactionOf } from '../lib/reactions.ts';
import { levelLabel } from '../../../lib/levels.ts';

// The report form (a modal) loads when a member first reports a message; the actions menu, the
// reaction picker and the reactions' tooltips when the pointer first reaches a message, or a member
// focuses one of its buttons (message-popups.tsx: Mantine's Menu, Popover and Tooltip, with
// floating-ui, are no part of a channel's first render). Until pressed, each button is drawn alike
// without them (src/lib/lazy-module.ts, useArmedButton).
const ReportMessageModal = lazy(() => import('./report-message-modal.tsx').then((m) => ({ default: m.ReportMessageModal })));
const usePopups = lazyModule(() => import('./message-popups.tsx'));
const usePopupButton = () => useArmedButton<typeof import('./message-popups.tsx'), HTMLButtonElement>(usePopups);

export interface MessageContext {
  userId: string;
  isAdmin: boolean;
  canPost: boolean;
  /** Opens the message's thread; absent inside the thread pane. */
  onOpenThread?: (message: ChatMessage) => void;
  /** Starts loading the thread pane's code (a pointer or focus on a way into a thread). */
  onPrepareThread?: () => void;
  /** What a channel shows under a message besides its text (a chart channel's shared analysis card). */
  renderAttachment?: (message: ChatMessage) => ReactNode;
}

function Body({ message, userId }: { message: ChatMessage; userId: string }) {
  if (message.deleted_at) {
    return (
      <Text size="sm" c="dimmed" fs="italic" data-testid="message-body">
        This message was deleted.
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
      {splitMentions(message.body, message.mentions).map((part, i) =>
        'text' in part ? (
          part.text
        ) : (
          <Text
            key={i}
            span
            fw={600}
            c={part.userId === userId ? 'dark.8' : 'blue.9'}
            bg={part.userId === userId ? 'yellow.2' : 'blue.0'}
            px={2}
            style={{ borderRadius: 4 }}
            data-testid="mention"
          >
            {part.mention}
          </Text>
        ),
      )}
      {message.edited_at && (
        <Text span size="xs" c="dimmed" ml={6} title={`Edited ${formatMessageTime(message.edited_at)}`}>
          (edited)
        </Text>
      )}
    </Text>
  );
}

/** The edit box takes the focus when it opens (the member asked to edit: their next keys are the text). */
const focusOnOpen = (el: HTMLTextAreaElement | null) => el?.focus();

function EditBox({ message, onDone }: { message: ChatMessage; onDone: () => void }) {
  const edit = useEditMessage();
  const [text, setText] = useState(() => decodeMentions(message.body, message.mentions));
  const save = () => {
    const body = encodeMentions(
      text.trim(),
      message.mentions.map((m) => ({ userId: m.user_id, name: m.name })),
    );
    if (!body) return;
    edit.mutate({ id: message.id, body }, { onSuccess: onDone });
  };
  return (
    <Box mt={4}>
      <Textarea
        aria-label="Edit message"
        autosize
        minRows={1}
        maxRows={8}
        value={text}
        ref={focusOnOpen}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            save();
          }
        }}
      />
      <Group gap="xs" mt={6}>
        <Button size="xs" onClick={save} loading={edit.isPending} disabled={!text.trim()}>
          Save
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Box>
  );
}

/**
 * A reaction's count button. Its tooltip (who reacted, on hover) is attached by `target` and only
 * once the pointer has reached the message (`hovered`): a Mantine Tooltip sets up floating-ui for its
 * target, and one per reaction on every message was a measurable part of a channel's first render.
 * Attached beside the button, not around it, so arming it never remounts (or unfocuses) the button.
 */
function ReactionButton({
  message,
  r,
  ctx,
  canReact,
  hovered,
}: {
  message: ChatMessage;
  r: ChatMessage['reactions'][number];
  ctx: MessageContext;
  canReact: boolean;
  hovered: boolean;
}) {
  const toggle = useToggleReaction();
  const button = useRef<HTMLButtonElement>(null);
  const popups = usePopups(hovered);
  const meta = reactionOf(r.reaction);
  const Icon = meta.icon;
  const names = r.names.join(', ') + (r.count > r.names.length ? ` and ${r.count - r.names.length} more` : '');
  return (
    <>
      <Button
        ref={button}
        size="compact-xs"
        radius="xl"
        variant={r.mine ? 'light' : 'default'}
        color="blue"
        c={r.mine ? 'blue.9' : undefined}
        leftSection={<Icon size={14} aria-hidden="true" />}
        aria-pressed={r.mine}
        aria-label={`${meta.label}, ${r.count} (${names})`}
        disabled={!canReact}
        onClick={() => toggle.mutate({ message, reaction: r.reaction, userId: ctx.userId })}
        data-testid={`reaction-${r.reaction}`}
      >
        {r.count}
      </Button>
      {hovered && popups && <popups.ReactionTooltip target={button} label={`${meta.label}: ${names}`} />}
    </>
  );
}

function ReactionAdd({ message, ctx, hovered }: { message: ChatMessage; ctx: MessageContext; hovered: boolean }) {
  const toggle = useToggleReaction();
  const [picking, setPicking] = useState(false);
  const [popups, buttonRef, button] = usePopupButton();
  usePopups(hovered);
  if (!popups) {
    return (
      <ActionIcon
        ref={buttonRef}
        variant="subtle"
        color="gray"
        size="sm"
        radius="xl"
        aria-label="Add a reaction"
        onPointerEnter={button.onPointerEnter}
        onFocus={button.onFocus}
        onClick={() => {
          button.arm();
          setPicking(true);
        }}
      >
        <IconMoodPlus size={16} aria-hidden="true" />
      </ActionIcon>
    );
  }
  const { ReactionPicker } = popups;
  return (
    <ReactionPicker
      target={buttonRef}
      opened={picking}
      onChange={setPicking}
      onPick={(reaction) => toggle.mutate({ message, reaction, userId: ctx.userId })}
    />
  );
}

function Reactions({ message, ctx, hovered }: { message: ChatMessage; ctx: MessageContext; hovered: boolean }) {
  const canReact = ctx.canPost && !message.deleted_at && !message.pending;
  if (message.reactions.length === 0 && !canReact) return null;
  return (
    <Group gap={4} mt={4} data-testid="reactions">
      {message.reactions.map((r) => (
        <ReactionButton key={r.reaction} message={message} r={r} ctx={ctx} canReact={canReact} hovered={hovered} />
      ))}
      {canReact && <ReactionAdd message={message} ctx={ctx} hovered={hovered} />}
    </Group>
  );
}

function Actions({ message, ctx, hovered, onEdit }: { message: ChatMessage; ctx: MessageContext; hovered: boolean; onEdit: () => void }) {
  const remove = useDeleteMessage();
  const pin = useTogglePin();
  const own = message.author_id === ctx.userId;
  const canReply = !!ctx.onOpenThread && ctx.canPost && !message.parent_id;
  const canPin = ctx.isAdmin && !message.parent_id;
  const canReport = !own && message.kind !== 'bot' && message.author_id !== null;
  const [reporting, setReporting] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [popups, buttonRef, button] = usePopupButton();
  usePopups(hovered);
  if (message.pending || message.deleted_at || !(own || ctx.isAdmin || canReply || canReport)) return null;
  const prepare = canReply ? ctx.onPrepareThread : undefined;
  return (
    <>
      {reporting && (
        <Suspense fallback={null}>
          <ReportMessageModal message={message} onClose={() => setReporting(false)} />
        </Suspense>
      )}
      {popups ? (
        <popups.ActionsMenu
          message={message}
          target={buttonRef}
          defaultOpened={pressed}
          canReply={canReply}
          own={own}
          canPin={canPin}
          canDelete={own || ctx.isAdmin}
          canReport={canReport}
          onPrepareThread={prepare}
          onReply={() => ctx.onOpenThread?.(message)}
          onEdit={onEdit}
          onPin={() => pin.mutate(message)}
          onDelete={() => window.confirm('Delete this message?') && remove.mutate(message)}
          onReport={() => setReporting(true)}
        />
      ) : (
        <ActionIcon
          ref={buttonRef}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label="Message actions"
          onMouseEnter={prepare}
          onPointerEnter={button.onPointerEnter}
          onFocus={(e) => {
            prepare?.();
            button.onFocus(e);
          }}
          onClick={() => {
            button.arm();
            setPressed(true);
          }}
        >
          <IconDots size={16} aria-hidden="true" />
        </ActionIcon>
      )}
    </>
  );
}

/** Memoised: a list re-renders only the messages that changed (the cache replaces a message's object only when it changes). */
export const MessageItem = memo(function MessageItem({
  message,
  ctx,
  highlighted = false,
}: {
  message: ChatMessage;
  ctx?: MessageContext;
  highlighted?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  // Set once the pointer first reaches the message: its reactions' tooltips are attached then.
  const [hovered, setHovered] = useState(false);
  const bot = message.kind === 'bot';
  const author = message.deleted_at ? 'Removed' : message.author_name || (bot ? 'Tradecraft Bot' : 'Member');
  return (
    <Group
      component="article"
      data-testid="message"
      data-message-id={message.id}
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py={6}
      px={4}
      aria-busy={message.pending || undefined}
      onPointerEnter={hovered ? undefined : () => setHovered(true)}
      style={{ borderRadius: 6, background: highlighted ? 'var(--mantine-color-yellow-1)' : undefined, transition: 'background 1s' }}
    >
      <Avatar
        radius="xl"
        color={bot ? 'indigo' : message.kind === 'alert' ? 'red' : avatarColor(message.author_id)}
        variant="filled"
        aria-hidden
      >
        {message.deleted_at ? '' : message.author_initials || (bot ? <IconRobot size={20} aria-hidden="true" /> : '?')}
      </Avatar>
      <Box style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={700} size="sm">
            {author}
          </Text>
          {bot && (
            <Badge size="xs" color="indigo">
              BOT
            </Badge>
          )}
          {message.kind === 'alert' && (
            <Badge size="xs" color="red">
              ALERT
            </Badge>
          )}
          {message.author_is_premium && !message.deleted_at && (
            <Badge size="xs" color="grape">
              VIP
            </Badge>
          )}
          {message.author_level !== null && !message.deleted_at && (
            <Badge size="xs" color="gray" c="dark.7" variant="light" title={levelLabel(message.author_level)} data-testid="author-level">
              Lv {message.author_level}
            </Badge>
          )}
          {message.hidden_at && !message.deleted_at && (
            <Badge
              size="xs"
              color="orange"
              c="dark.8"
              variant="light"
              leftSection={<IconEyeOff size={10} aria-hidden="true" />}
              title={
                message.author_id === ctx?.userId
                  ? 'A moderator hid this message: only you and the admins can see it'
                  : 'Hidden from members'
              }
            >
              {message.author_id === ctx?.userId ? 'Hidden by a moderator' : 'Hidden'}
            </Badge>
          )}
          {message.reported_by_me && !message.deleted_at && (
            <Badge size="xs" color="gray" c="dark.7" variant="light" leftSection={<IconFlag size={10} aria-hidden="true" />}>
              Reported
            </Badge>
          )}
          {message.pinned_at && (
            <Badge size="xs" color="gray" c="dark.7" variant="light" leftSection={<IconPin size={10} aria-hidden="true" />}>
              Pinned
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {message.pending ? 'Sending…' : formatMessageTime(message.created_at)}
          </Text>
          {ctx && (
            <Box ml="auto">
              <Actions message={message} ctx={ctx} hovered={hovered} onEdit={() => setEditing(true)} />
            </Box>
          )}
        </Group>
        {editing ? <EditBox message={message} onDone={() => setEditing(false)} /> : <Body message={message} userId={ctx?.userId ?? ''} />}
        {!message.deleted_at && !message.pending && ctx?.renderAttachment?.(message)}
        {ctx && <Reactions message={message} ctx={ctx} hovered={hovered} />}
        {ctx?.onOpenThread && message.reply_count > 0 && (
          <Button
            variant="subtle"
            c="blue.9"
            size="compact-xs"
            mt={2}
            leftSection={<IconMessageReply size={14} aria-hidden="true" />}
            onClick={() => ctx.onOpenThread?.(message)}
            onMouseEnter={ctx.onPrepareThread}
            onFocus={ctx.onPrepareThread}
            data-testid="thread-link"
          >
            {message.reply_count} {message.reply_count === 1 ? 'reply' : 'replies'}
            {message.last_reply_at && (
              <Text span size="xs" c="dimmed" ml={6}>
                last {formatMessageTime(message.last_reply_at)}
              </Text>
            )}
          </Button>
        )}
      </Box>
    </Group>
  );
});
