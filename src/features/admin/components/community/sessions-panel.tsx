// The live sessions of the calendar channels: scheduled, edited and cancelled.
import { Anchor, Badge, Checkbox, Group, NumberInput, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { useAdminChannels, useAdminSessions, type ChannelRow, type SessionInput, type SessionRow } from '../../api/community.ts';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-local.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ConfirmModal, FormButtons, FormModal, ListHeader, RowActions, useRowEditor } from './shared.tsx';

const HTTPS_URL = /^https:\/\/\S+$/;

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

function SessionForm({
  session,
  calendars,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  session: SessionRow | null;
  calendars: ChannelRow[];
  busy: boolean;
  error: string | null;
  onSubmit: (v: SessionInput) => void;
  onCancel: () => void;
}) {
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
        <Select
          label="Calendar"
          required
          data={calendars.map((c) => ({ value: c.id, label: `#${c.name} (${c.access})` }))}
          allowDeselect={false}
          {...form.getInputProps('channel_id')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Starts at" type="datetime-local" required miw={200} {...form.getInputProps('starts_at')} />
          <NumberInput label="Duration (minutes)" required min={1} max={720} miw={140} {...form.getInputProps('duration_minutes')} />
        </Group>
        <TextInput
          label="Join URL"
          type="url"
          placeholder="https://"
          description="Members see it as the session's link; https only."
          {...form.getInputProps('join_url')}
        />
        <Checkbox label="Premium session" {...form.getInputProps('premium', { type: 'checkbox' })} />
        <Textarea label="Description" maxLength={1000} autosize minRows={2} {...form.getInputProps('description')} />
        <FormButtons submit={session ? 'Save session' : 'Schedule session'} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function SessionCard({
  s,
  channelName,
  canChange,
  onEdit,
  onCancel,
}: {
  s: SessionRow;
  channelName: string;
  canChange: boolean;
  onEdit: () => void;
  onCancel: () => void;
}) {
  return (
    <Paper withBorder p="sm" data-testid="admin-session" data-title={s.title}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700}>{s.title}</Text>
            <Badge variant="light" color={s.access === 'premium' ? 'grape' : 'teal'} c="dark.8">
              {s.access}
            </Badge>
          </Group>
          <Text size="sm">
            <time dateTime={s.starts_at}>{formatDateTime(s.starts_at)}</time> · {s.duration_minutes} min · #{channelName}
            {s.host_name && ` · ${s.host_name}`}
          </Text>
          {s.join_url ? (
            <Anchor href={s.join_url} target="_blank" rel="noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {s.join_url}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              No join link yet
            </Text>
          )}
        </Stack>
        <RowActions label={s.title} disabled={!canChange} onEdit={onEdit} onRemove={onCancel} removeLabel="Cancel" />
      </Group>
    </Paper>
  );
}

export function SessionsPanel({ canChange, onDone }: { canChange: boolean; onDone: (m: string) => void }) {
  const sessions = useAdminSessions();
  const channels = useAdminChannels();
  const rows = useRowEditor<SessionRow>(onDone);
  const { current, removing: cancelling } = rows;
  const calendars = (channels.data ?? []).filter((c) => c.type === 'calendar');
  const nameOf = (id: string) => channels.data?.find((c) => c.id === id)?.name ?? id;
  const [now] = useState(() => Date.now());
  const ended = (s: SessionRow) => Date.parse(s.starts_at) + s.duration_minutes * 60_000 <= now;
  const upcoming = (sessions.data ?? []).filter((s) => !ended(s)).reverse();
  const past = (sessions.data ?? []).filter(ended);
  const save = (input: SessionInput) =>
    rows.save(
      current ? { kind: 'session.update', id: current.id, input } : { kind: 'session.create', input },
      current ? `Session “${input.title}” saved.` : `Session “${input.title}” scheduled.`,
    );
  const card = (s: SessionRow) => (
    <SessionCard
      key={s.id}
      s={s}
      channelName={nameOf(s.channel_id)}
      canChange={canChange}
      onEdit={() => rows.edit(s)}
      onCancel={() => rows.askRemove(s)}
    />
  );
  return (
    <Stack gap="sm">
      <ListHeader
        status={sessions.data ? `${upcoming.length} upcoming, ${past.length} past` : 'Loading sessions…'}
        add="Schedule session"
        disabled={!canChange || calendars.length === 0}
        onAdd={() => rows.edit('new')}
      />
      <ErrorAlert message={sessions.error ? `Could not load the sessions: ${sessions.error.message}` : null} />
      <Title order={2} fz="h4">
        Upcoming
      </Title>
      {upcoming.length === 0 && sessions.data && (
        <Text size="sm" c="dimmed">
          No upcoming session.
        </Text>
      )}
      {upcoming.map(card)}
      <Title order={2} fz="h4" mt="sm">
        Past
      </Title>
      {past.length === 0 && sessions.data && (
        <Text size="sm" c="dimmed">
          No past session.
        </Text>
      )}
      {past.map(card)}
      <FormModal opened={rows.editing} onClose={rows.closeForm} title={current ? `Edit “${current.title}”` : 'Schedule a session'}>
        <SessionForm
          key={current?.id ?? 'new'}
          session={current}
          calendars={calendars}
          busy={rows.write.isPending}
          error={rows.formError}
          onSubmit={save}
          onCancel={rows.closeForm}
        />
      </FormModal>
      <ConfirmModal
        opened={cancelling !== null}
        title={`Cancel “${cancelling?.title ?? ''}”?`}
        confirm="Cancel session"
        busy={rows.write.isPending}
        onClose={rows.keep}
        onConfirm={() =>
          cancelling && rows.remove({ kind: 'session.cancel', id: cancelling.id }, `Session “${cancelling.title}” cancelled.`)
        }
      >
        <Text size="sm">The session leaves the calendar of every member at once.</Text>
      </ConfirmModal>
    </Stack>
  );
}
