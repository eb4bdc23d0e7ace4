// Community: the channels of the dashboard's sidebar, the live sessions of the calendar channels and the
// market alerts, in three tabs. Each write goes straight to its table with the admin's JWT; the database
// lets only an admin at aal2 write, checks the values and records the change in the audit log. Members'
// open dashboards follow through Realtime.
import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, NumberInput, Paper, SegmentedControl, Select, Stack, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarEvent, IconHash, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { messageOf, notifyError } from '../../../lib/notify.ts';
import { useCanChange } from '../api/admin-mfa.ts';
import {
  ALERT_CHANNELS,
  CHANNEL_ACCESS,
  CHANNEL_GROUPS,
  CHANNEL_TYPES,
  SEVERITIES,
  channelIdFrom,
  useAdminAlerts,
  useAdminChannels,
  useAdminSessions,
  useCommunityWrite,
  useSymbols,
  type AlertInput,
  type AlertRow,
  type ChannelInput,
  type ChannelRow,
  type CommunityWrite,
  type SessionInput,
  type SessionRow,
} from '../api/community.ts';
import { fromLocalInput, toLocalInput } from '../lib/datetime-local.ts';
import { formatDateTime } from '../lib/format.ts';
import { VerifyToChangeHint } from './two-factor-panel.tsx';

const HTTPS_URL = /^https:\/\/\S+$/;
const ACCESS_COLOR = { free: 'teal', freemium: 'blue', premium: 'grape' } as const;
const SEVERITY_COLOR = { urgent: 'red', watch: 'orange', info: 'blue' } as const;

/** Runs a write; reports success in the status line and a refusal as members-page.tsx does. */
function useWrite(onDone: (message: string) => void) {
  const write = useCommunityWrite();
  const run = (w: CommunityWrite, message: string, after?: () => void) =>
    write.mutate(w, {
      onSuccess: () => (onDone(message), after?.()),
      onError: (e) => notifyError('The change was refused', e),
    });
  return { run, write };
}

