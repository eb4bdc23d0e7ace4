// Moderation: the queue of open reports, one card per reported message (its text, channel, author, how
// many reports and why, when first reported), most recently reported first, with the admin's actions:
// hide the message, delete it, dismiss the reports, mute its author in that channel (or lift the mute).
// Every action asks first; the database does it and records it in the audit log. Below: reports of
// members (member-reports-panel.tsx) and mutes in force.
import { Alert, Badge, Blockquote, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useCanChange } from '../api/admin-mfa.ts';
import { useActiveMutes, useModerationQueue, type QueueItem } from '../api/fetch-moderation.ts';
import { useModerationAction, type ModerationAction, type MuteDuration } from '../api/moderation-actions.ts';
import { formatDateTime } from '../lib/format.ts';
import { MemberReportsPanel } from './member-reports-panel.tsx';
import { VerifyToChangeHint } from './two-factor-panel.tsx';

const REASON_LABELS: Record<string, string> = { spam: 'Spam', harassment: 'Harassment', scam: 'Scam / pump-and-dump', other: 'Other' };
const DURATIONS: { value: MuteDuration; label: string }[] = [
  { value: '1h', label: '1 hour' },
  { value: '24h', label: '24 hours' },
  { value: '7d', label: '7 days' },
  { value: 'permanent', label: 'Permanently' },
];

interface Confirm {
  title: string;
  text: string;
  confirm: string;
  color: string;
  action: ModerationAction;
  done: string;
}

const mutedText = (until: string | null) => (until ? `Muted until ${formatDateTime(until)}` : 'Muted permanently');

