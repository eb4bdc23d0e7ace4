// The channels of the dashboard's sidebar: added, edited (name, topic, access, read-only) and deleted.
import { Badge, Group, Paper, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import {
  CHANNEL_ACCESS,
  CHANNEL_GROUPS,
  CHANNEL_TYPES,
  channelIdFrom,
  useAdminChannels,
  type ChannelInput,
  type ChannelRow,
} from '../../api/community.ts';
import { ConfirmModal, FormButtons, FormModal, ListHeader, RowActions, useRowEditor } from './shared.tsx';

const ACCESS_COLOR = { free: 'teal', freemium: 'blue', premium: 'grape' } as const;

function ChannelForm({
  channel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  channel: ChannelRow | null;
  busy: boolean;
  error: string | null;
  onSubmit: (v: ChannelInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<ChannelInput>({
    initialValues: {
      name: channel?.name ?? '',
      group_name: channel?.group_name ?? 'MARKET DISCUSSION',
      type: channel?.type ?? 'chat',
      access: channel?.access ?? 'free',
      description: channel?.description ?? '',
    },
    validate: {
      name: (v) =>
        !v.trim()
          ? 'A name is required'
          : v.trim().length > 40
            ? 'At most 40 characters'
            : !channel && !channelIdFrom(v)
              ? 'Use letters or digits'
              : null,
      description: (v) => (v.length > 300 ? 'At most 300 characters' : null),
    },
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit({ ...v, name: v.name.trim(), description: v.description.trim() }))} noValidate>
      <Stack>
        <ErrorAlert message={error} />
        <TextInput
          label="Name"
          required
          maxLength={40}
          data-autofocus
          {...form.getInputProps('name')}
          description={channel ? `Channel id: ${channel.id}` : `Channel id: ${channelIdFrom(form.values.name) || '…'}`}
        />
        <Select
          label="Group"
          required
          data={CHANNEL_GROUPS.map((g) => ({ value: g, label: g }))}
          allowDeselect={false}
          {...form.getInputProps('group_name')}
        />
        <Select
          label="Type"
          required
          data={CHANNEL_TYPES.map((t) => ({ value: t, label: t }))}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="channel-access-label">
            Access
          </Text>
          <SegmentedControl
            aria-labelledby="channel-access-label"
            data={CHANNEL_ACCESS.map((a) => ({ value: a, label: a }))}
            {...form.getInputProps('access')}
          />
          <Text size="xs" c="dimmed">
            Free: everyone reads and posts. Freemium: everyone reads, premium posts. Premium: premium only.
          </Text>
        </Stack>
        <Textarea label="Description" maxLength={300} autosize minRows={2} {...form.getInputProps('description')} />
        <FormButtons submit={channel ? 'Save channel' : 'Create channel'} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

export function ChannelsPanel({ canChange, onDone }: { canChange: boolean; onDone: (m: string) => void }) {
  const channels = useAdminChannels();
  const rows = useRowEditor<ChannelRow>(onDone);
  const { current, removing } = rows;
  const save = (input: ChannelInput) =>
    rows.save(
      current ? { kind: 'channel.update', id: current.id, input } : { kind: 'channel.create', input },
      current ? `Channel #${input.name} saved.` : `Channel #${input.name} created.`,
    );
  return (
    <Stack gap="sm">
      <ListHeader
        status={channels.data ? `${channels.data.length} channels` : 'Loading channels…'}
        add="New channel"
        disabled={!canChange}
        onAdd={() => rows.edit('new')}
      />
      <ErrorAlert message={channels.error ? `Could not load the channels: ${channels.error.message}` : null} />
      {channels.data?.map((c) => (
        <Paper key={c.id} withBorder p="sm" data-testid="admin-channel" data-id={c.id}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={700}>#{c.name}</Text>
                <Badge variant="light" color="gray" c="dark.7">
                  {c.group_name}
                </Badge>
                <Badge variant="outline" c="dark.7">
                  {c.type}
                </Badge>
                <Badge variant="light" color={ACCESS_COLOR[c.access as keyof typeof ACCESS_COLOR] ?? 'gray'} c="dark.8">
                  {c.access}
                </Badge>
              </Group>
              {c.description && (
                <Text size="sm" c="dark.6">
                  {c.description}
                </Text>
              )}
            </Stack>
            <RowActions
              label={`#${c.name}`}
              disabled={!canChange}
              onEdit={() => rows.edit(c)}
              onRemove={() => rows.askRemove(c)}
              removeLabel="Delete"
            />
          </Group>
        </Paper>
      ))}
      <FormModal opened={rows.editing} onClose={rows.closeForm} title={current ? `Edit #${current.name}` : 'New channel'}>
        <ChannelForm
          key={current?.id ?? 'new'}
          channel={current}
          busy={rows.write.isPending}
          error={rows.formError}
          onSubmit={save}
          onCancel={rows.closeForm}
        />
      </FormModal>
      <ConfirmModal
        opened={removing !== null}
        title={`Delete #${removing?.name ?? ''}?`}
        confirm="Delete channel"
        busy={rows.write.isPending}
        onClose={rows.keep}
        onConfirm={() => removing && rows.remove({ kind: 'channel.delete', id: removing.id }, `Channel #${removing.name} deleted.`)}
      >
        <Text size="sm">
          The channel leaves every member&apos;s sidebar, with all its messages, sessions and alerts. This cannot be undone.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