function ConfirmModal({ opened, title, children, confirm, busy, onConfirm, onClose }: { opened: boolean; title: string; children: ReactNode; confirm: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Keep it</Button>
          <Button color="red" loading={busy} onClick={onConfirm}>{confirm}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RowActions({ label, disabled, onEdit, onRemove, removeLabel }: { label: string; disabled: boolean; onEdit: () => void; onRemove: () => void; removeLabel: string }) {
  return (
    <Group gap="xs">
      <Button variant="default" size="compact-sm" disabled={disabled} onClick={onEdit} aria-label={`Edit ${label}`}>Edit</Button>
      <Button variant="subtle" color="red" c="red.9" size="compact-sm" disabled={disabled} onClick={onRemove} aria-label={`${removeLabel} ${label}`}>{removeLabel}</Button>
    </Group>
  );
}

// ---------------------------------------------------------------------------------------------
// channels
// ---------------------------------------------------------------------------------------------
function ChannelForm({ channel, busy, error, onSubmit, onCancel }: { channel: ChannelRow | null; busy: boolean; error: string | null; onSubmit: (v: ChannelInput) => void; onCancel: () => void }) {
  const form = useForm<ChannelInput>({
    initialValues: {
      name: channel?.name ?? '',
      group_name: channel?.group_name ?? 'MARKET DISCUSSION',
      type: channel?.type ?? 'chat',
      access: channel?.access ?? 'free',
      description: channel?.description ?? '',
    },
    validate: {
      name: (v) => (!v.trim() ? 'A name is required' : v.trim().length > 40 ? 'At most 40 characters' : !channel && !channelIdFrom(v) ? 'Use letters or digits' : null),
      description: (v) => (v.length > 300 ? 'At most 300 characters' : null),
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit({ ...v, name: v.name.trim(), description: v.description.trim() }))} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <TextInput label="Name" required maxLength={40} data-autofocus {...form.getInputProps('name')} description={channel ? `Channel id: ${channel.id}` : `Channel id: ${channelIdFrom(form.values.name) || '…'}`} />
        <Select label="Group" required data={CHANNEL_GROUPS.map((g) => ({ value: g, label: g }))} allowDeselect={false} {...form.getInputProps('group_name')} />
        <Select label="Type" required data={CHANNEL_TYPES.map((t) => ({ value: t, label: t }))} allowDeselect={false} {...form.getInputProps('type')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="channel-access-label">Access</Text>
          <SegmentedControl aria-labelledby="channel-access-label" data={CHANNEL_ACCESS.map((a) => ({ value: a, label: a }))} {...form.getInputProps('access')} />
          <Text size="xs" c="dimmed">Free: everyone reads and posts. Freemium: everyone reads, premium posts. Premium: premium only.</Text>
        </Stack>
        <Textarea label="Description" maxLength={300} autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button type="submit" loading={busy}>{channel ? 'Save channel' : 'Create channel'}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChannelsPanel({ canChange, onDone }: { canChange: boolean; onDone: (m: string) => void }) {
  const channels = useAdminChannels();
  const [editing, setEditing] = useState<ChannelRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<ChannelRow | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { run, write } = useWrite(onDone);
  const current = editing === 'new' ? null : editing;
  const save = (input: ChannelInput) => {
    setFormError(null);
    const w: CommunityWrite = current ? { kind: 'channel.update', id: current.id, input } : { kind: 'channel.create', input };
    write.mutate(w, {
      onSuccess: () => (onDone(current ? `Channel #${input.name} saved.` : `Channel #${input.name} created.`), setEditing(null)),
      onError: (e) => setFormError(messageOf(e)),
    });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">{channels.data ? `${channels.data.length} channels` : 'Loading channels…'}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} disabled={!canChange} onClick={() => (setFormError(null), setEditing('new'))}>New channel</Button>
      </Group>
      <ErrorAlert message={channels.error ? `Could not load the channels: ${channels.error.message}` : null} />
      {channels.data?.map((c) => (
        <Paper key={c.id} withBorder p="sm" data-testid="admin-channel" data-id={c.id}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={700}>#{c.name}</Text>
                <Badge variant="light" color="gray" c="dark.7">{c.group_name}</Badge>
                <Badge variant="outline" c="dark.7">{c.type}</Badge>
                <Badge variant="light" color={ACCESS_COLOR[c.access as keyof typeof ACCESS_COLOR] ?? 'gray'} c="dark.8">{c.access}</Badge>
              </Group>
              {c.description && <Text size="sm" c="dark.6">{c.description}</Text>}
            </Stack>
            <RowActions label={`#${c.name}`} disabled={!canChange} onEdit={() => (setFormError(null), setEditing(c))} onRemove={() => setRemoving(c)} removeLabel="Delete" />
          </Group>
        </Paper>
      ))}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={current ? `Edit #${current.name}` : 'New channel'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <ChannelForm key={current?.id ?? 'new'} channel={current} busy={write.isPending} error={formError} onSubmit={save} onCancel={() => setEditing(null)} />
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        title={`Delete #${removing?.name ?? ''}?`}
        confirm="Delete channel"
        busy={write.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && run({ kind: 'channel.delete', id: removing.id }, `Channel #${removing.name} deleted.`, () => setRemoving(null))}
      >
        <Text size="sm">The channel leaves every member&apos;s sidebar, with all its messages, sessions and alerts. This cannot be undone.</Text>
      </ConfirmModal>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// live sessions
// ---------------------------------------------------------------------------------------------
interface SessionValues {
  channel_id: string;
  title: string;
  host_name: string;
  starts_at: string;
  duration_minutes: number | string;
  join_url: string;
  premium: boolean;
  description: string;
}

function SessionForm({ session, calendars, busy, error, onSubmit, onCancel }: { session: SessionRow | null; calendars: ChannelRow[]; busy: boolean; error: string | null; onSubmit: (v: SessionInput) => void; onCancel: () => void }) {
  const form = useForm<SessionValues>({
    initialValues: {
      channel_id: session?.channel_id ?? calendars.find((c) => c.access === 'premium')?.id ?? calendars[0]?.id ?? '',
      title: session?.title ?? '',
      host_name: session?.host_name ?? '',
      starts_at: session ? toLocalInput(session.starts_at) : '',
      duration_minutes: session?.duration_minutes ?? 60,
      join_url: session?.join_url ?? '',
      premium: session ? session.access === 'premium' : true,
      description: session?.description ?? '',
    },
    validate: {
      channel_id: (v) => (v ? null : 'Choose a calendar'),
      title: (v) => (!v.trim() ? 'A title is required' : v.trim().length > 200 ? 'At most 200 characters' : null),
      host_name: (v) => (v.length > 100 ? 'At most 100 characters' : null),
      starts_at: (v) => (fromLocalInput(v) ? null : 'Choose a date and time'),
      duration_minutes: (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 720 ? null : 'From 1 to 720 minutes'),
      join_url: (v) => (!v.trim() || HTTPS_URL.test(v.trim()) ? null : 'An https:// link'),
      description: (v) => (v.length > 1000 ? 'At most 1000 characters' : null),
    },
  });
  const submit = form.onSubmit((v) =>
    onSubmit({
      channel_id: v.channel_id,
      title: v.title.trim(),
      host_name: v.host_name.trim(),
      starts_at: fromLocalInput(v.starts_at)!,
      duration_minutes: Number(v.duration_minutes),
      join_url: v.join_url.trim() || null,
      access: v.premium ? 'premium' : 'free',
      description: v.description.trim(),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <TextInput label="Title" required maxLength={200} data-autofocus {...form.getInputProps('title')} />
        <TextInput label="Host" maxLength={100} {...form.getInputProps('host_name')} />
        <Select label="Calendar" required data={calendars.map((c) => ({ value: c.id, label: `#${c.name} (${c.access})` }))} allowDeselect={false} {...form.getInputProps('channel_id')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Starts at" type="datetime-local" required miw={200} {...form.getInputProps('starts_at')} />
          <NumberInput label="Duration (minutes)" required min={1} max={720} miw={140} {...form.getInputProps('duration_minutes')} />
        </Group>
        <TextInput label="Join URL" type="url" placeholder="https://" description="Members see it as the session's link; https only." {...form.getInputProps('join_url')} />
        <Checkbox label="Premium session" {...form.getInputProps('premium', { type: 'checkbox' })} />
        <Textarea label="Description" maxLength={1000} autosize minRows={2} {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button type="submit" loading={busy}>{session ? 'Save session' : 'Schedule session'}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function SessionCard({ s, channelName, canChange, onEdit, onCancel }: { s: SessionRow; channelName: string; canChange: boolean; onEdit: () => void; onCancel: () => void }) {
  return (
    <Paper withBorder p="sm" data-testid="admin-session" data-title={s.title}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{s.title}</Text>
            <Badge variant="light" color={s.access === 'premium' ? 'grape' : 'teal'} c="dark.8">{s.access}</Badge>
          </Group>
          <Text size="sm">
            <time dateTime={s.starts_at}>{formatDateTime(s.starts_at)}</time> · {s.duration_minutes} min · #{channelName}
            {s.host_name && ` · ${s.host_name}`}
          </Text>
          {s.join_url ? (
            <Anchor href={s.join_url} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>{s.join_url}</Anchor>
          ) : (
            <Text size="sm" c="dimmed">No join link yet</Text>
          )}
        </Stack>
        <RowActions label={s.title} disabled={!canChange} onEdit={onEdit} onRemove={onCancel} removeLabel="Cancel" />
      </Group>
    </Paper>
  );
}

function SessionsPanel({ canChange, onDone }: { canChange: boolean; onDone: (m: string) => void }) {
  const sessions = useAdminSessions();
  const channels = useAdminChannels();
  const [editing, setEditing] = useState<SessionRow | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<SessionRow | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { run, write } = useWrite(onDone);
  const calendars = (channels.data ?? []).filter((c) => c.type === 'calendar');
  const nameOf = (id: string) => channels.data?.find((c) => c.id === id)?.name ?? id;
  const current = editing === 'new' ? null : editing;
  const [now] = useState(() => Date.now());
  const ended = (s: SessionRow) => Date.parse(s.starts_at) + s.duration_minutes * 60_000 <= now;
  const upcoming = (sessions.data ?? []).filter((s) => !ended(s)).reverse();
  const past = (sessions.data ?? []).filter(ended);
  const save = (input: SessionInput) => {
    setFormError(null);
    const w: CommunityWrite = current ? { kind: 'session.update', id: current.id, input } : { kind: 'session.create', input };
    write.mutate(w, {
      onSuccess: () => (onDone(current ? `Session “${input.title}” saved.` : `Session “${input.title}” scheduled.`), setEditing(null)),
      onError: (e) => setFormError(messageOf(e)),
    });
  };
  const card = (s: SessionRow) => (
    <SessionCard key={s.id} s={s} channelName={nameOf(s.channel_id)} canChange={canChange} onEdit={() => (setFormError(null), setEditing(s))} onCancel={() => setCancelling(s)} />
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">{sessions.data ? `${upcoming.length} upcoming, ${past.length} past` : 'Loading sessions…'}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} disabled={!canChange || calendars.length === 0} onClick={() => (setFormError(null), setEditing('new'))}>Schedule session</Button>
      </Group>
      <ErrorAlert message={sessions.error ? `Could not load the sessions: ${sessions.error.message}` : null} />
      <Title order={2} fz="h4">Upcoming</Title>
      {upcoming.length === 0 && sessions.data && <Text size="sm" c="dimmed">No upcoming session.</Text>}
      {upcoming.map(card)}
      <Title order={2} fz="h4" mt="sm">Past</Title>
      {past.length === 0 && sessions.data && <Text size="sm" c="dimmed">No past session.</Text>}
      {past.map(card)}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={current ? `Edit “${current.title}”` : 'Schedule a session'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <SessionForm key={current?.id ?? 'new'} session={current} calendars={calendars} busy={write.isPending} error={formError} onSubmit={save} onCancel={() => setEditing(null)} />
      </Modal>
      <ConfirmModal
        opened={cancelling !== null}
        title={`Cancel “${cancelling?.title ?? ''}”?`}
        confirm="Cancel session"
        busy={write.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && run({ kind: 'session.cancel', id: cancelling.id }, `Session “${cancelling.title}” cancelled.`, () => setCancelling(null))}
      >
        <Text size="sm">The session leaves the calendar of every member at once.</Text>
      </ConfirmModal>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// market alerts
// ---------------------------------------------------------------------------------------------
function AlertForm({ alert, busy, error, onSubmit, onCancel }: { alert: AlertRow | null; busy: boolean; error: string | null; onSubmit: (v: AlertInput) => void; onCancel: () => void }) {
  const symbols = useSymbols();
  const form = useForm<AlertInput>({
    initialValues: {
      channel_id: alert?.channel_id ?? 'market-alerts',
      symbol: alert?.symbol ?? null,
      headline: alert?.headline ?? '',
      detail: alert?.detail ?? '',
      severity: alert?.severity ?? 'info',
      premium_only: alert?.premium_only ?? false,
    },
    validate: {
      headline: (v) => (!v.trim() ? 'A title is required' : v.trim().length > 200 ? 'At most 200 characters' : null),
      detail: (v) => (v.length > 2000 ? 'At most 2000 characters' : null),
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit({ ...v, headline: v.headline.trim(), detail: v.detail.trim() }))} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <Select label="Channel" required data={ALERT_CHANNELS.map((c) => ({ value: c, label: `#${c}` }))} allowDeselect={false} {...form.getInputProps('channel_id')} />
        <Select label="Symbol" placeholder="None" clearable searchable data={symbols.data ?? []} {...form.getInputProps('symbol')} />
        <TextInput label="Title" required maxLength={200} data-autofocus {...form.getInputProps('headline')} />
        <Textarea label="Body" maxLength={2000} autosize minRows={3} {...form.getInputProps('detail')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="alert-severity-label">Severity</Text>
          <SegmentedControl aria-labelledby="alert-severity-label" data={SEVERITIES.map((s) => ({ value: s, label: s }))} {...form.getInputProps('severity')} />
        </Stack>
        <Checkbox label="Premium members only" {...form.getInputProps('premium_only', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>Cancel</Button>
          <Button type="submit" loading={busy}>{alert ? 'Save alert' : 'Publish alert'}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function AlertsPanel({ canChange, onDone }: { canChange: boolean; onDone: (m: string) => void }) {
  const alerts = useAdminAlerts();
  const [editing, setEditing] = useState<AlertRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<AlertRow | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { run, write } = useWrite(onDone);
  const current = editing === 'new' ? null : editing;
  const save = (input: AlertInput) => {
    setFormError(null);
    const w: CommunityWrite = current ? { kind: 'alert.update', id: current.id, input } : { kind: 'alert.publish', input };
    write.mutate(w, {
      onSuccess: () => (onDone(current ? `Alert “${input.headline}” saved.` : `Alert “${input.headline}” published.`), setEditing(null)),
      onError: (e) => setFormError(messageOf(e)),
    });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">{alerts.data ? `${alerts.data.length} alerts` : 'Loading alerts…'}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} disabled={!canChange} onClick={() => (setFormError(null), setEditing('new'))}>Publish alert</Button>
      </Group>
      <ErrorAlert message={alerts.error ? `Could not load the alerts: ${alerts.error.message}` : null} />
      {alerts.data?.map((a) => (
        <Paper key={a.id} withBorder p="sm" data-testid="admin-alert" data-headline={a.headline}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Group gap="xs">
                <Badge color={SEVERITY_COLOR[a.severity as keyof typeof SEVERITY_COLOR] ?? 'gray'} variant="filled" c={a.severity === 'watch' ? 'dark.9' : undefined}>{a.severity}</Badge>
                {a.symbol && <Badge variant="outline" c="dark.8">{a.symbol}</Badge>}
                {a.premium_only && <Badge color="grape" variant="light" c="grape.9">Premium</Badge>}
                <Text size="xs" c="dark.5">#{a.channel_id} · <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time></Text>
              </Group>
              <Text fw={700} size="sm">{a.headline}</Text>
              {a.detail && <Text size="sm">{a.detail}</Text>}
            </Stack>
            <RowActions label={a.headline} disabled={!canChange} onEdit={() => (setFormError(null), setEditing(a))} onRemove={() => setRemoving(a)} removeLabel="Delete" />
          </Group>
        </Paper>
      ))}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={current ? 'Edit alert' : 'Publish an alert'} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <AlertForm key={current?.id ?? 'new'} alert={current} busy={write.isPending} error={formError} onSubmit={save} onCancel={() => setEditing(null)} />
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        title="Delete this alert?"
        confirm="Delete alert"
        busy={write.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && run({ kind: 'alert.delete', id: removing.id }, `Alert “${removing.headline}” deleted.`, () => setRemoving(null))}
      >
        <Text size="sm">“{removing?.headline}” disappears from members&apos; dashboards at once.</Text>
      </ConfirmModal>
    </Stack>
  );
}

export function CommunityPage() {
  const canChange = useCanChange();
  const [done, setDone] = useState<string | null>(null);
  const [tab, setTab] = useState<string | null>('channels');
  return (
    <Stack gap="md">
      {!canChange && <VerifyToChangeHint />}
      {done && (
        <Alert color="teal" variant="light" withCloseButton closeButtonLabel="Dismiss" onClose={() => setDone(null)} role="status" c="dark.8">
          {done}
        </Alert>
      )}
      <Tabs value={tab} onChange={(t) => (setTab(t), setDone(null))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="channels" leftSection={<IconHash size={16} aria-hidden="true" />}>Channels</Tabs.Tab>
          <Tabs.Tab value="sessions" leftSection={<IconCalendarEvent size={16} aria-hidden="true" />}>Live sessions</Tabs.Tab>
          <Tabs.Tab value="alerts" leftSection={<IconAlertTriangle size={16} aria-hidden="true" />}>Market alerts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="channels" pt="md"><ChannelsPanel canChange={canChange} onDone={setDone} /></Tabs.Panel>
        <Tabs.Panel value="sessions" pt="md"><SessionsPanel canChange={canChange} onDone={setDone} /></Tabs.Panel>
        <Tabs.Panel value="alerts" pt="md"><AlertsPanel canChange={canChange} onDone={setDone} /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