function ConfirmModal({
  confirm,
  busy,
  onClose,
  onConfirm,
}: {
  confirm: Confirm | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (c: Confirm) => void;
}) {
  return (
    <Modal opened={confirm !== null} onClose={onClose} title={confirm?.title} closeButtonProps={{ 'aria-label': 'Close' }} centered>
      <Stack>
        <Text size="sm">{confirm?.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color={confirm?.color}
            c={confirm?.color === 'orange' ? 'dark.9' : undefined}
            loading={busy}
            onClick={() => confirm && onConfirm(confirm)}
            data-autofocus
          >
            {confirm?.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MuteModal({
  item,
  busy,
  onClose,
  onConfirm,
}: {
  item: QueueItem | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (duration: MuteDuration, reason: string) => void;
}) {
  const [duration, setDuration] = useState<MuteDuration>('24h');
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 3;
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={`Mute ${item?.author_name ?? ''} in #${item?.channel_name ?? ''}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <form onSubmit={(e) => (e.preventDefault(), valid && onConfirm(duration, reason.trim()))}>
        <Stack>
          <Text size="sm">
            They can still read #{item?.channel_name}, but cannot post, reply or react there until the mute ends. They see until when, and
            your reason.
          </Text>
          <Select label="For" data={DURATIONS} value={duration} onChange={(v) => v && setDuration(v)} allowDeselect={false} />
          <Textarea
            label="Reason"
            required
            minLength={3}
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="orange" c="dark.9" loading={busy} disabled={!valid}>
              Mute member
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function QueueCard({
  item,
  onConfirm,
  onMute,
  disabled,
}: {
  item: QueueItem;
  onConfirm: (c: Confirm) => void;
  onMute: () => void;
  disabled: boolean;
}) {
  const who = item.author_name ?? 'Member';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Reported message by ${who} in #${item.channel_name}`}
      data-testid="report-card"
      data-message-id={item.message_id}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="gray" c="dark.7" tt="none">
              #{item.channel_name}
            </Badge>
            <Text size="sm" fw={700}>
              {who}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.author_email}
            </Text>
          </Group>
          <Badge color="red" variant="filled" data-testid="report-count">
            {item.report_count} report{item.report_count === 1 ? '' : 's'}
          </Badge>
        </Group>
        <Blockquote p="sm" color="gray" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="reported-body">
          {item.deleted ? (
            <Text span c="dimmed" fs="italic">
              Deleted. As reported: {item.body}
            </Text>
          ) : (
            item.body
          )}
        </Blockquote>
        <Group gap={6} wrap="wrap">
          {item.reasons.map((r) => (
            <Badge key={r} variant="outline" color="red" c="red.9" tt="none">
              {REASON_LABELS[r] ?? r}
            </Badge>
          ))}
          {item.hidden && (
            <Badge color="orange" c="dark.8" variant="light">
              Hidden
            </Badge>
          )}
          {item.author_muted && (
            <Badge color="orange" c="dark.8" variant="light">
              {mutedText(item.author_muted_until)}
            </Badge>
          )}
        </Group>
        {item.notes.length > 0 && (
          <Stack gap={2}>
            {item.notes.map((n, i) => (
              <Text key={i} size="xs" style={{ overflowWrap: 'anywhere' }}>
                “{n}”
              </Text>
            ))}
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          First reported {formatDateTime(item.first_reported_at)} · posted {formatDateTime(item.message_created_at)}
        </Text>
        <Group gap="xs" wrap="wrap">
          {!item.hidden && !item.deleted && (
            <Button
              disabled={disabled}
              size="xs"
              variant="light"
              color="orange"
              c="dark.8"
              onClick={() =>
                onConfirm({
                  title: 'Hide this message?',
                  text: `Members will no longer see ${who}'s message; ${who} sees that a moderator hid it. The reports are closed.`,
                  confirm: 'Hide message',
                  color: 'orange',
                  action: { kind: 'hide', messageId: item.message_id },
                  done: `Message by ${who} hidden`,
                })
              }
            >
              Hide
            </Button>
          )}
          {!item.deleted && (
            <Button
              disabled={disabled}
              size="xs"
              variant="light"
              color="red"
              c="red.9"
              onClick={() =>
                onConfirm({
                  title: 'Delete this message?',
                  text: `${who}'s message is deleted for everyone (a thread keeps a "deleted" placeholder). The reports keep a copy of the text.`,
                  confirm: 'Delete message',
                  color: 'red',
                  action: { kind: 'delete', messageId: item.message_id },
                  done: `Message by ${who} deleted`,
                })
              }
            >
              Delete
            </Button>
          )}
          <Button
            disabled={disabled}
            size="xs"
            variant="default"
            onClick={() =>
              onConfirm({
                title: 'Dismiss the reports?',
                text: 'The message stays as it is and leaves the queue.',
                confirm: 'Dismiss reports',
                color: 'blue',
                action: { kind: 'dismiss', messageId: item.message_id },
                done: 'Reports dismissed',
              })
            }
          >
            Dismiss
          </Button>
          {item.author_id &&
            (item.author_muted ? (
              <Button
                disabled={disabled}
                size="xs"
                variant="default"
                onClick={() =>
                  onConfirm({
                    title: `Lift ${who}'s mute?`,
                    text: `${who} can post in #${item.channel_name} again.`,
                    confirm: 'Lift mute',
                    color: 'blue',
                    action: { kind: 'lift-mute', channelId: item.channel_id, memberId: item.author_id },
                    done: `${who} can post again`,
                  })
                }
              >
                Lift mute
              </Button>
            ) : (
              <Button disabled={disabled} size="xs" variant="default" onClick={onMute}>
                Mute author…
              </Button>
            ))}
        </Group>
      </Stack>
    </Paper>
  );
}

export function ModerationPage() {
  const queue = useModerationQueue();
  const mutes = useActiveMutes();
  const action = useModerationAction();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [muting, setMuting] = useState<QueueItem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const canChange = useCanChange(); // actions need an aal2 session; reading the queue does not

  const run = (a: ModerationAction, message: string) => {
    setDone(null);
    action.mutate(a, {
      onSuccess: () => setDone(`${message}.`),
      onError: (e) => notifyError('The change was refused', e),
    });
  };
  const count = queue.data?.length ?? 0;
  return (
    <Stack gap="md">
      {!canChange && <VerifyToChangeHint />}
      {done && (
        <Alert
          color="teal"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setDone(null)}
          role="status"
          c="dark.8"
        >
          {done}
        </Alert>
      )}
      <ErrorAlert message={queue.error ? `Could not load the moderation queue: ${queue.error.message}` : null} />
      <Title order={2} fz="h3">
        Reports
      </Title>
      <Text size="sm" c="dimmed" aria-live="polite">
        {queue.data
          ? count === 0
            ? 'No open reports.'
            : `${count} reported message${count === 1 ? '' : 's'}, most recently reported first`
          : 'Loading the queue…'}
      </Text>
      <Stack gap="sm">
        {queue.data?.map((item) => (
          <QueueCard key={item.message_id} item={item} onConfirm={setConfirm} onMute={() => setMuting(item)} disabled={!canChange} />
        ))}
      </Stack>
      <MemberReportsPanel disabled={!canChange} onDone={setDone} />
      <Title order={2} fz="h3">
        Mutes in force
      </Title>
      <ErrorAlert message={mutes.error ? `Could not load the mutes: ${mutes.error.message}` : null} />
      {mutes.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          Nobody is muted.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {mutes.data?.map((m) => (
          <Paper key={`${m.channel_id}:${m.user_id}`} withBorder radius="md" p="sm" data-testid="mute-card">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={700}>
                  {m.display_name}{' '}
                  <Text span size="xs" c="dimmed">
                    in #{m.channel_name}
                  </Text>
                </Text>
                <Text size="xs">{mutedText(m.muted_until)}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Reason: {m.reason}
                </Text>
              </Stack>
              <Button
                disabled={!canChange}
                size="xs"
                variant="default"
                style={{ flexShrink: 0 }}
                onClick={() =>
                  setConfirm({
                    title: `Lift ${m.display_name}'s mute?`,
                    text: `${m.display_name} can post in #${m.channel_name} again.`,
                    confirm: 'Lift mute',
                    color: 'blue',
                    action: { kind: 'lift-mute', channelId: m.channel_id, memberId: m.user_id },
                    done: `${m.display_name} can post again`,
                  })
                }
              >
                Lift
              </Button>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <ConfirmModal
        confirm={confirm}
        busy={action.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={(c) => {
          run(c.action, c.done);
          setConfirm(null);
        }}
      />
      <MuteModal
        key={muting?.message_id ?? 'none'}
        item={muting}
        busy={action.isPending}
        onClose={() => setMuting(null)}
        onConfirm={(duration, reason) => {
          if (!muting?.author_id) return;
          run(
            { kind: 'mute', channelId: muting.channel_id, memberId: muting.author_id, duration, reason },
            `${muting.author_name ?? 'Member'} muted in #${muting.channel_name}`,
          );
          setMuting(null);
        }}
      />
    </Stack>
  );
}
