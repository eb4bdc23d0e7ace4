// The market alerts members see on their dashboards: posted, edited and deleted.
import { Badge, Checkbox, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { ALERT_CHANNELS, SEVERITIES, useAdminAlerts, useSymbols, type AlertInput, type AlertRow } from '../../api/community.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ConfirmModal, FormButtons, FormModal, ListHeader, RowActions, useRowEditor } from './shared.tsx';

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
        <FormButtons submit={alert ? 'Save alert' : 'Publish alert'} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function AlertsPanel({ canChange, onDone }: { canChange: boolean; onDone: (m: string) => void }) {
  const alerts = useAdminAlerts();
  const rows = useRowEditor<AlertRow>(onDone);
  const { current, removing } = rows;
  const save = (input: AlertInput) =>
    rows.save(
      current ? { kind: 'alert.update', id: current.id, input } : { kind: 'alert.publish', input },
      current ? `Alert “${input.headline}” saved.` : `Alert “${input.headline}” published.`,
    );
  return (
    <Stack gap="sm">
      <ListHeader
        status={alerts.data ? `${alerts.data.length} alerts` : 'Loading alerts…'}
        add="Publish alert"
        disabled={!canChange}
        onAdd={() => rows.edit('new')}
      />
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
              onEdit={() => rows.edit(a)}
              onRemove={() => rows.askRemove(a)}
              removeLabel="Delete"
            />
          </Group>
        </Paper>
      ))}
      <FormModal opened={rows.editing} onClose={rows.closeForm} title={current ? 'Edit alert' : 'Publish an alert'}>
        <AlertForm
          key={current?.id ?? 'new'}
          alert={current}
          busy={rows.write.isPending}
          error={rows.formError}
          onSubmit={save}
          onCancel={rows.closeForm}
        />
      </FormModal>
      <ConfirmModal
        opened={removing !== null}
        title="Delete this alert?"
        confirm="Delete alert"
        busy={rows.write.isPending}
        onClose={rows.keep}
        onConfirm={() => removing && rows.remove({ kind: 'alert.delete', id: removing.id }, `Alert “${removing.headline}” deleted.`)}
      >
        <Text size="sm">“{removing?.headline}” disappears from members&apos; dashboards at once.</Text>
      </ConfirmModal>
    </Stack>
  );
}
