// Content: pick a module, edit its title and description, then its lessons (in order, drafts included, each movable up and down and
// editable: title, length, notes in markdown with a preview, published or draft, and its video — an
// upload to the private lesson-videos bucket with a progress bar, or an external https URL) or its
// quiz questions (text, options, the correct one and the explanation learners see after answering; new
// questions added, questions retired — never drawn again, still in past attempts — and restored), or
// its downloadable resources (resources-panel.tsx: PDFs, free or premium bonus). Above them, the
// generated videos' jobs: failed ones with their error and a Retry (video-jobs-panel.tsx).
// New lessons start as drafts: learners see them only once published. The database checks every write
// (admins at aal2) and records it in the audit log.
import { Button, Group, Paper, Select, Stack, Tabs, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { notifyError } from '../../../../lib/notify.ts';
import { useCanChange } from '../../api/admin-mfa.ts';
import { useContentAction, useContentModules, type ContentModule } from '../../api/content.ts';
import { ResourcesPanel } from './resources-panel.tsx';
import { VideoJobsPanel } from './video-jobs-panel.tsx';
import { VerifyToChangeHint } from '../two-factor-panel.tsx';
import { LessonsPanel } from './lessons-panel.tsx';
import { QuestionsPanel } from './questions-panel.tsx';

function ModuleDetails({ module, canChange }: { module: ContentModule; canChange: boolean }) {
  const action = useContentAction();
  const form = useForm({
    initialValues: { title: module.title, description: module.description },
    validate: {
      title: (v) => (v.trim().length < 1 || v.trim().length > 120 ? 'A title of 1 to 120 characters' : null),
      description: (v) => (v.trim().length > 2000 ? 'At most 2000 characters' : null),
    },
  });
  const save = form.onSubmit((v) =>
    action.mutate(
      { kind: 'update-module', moduleId: module.id, title: v.title.trim(), description: v.description.trim() },
      { onSuccess: () => form.resetDirty(), onError: (e) => notifyError('The module was not saved', e) },
    ),
  );
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="module-details-title">
      <form onSubmit={save} noValidate>
        <Stack gap="xs">
          <Title order={2} fz="h4" id="module-details-title">
            Module details
          </Title>
          <TextInput label="Module title" required maxLength={120} disabled={!canChange} {...form.getInputProps('title')} />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={2000}
            disabled={!canChange}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="default" disabled={!canChange || !form.isDirty()} loading={action.isPending}>
              Save module
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function ContentPage() {
  const modules = useContentModules();
  const canChange = useCanChange(); // changes need an aal2 session; reading does not
  const [moduleId, setModuleId] = useState<string | null>(null);
  const selected = moduleId ?? (modules.data?.[0] ? String(modules.data[0].id) : null);
  const current = modules.data?.find((m) => String(m.id) === selected);
  return (
    <Stack gap="md">
      {!canChange && <VerifyToChangeHint />}
      <ErrorAlert message={modules.error ? `Could not load the modules: ${modules.error.message}` : null} />
      <VideoJobsPanel canChange={canChange} />
      <Select
        label="Module"
        data={(modules.data ?? []).map((m) => ({ value: String(m.id), label: `${m.position}. ${m.title}` }))}
        value={selected}
        onChange={setModuleId}
        allowDeselect={false}
        maw={480}
      />
      {current && <ModuleDetails key={current.id} module={current} canChange={canChange} />}
      {selected && (
        <Tabs defaultValue="lessons">
          <Tabs.List>
            <Tabs.Tab value="lessons">Lessons</Tabs.Tab>
            <Tabs.Tab value="questions">Quiz questions</Tabs.Tab>
            <Tabs.Tab value="resources">Resources</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="lessons" pt="md">
            <Title order={2} fz="h3" mb="sm">
              Lessons
            </Title>
            <LessonsPanel moduleId={Number(selected)} canChange={canChange} />
          </Tabs.Panel>
          <Tabs.Panel value="questions" pt="md">
            <Title order={2} fz="h3" mb="sm">
              Quiz questions
            </Title>
            <QuestionsPanel moduleId={Number(selected)} canChange={canChange} />
          </Tabs.Panel>
          <Tabs.Panel value="resources" pt="md">
            <Title order={2} fz="h3" mb="sm">
              Resources
            </Title>
            <ResourcesPanel moduleId={Number(selected)} canChange={canChange} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
