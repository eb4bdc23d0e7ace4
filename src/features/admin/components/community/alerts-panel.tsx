// The market alerts members see on their dashboards: posted, edited and deleted.
import { Badge, Button, Checkbox, Group, Modal, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { messageOf } from '../../../../lib/notify.ts';
import {
  ALERT_CHANNELS,
  SEVERITIES,
  useAdminAlerts,
  useSymbols,
  type AlertInput,
  type AlertRow,
  type CommunityWrite,
} from '../../api/community.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ConfirmModal, RowActions, useWrite } from './shared.tsx';

const SEVERITY_COLOR = { urgent: 'red', watch: 'orange', info: 'blue' } as const;

function AlertForm({
  alert,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  alert: AlertRow | null;
  busy: boolean;
  error: string | null;
  onSubmit: (v: AlertInput) => void;
  onCancel: () => void;
}) {
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
        <Select
          label="Channel"
          required
          data={ALERT_CHANNELS.map((c) => ({ value: c, label: `#${c}` }))}
          allowDeselect={false}
          {...form.getInputProps('channel_id')}
        />
        <Select label="Symbol" placeholder="None" clearable searchable data={symbols.data ?? []} {...form.getInputProps('symbol')} />
        <TextInput label="Title" required maxLength={200} data-autofocus {...form.getInputProps('headline')} />
        <Textarea label="Body" maxLength={2000} autosize minRows={3} {...form.getInputProps('detail')} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="alert-severity-label">
            Severity
          </Text>
          <SegmentedControl
            aria-labelledby="alert-severity-label"
            data={SEVERITIES.map((s) => ({ value: s, label: s }))}
            {...form.getInputProps('severity')}
          />
        </Stack>
        <Checkbox label="Premium members only" {...form.getInputProps('premium_only', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {alert ? 'Save alert' : 'Publish alert'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function AlertsPanel({ canChange, onDone }: { canChange: boolean; onDone: (m: string) => void }) {
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
        <Text size="sm" c="dimmed" aria-live="polite">
          {alerts.data ? `${alerts.data.length} alerts` : 'Loading alerts…'}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={!canChange}
          onClick={() => (setFormError(null), setEditing('new'))}
        >
          Publish alert
        </Button>
      </Group>
      <ErrorAlert message={alerts.error ? `Could not load the alerts: ${alerts.error.message}` : null} />
      {alerts.data?.map((a) => (
        <Paper key={a.id} withBorder p="sm" data-testid="admin-alert" data-headline={a.headline}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Group gap="xs">
                <Badge
                  color={SEVERITY_COLOR[a.severity as keyof typeof SEVERITY_COLOR] ?? 'gray'}
                  variant="filled"
                  c={a.severity === 'watch' ? 'dark.9' : undefined}
                >
                  {a.severity}
                </Badge>
                {a.symbol && (
                  <Badge variant="outline" c="dark.8">
                    {a.symbol}
                  </Badge>
                )}
                {a.premium_only && (
                  <Badge color="grape" variant="light" c="grape.9">
                    Premium
                  </Badge>
                )}
                <Text size="xs" c="dark.5">
                  #{a.channel_id} · <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time>
                </Text>
              </Group>
              <Text fw={700} size="sm">
                {a.headline}
              </Text>
              {a.detail && <Text size="sm">{a.detail}</Text>}
            </Stack>
            <RowActions
              label={a.headline}
              disabled={!canChange}
              onEdit={() => (setFormError(null), setEditing(a))}
              onRemove={() => setRemoving(a)}
              removeLabel="Delete"
            />
          </Group>
        </Paper>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={current ? 'Edit alert' : 'Publish an alert'}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <AlertForm
          key={current?.id ?? 'new'}
          alert={current}
          busy={write.isPending}
          error={formError}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      </Modal>
      <ConfirmModal
        opened={removing !== null}
        title="Delete this alert?"
        confirm="Delete alert"
        busy={write.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing && run({ kind: 'alert.delete', id: removing.id }, `Alert “${removing.headline}” deleted.`, () => setRemoving(null))
        }
      >
        <Text size="sm">“{removing?.headline}” disappears from members&apos; dashboards at once.</Text>
      </ConfirmModal>
    </Stack>
  );
}
