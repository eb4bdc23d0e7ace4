// Content → Resources: a module's downloadable PDFs in order (title, file, free or premium bonus), each
// movable up and down, editable (title, kind, summary, free or premium bonus) and deletable (the row
// and its file); a new one is added by uploading a PDF. Premium bonus files live under premium/ in the
// resources bucket, where only premium members (and admins) can read them.
import {
  ActionIcon,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { notifyError } from '../../../../lib/notify.ts';
import {
  RESOURCE_KINDS,
  resourceFileProblem,
  useAdminResources,
  useResourceAction,
  type AdminResource,
  type ResourceKind,
} from '../../api/resources.ts';

const KIND_LABELS: Record<ResourceKind, string> = { worksheet: 'Worksheet', 'cheat-sheet': 'Cheat sheet', checklist: 'Checklist' };
const KIND_OPTIONS = RESOURCE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));

interface ResourceValues {
  title: string;
  summary: string;
  kind: ResourceKind;
  premium: boolean;
  file: File | null;
}

const validate = {
  title: (v: string) => (v.trim().length < 1 || v.trim().length > 120 ? 'A title of 1 to 120 characters' : null),
  summary: (v: string) => (v.trim().length > 400 ? 'At most 400 characters' : null),
};

function ResourceFields({ form }: { form: Pick<UseFormReturnType<ResourceValues>, 'getInputProps'> }) {
  return (
    <>
      <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
      <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps('kind')} />
      <Textarea
        label="Summary"
        description="One or two sentences learners see under the title"
        autosize
        minRows={2}
        maxLength={400}
        {...form.getInputProps('summary')}
      />
      <Switch label="Premium bonus (premium members only)" {...form.getInputProps('premium', { type: 'checkbox' })} />
    </>
  );
}

function ResourceEditor({ resource, onClose }: { resource: AdminResource; onClose: () => void }) {
  const action = useResourceAction();
  const form = useForm<ResourceValues>({
    initialValues: {
      title: resource.title,
      summary: resource.summary,
      kind: resource.kind as ResourceKind,
      premium: resource.premium ?? resource.path.startsWith('premium/'),
      file: null,
    },
    validate,
  });
  const save = form.onSubmit((v) =>
    action.mutate(
      { kind: 'update', resource, title: v.title.trim(), summary: v.summary.trim(), resourceKind: v.kind, premium: v.premium },
      { onSuccess: onClose, onError: (e) => notifyError('The resource was not saved', e) },
    ),
  );
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <ResourceFields form={form} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={action.isPending}>
            Save resource
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AddResource({ moduleId, canChange }: { moduleId: number; canChange: boolean }) {
  const action = useResourceAction();
  const form = useForm<ResourceValues>({
    initialValues: { title: '', summary: '', kind: 'worksheet', premium: false, file: null },
    validate: { ...validate, file: (f: File | null) => (f ? resourceFileProblem(f) : 'Choose a PDF file') },
  });
  const add = form.onSubmit((v) =>
    action.mutate(
      { kind: 'add', moduleId, title: v.title.trim(), summary: v.summary.trim(), resourceKind: v.kind, premium: v.premium, file: v.file! },
      { onSuccess: () => form.reset(), onError: (e) => notifyError('The resource was not added', e) },
    ),
  );
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="add-resource-title">
      <form onSubmit={add} noValidate>
        <Stack gap="xs">
          <Title order={3} fz="h5" id="add-resource-title">
            Add a resource
          </Title>
          <fieldset disabled={!canChange} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="xs">
              <FileInput
                label="PDF file"
                description="PDF only, at most 50 MB"
                accept="application/pdf"
                clearable
                clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
                {...form.getInputProps('file')}
              />
              <ResourceFields form={form} />
              <Group justify="flex-end">
                <Button type="submit" loading={action.isPending}>
                  Upload resource
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </Stack>
      </form>
    </Paper>
  );
}

export function ResourcesPanel({ moduleId, canChange }: { moduleId: number; canChange: boolean }) {
  const resources = useAdminResources(moduleId);
  const action = useResourceAction();
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<AdminResource | null>(null);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);
  const list = resources.data ?? [];
  const move = (r: AdminResource, direction: 'up' | 'down') =>
    action.mutate({ kind: 'move', resourceId: r.id, direction }, { onError: (e) => notifyError('The resource was not moved', e) });
  return (
    <Stack gap="sm">
      <ErrorAlert message={resources.error ? `Could not load the resources: ${resources.error.message}` : null} />
      {resources.isPending && (
        <Text size="sm" c="dimmed">
          Loading the resources…
        </Text>
      )}
      {resources.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No resources yet.
        </Text>
      )}
      {list.map((r, i) => (
        <Paper key={r.id} withBorder radius="md" p="sm" data-testid="resource-row" data-resource-id={r.id}>
          <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.position}. {r.title}
              </Text>
              <Group gap={6}>
                {(r.premium ?? r.path.startsWith('premium/')) ? (
                  <Badge color="yellow" variant="filled" c="dark.9">
                    Premium bonus
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light" c="dark.6">
                    Free
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {KIND_LABELS[r.kind as ResourceKind] ?? r.kind}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="resource-path">
                {r.path}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move “${r.title}” up`}
                disabled={!canChange || i === 0 || action.isPending}
                onClick={() => move(r, 'up')}
              >
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Move “${r.title}” down`}
                disabled={!canChange || i === list.length - 1 || action.isPending}
                onClick={() => move(r, 'down')}
              >
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
              <Button size="xs" variant="default" disabled={!canChange} onClick={() => setEditing(r)} aria-label={`Edit “${r.title}”`}>
                Edit
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                c="red.8"
                disabled={!canChange}
                onClick={() => setDeleting(r)}
                aria-label={`Delete “${r.title}”`}
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <AddResource moduleId={moduleId} canChange={canChange} />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `Edit “${editing.title}”` : ''}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && <ResourceEditor key={editing.id} resource={editing} onClose={() => setEditing(null)} />}
      </Modal>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this resource?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {deleting && (
          <Stack gap="md">
            <Text size="sm">“{deleting.title}” and its file are removed for every learner. This cannot be undone.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={action.isPending}
                onClick={() =>
                  action.mutate(
                    { kind: 'delete', resource: deleting },
                    { onSuccess: () => setDeleting(null), onError: (e) => notifyError('The resource was not deleted', e) },
                  )
                }
              >
                Delete resource
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
