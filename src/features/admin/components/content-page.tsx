// Content: pick a module, edit its title and description, then its lessons (in order, drafts included, each movable up and down and
// editable: title, length, notes in markdown with a preview, published or draft, and its video — an
// upload to the private lesson-videos bucket with a progress bar, or an external https URL) or its
// quiz questions (text, options, the correct one and the explanation learners see after answering; new
// questions added, questions retired — never drawn again, still in past attempts — and restored), or
// its downloadable resources (resources-panel.tsx: PDFs, free or premium bonus). Above them, the
// generated videos' jobs: failed ones with their error and a Retry (video-jobs-panel.tsx).
// New lessons start as drafts: learners see them only once published. The database checks every write
// (admins at aal2) and records it in the audit log.
import { Alert, Badge, Button, Group, Modal, NumberInput, Paper, Progress, Radio, SegmentedControl, Select, Stack, Switch, Tabs, Text, TextInput, Textarea, Title, Typography, ActionIcon, FileInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { Markdown } from 'markdown-to-jsx/react';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { messageOf, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCanChange } from '../api/admin-mfa.ts';
import {
  uploadLessonVideo,
  useAdminLessons,
  useAdminQuestions,
  useContentAction,
  useContentModules,
  videoObjectName,
  type AdminLesson,
  type ContentModule,
  type AdminQuestion,
  type VideoUpload,
  MIN_ACTIVE_QUESTIONS,
} from '../api/content.ts';
import { ResourcesPanel } from './resources-panel.tsx';
import { VideoJobsPanel } from './video-jobs-panel.tsx';
import { VerifyToChangeHint } from './two-factor-panel.tsx';

const MARKDOWN = { disableParsingRawHTML: true, forceBlock: true, overrides: { h1: { component: 'h4' }, h2: { component: 'h4' }, h3: { component: 'h5' } } } as const;
const HTTPS_URL = /^https:\/\/[^\s]+$/;

const formatLength = (s: number) => (s > 0 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : 'length not set');
const videoLabel = (l: AdminLesson) => (l.video_path ? 'Uploaded video' : l.video_url ? 'External video' : 'No video');

/** The length of a video file in whole seconds, read by the browser; null when it cannot tell. */
function readDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const v = document.createElement('video');
    v.preload = 'metadata';
    const finish = (d: number | null) => (URL.revokeObjectURL(url), resolve(d));
    v.onloadedmetadata = () => finish(Number.isFinite(v.duration) ? Math.round(v.duration) : null);
    v.onerror = () => finish(null);
    v.src = url;
  });
}

interface LessonValues {
  title: string;
  duration_seconds: number;
  notes: string;
  published: boolean;
  source: 'none' | 'upload' | 'url';
  video_path: string | null;
  video_url: string;
}

function LessonEditor({ lesson, onClose }: { lesson: AdminLesson; onClose: () => void }) {
  const action = useContentAction();
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useForm<LessonValues>({
    initialValues: {
      title: lesson.title,
      duration_seconds: lesson.duration_seconds,
      notes: lesson.notes,
      published: lesson.published,
      source: lesson.video_path ? 'upload' : lesson.video_url ? 'url' : 'none',
      video_path: lesson.video_path,
      video_url: lesson.video_url ?? '',
    },
    validate: {
      title: (v) => (v.trim().length < 1 || v.trim().length > 160 ? 'A title of 1 to 160 characters' : null),
      duration_seconds: (v) => (!Number.isInteger(v) || v < 0 || v > 36000 ? 'Between 0 and 36000 seconds' : null),
      notes: (v) => (v.length > 50000 ? 'At most 50,000 characters' : null),
      video_url: (v, values) => (values.source === 'url' && (!HTTPS_URL.test(v.trim()) || v.length > 2000) ? 'An https:// address' : null),
      video_path: (v, values) => (values.source === 'upload' && !v ? 'Upload a video file first' : null),
    },
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = useRef<VideoUpload | null>(null);
  useEffect(() => () => upload.current?.abort(), []);

  const startUpload = async () => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    const u = uploadLessonVideo(videoObjectName(lesson, file), file, (sent, total) => setProgress(total > 0 ? Math.floor((sent / total) * 100) : 0));
    upload.current = u;
    try {
      const [path, seconds] = await Promise.all([u.done, readDuration(file)]);
      setProgress(100);
      form.setFieldValue('video_path', path);
      if (seconds && form.values.duration_seconds === 0) form.setFieldValue('duration_seconds', seconds);
    } catch (e) {
      setProgress(null);
      setUploadError(e instanceof Error ? e.message : String(e));
    } finally {
      upload.current = null;
    }
  };

  const save = form.onSubmit((v) => {
    action.mutate(
      {
        kind: 'update-lesson',
        lessonId: lesson.id,
        changes: {
          title: v.title.trim(),
          duration_seconds: v.duration_seconds,
          notes: v.notes,
          published: v.published,
          video_path: v.source === 'upload' ? v.video_path : null,
          video_url: v.source === 'url' ? v.video_url.trim() : null,
        },
      },
      { onSuccess: onClose, onError: (e) => notifyError('The lesson was not saved', e) },
    );
  });
  const uploading = progress !== null && progress < 100;

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <TextInput label="Title" required maxLength={160} {...form.getInputProps('title')} data-autofocus />
        <Tabs defaultValue="write" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="write">Write</Tabs.Tab>
            <Tabs.Tab value="preview">Preview</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="xs">
            <Textarea label="Notes (markdown)" description="Headings, lists, bold, tables and links" autosize minRows={8} maxRows={phone ? 14 : 22} ff="monospace" {...form.getInputProps('notes')} />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs">
            <Paper withBorder p="sm" radius="md" data-testid="notes-preview" style={{ overflowX: 'auto' }}>
              {form.values.notes.trim() ? (
                <Typography>
                  <Markdown options={MARKDOWN}>{form.values.notes}</Markdown>
                </Typography>
              ) : (
                <Text size="sm" c="dimmed">No notes yet.</Text>
              )}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        <NumberInput label="Length (seconds)" description="Learners count the lesson watched at 90 % of it; 0 = not known" min={0} max={36000} allowDecimal={false} {...form.getInputProps('duration_seconds')} />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="video-source-label">Video</Text>
          <SegmentedControl
            aria-labelledby="video-source-label"
            data={[
              { value: 'none', label: 'None' },
              { value: 'upload', label: 'Upload' },
              { value: 'url', label: 'External URL' },
            ]}
            {...form.getInputProps('source')}
          />
          {form.values.source === 'url' && <TextInput label="Video URL" placeholder="https://" type="url" {...form.getInputProps('video_url')} />}
          {form.values.source === 'upload' && (
            <Stack gap={6}>
              {form.values.video_path && (
                <Text size="sm" data-testid="video-path" style={{ overflowWrap: 'anywhere' }}>
                  Stored as <code>{form.values.video_path}</code>
                </Text>
              )}
              <Group align="flex-end" wrap="wrap" gap="xs">
                <FileInput label="Video file (MP4 or WebM)" accept="video/mp4,video/webm" value={file} onChange={setFile} clearable clearButtonProps={{ 'aria-label': 'Clear the chosen file' }} style={{ flex: '1 1 14rem' }} disabled={uploading} />
                <Button variant="default" onClick={() => void startUpload()} disabled={!file || uploading}>
                  Upload video
                </Button>
              </Group>
              {progress !== null && (
                <Stack gap={2}>
                  <Progress value={progress} aria-label="Upload progress" animated={progress < 100} />
                  <Text size="xs" aria-live="polite" data-testid="upload-progress">
                    {progress < 100 ? `Uploading… ${progress} %` : 'Uploaded 100 %'}
                  </Text>
                </Stack>
              )}
              {uploadError && <Alert color="red" title="The upload failed">{uploadError}</Alert>}
              {form.errors.video_path && <Text size="sm" c="red.8">{form.errors.video_path}</Text>}
            </Stack>
          )}
        </Stack>
        <Switch label="Published (learners see it)" {...form.getInputProps('published', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button type="submit" loading={action.isPending} disabled={uploading}>Save lesson</Button>
        </Group>
      </Stack>
    </form>
  );
}

function LessonsPanel({ moduleId, canChange }: { moduleId: number; canChange: boolean }) {
  const lessons = useAdminLessons(moduleId);
  const action = useContentAction();
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<AdminLesson | null>(null);
  const [title, setTitle] = useState('');
  const list = lessons.data ?? [];
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const t = title.trim();
    if (!t) return;
    action.mutate({ kind: 'add-lesson', moduleId, title: t }, { onSuccess: () => setTitle(''), onError: (err) => notifyError('The lesson was not added', err) });
  };
  return (
    <Stack gap="sm">
      <ErrorAlert message={lessons.error ? `Could not load the lessons: ${lessons.error.message}` : null} />
      {lessons.isPending && <Text size="sm" c="dimmed">Loading the lessons…</Text>}
      {lessons.data?.length === 0 && <Text size="sm" c="dimmed">No lessons yet.</Text>}
      {list.map((l, i) => (
        <Paper key={l.id} withBorder radius="md" p="sm" data-testid="lesson-row" data-lesson-id={l.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {l.position}. {l.title}
              </Text>
              <Group gap={6}>
                {l.published ? <Badge color="teal" variant="filled" c="dark.9">Published</Badge> : <Badge color="gray" variant="light" c="dark.6">Draft</Badge>}
                <Text size="xs" c="dimmed">{formatLength(l.duration_seconds)} · {videoLabel(l)}</Text>
              </Group>
            </Stack>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <ActionIcon variant="default" size="lg" aria-label={`Move “${l.title}” up`} disabled={!canChange || i === 0 || action.isPending} onClick={() => action.mutate({ kind: 'move-lesson', lessonId: l.id, direction: 'up' }, { onError: (e) => notifyError('The lesson was not moved', e) })}>
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={`Move “${l.title}” down`} disabled={!canChange || i === list.length - 1 || action.isPending} onClick={() => action.mutate({ kind: 'move-lesson', lessonId: l.id, direction: 'down' }, { onError: (e) => notifyError('The lesson was not moved', e) })}>
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
              <Button size="xs" variant="default" disabled={!canChange} onClick={() => setEditing(l)} aria-label={`Edit “${l.title}”`}>
                Edit
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <form onSubmit={add}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput label="New lesson title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={160} disabled={!canChange} style={{ flex: '1 1 16rem' }} />
          <Button type="submit" disabled={!canChange || !title.trim()} loading={action.isPending && action.variables.kind === 'add-lesson'}>
            Add draft lesson
          </Button>
        </Group>
      </form>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing ? `Edit “${editing.title}”` : ''} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }}>
        {editing && <LessonEditor key={editing.id} lesson={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

interface QuestionValues {
  question: string;
  options: string[];
  correct: string;
  explanation: string;
}

type QuestionTarget = { kind: 'edit'; question: AdminQuestion } | { kind: 'new'; moduleId: number };

const BLANK_OPTIONS = ['', '', '', ''];

function QuestionEditor({ target, onClose }: { target: QuestionTarget; onClose: () => void }) {
  const action = useContentAction();
  const q = target.kind === 'edit' ? target.question : null;
  const form = useForm<QuestionValues>({
    initialValues: q
      ? { question: q.question, options: q.options, correct: String(q.correct_option ?? 0), explanation: q.explanation }
      : { question: '', options: BLANK_OPTIONS, correct: '0', explanation: '' },
    validate: {
      question: (v) => (v.trim().length < 1 || v.trim().length > 500 ? 'A question of 1 to 500 characters' : null),
      options: (v) => (v.some((o) => o.trim().length < 1 || o.trim().length > 300) ? 'Every option needs 1 to 300 characters' : null),
      correct: (v, values) => (Number(v) >= values.options.length ? 'Pick the correct option' : null),
      explanation: (v) => (v.trim().length > 2000 ? 'At most 2000 characters' : null),
    },
  });
  const opts = form.values.options;
  const remove = (i: number) => {
    form.removeListItem('options', i);
    const c = Number(form.values.correct);
    if (c === i) form.setFieldValue('correct', '0');
    else if (c > i) form.setFieldValue('correct', String(c - 1));
  };
  const save = form.onSubmit((v) => {
    const fields = { question: v.question.trim(), options: v.options.map((o) => o.trim()), correctOption: Number(v.correct), explanation: v.explanation.trim() };
    if (target.kind === 'edit') {
      action.mutate({ kind: 'save-question', questionId: target.question.id, ...fields }, { onSuccess: onClose, onError: (e) => notifyError('The question was not saved', e) });
    } else {
      action.mutate(
        { kind: 'add-question', moduleId: target.moduleId, ...fields },
        { onSuccess: () => (notifySuccess('The question is in the module\'s bank: quizzes can draw it now.', 'Question added'), onClose()), onError: (e) => notifyError('The question was not added', e) },
      );
    }
  });
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <ErrorAlert message={action.error ? messageOf(action.error) : null} />
        <Textarea label="Question" required autosize minRows={2} maxLength={500} {...form.getInputProps('question')} data-autofocus />
        <Radio.Group label="Options (mark the correct one)" {...form.getInputProps('correct')}>
          <Stack gap="xs" mt={6}>
            {opts.map((_, i) => (
              <Group key={i} gap="xs" wrap="nowrap" align="center">
                <Radio value={String(i)} aria-label={`Option ${i + 1} is correct`} />
                <TextInput aria-label={`Option ${i + 1}`} maxLength={300} style={{ flex: 1 }} {...form.getInputProps(`options.${i}`)} />
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove option ${i + 1}`} disabled={opts.length <= 2} onClick={() => remove(i)}>
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {form.errors.options && <Text size="sm" c="red.8">{form.errors.options}</Text>}
        <Button variant="default" size="xs" w="fit-content" disabled={opts.length >= 6} onClick={() => form.insertListItem('options', '')}>
          Add option
        </Button>
        <Textarea label="Explanation" description="Shown to learners after they answer" autosize minRows={3} maxLength={2000} {...form.getInputProps('explanation')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Cancel</Button>
          <Button type="submit" loading={action.isPending}>{target.kind === 'edit' ? 'Save question' : 'Add question'}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function RetireModal({ question, onClose }: { question: AdminQuestion | null; onClose: () => void }) {
  const action = useContentAction();
  const retire = () =>
    question &&
    action.mutate(
      { kind: 'retire-question', questionId: question.id },
      { onSuccess: () => (notifySuccess(`Question ${question.position} is retired: quizzes and the final exam no longer draw it.`, 'Question retired'), onClose()), onError: (e) => notifyError('The question was not retired', e) },
    );
  return (
    <Modal opened={question !== null} onClose={onClose} title={question ? `Retire question ${question.position}?` : ''} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          “{question?.question}” will no longer be drawn in quizzes or the final exam. Past attempts keep it in their reviews, and you can restore it later.
        </Text>
        <ErrorAlert message={action.error ? messageOf(action.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>Keep it</Button>
          <Button color="red" loading={action.isPending} onClick={retire} data-autofocus>Retire question</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function QuestionsPanel({ moduleId, canChange }: { moduleId: number; canChange: boolean }) {
  const questions = useAdminQuestions(moduleId);
  const restore = useContentAction();
  const phone = useMediaQuery('(max-width: 36em)');
  const [editing, setEditing] = useState<QuestionTarget | null>(null);
  const [retiring, setRetiring] = useState<AdminQuestion | null>(null);
  const list = questions.data ?? [];
  const active = list.filter((q) => q.retired_at === null).length;
  const canRetire = active > MIN_ACTIVE_QUESTIONS;
  return (
    <Stack gap="sm">
      <ErrorAlert message={questions.error ? `Could not load the quiz questions: ${questions.error.message}` : null} />
      {questions.isPending && <Text size="sm" c="dimmed">Loading the questions…</Text>}
      {questions.data && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" data-testid="question-counts">
            {active} active · {list.length - active} retired — a quiz draws {MIN_ACTIVE_QUESTIONS}
          </Text>
          <Button size="xs" disabled={!canChange} onClick={() => setEditing({ kind: 'new', moduleId })}>
            New question
          </Button>
        </Group>
      )}
      {questions.data && !canRetire && (
        <Text size="xs" c="dimmed">A module keeps at least {MIN_ACTIVE_QUESTIONS} active questions: add one before retiring another.</Text>
      )}
      {list.map((q) => {
        const retired = q.retired_at !== null;
        return (
          <Paper key={q.id} withBorder radius="md" p="sm" data-testid="question-row" data-question-id={q.id} data-retired={retired || undefined} bg={retired ? 'gray.1' : undefined} style={retired ? { borderStyle: 'dashed' } : undefined}>
            <Group justify="space-between" wrap={phone ? 'wrap' : 'nowrap'} align="flex-start">
              {/* dimmed by a grey, dashed card and grey text (gray.7 keeps AA contrast; opacity would not) */}
              <Stack gap={4} style={{ minWidth: 0 }} c={retired ? 'gray.7' : undefined}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {q.position}. {q.question}
                  </Text>
                  {retired && <Badge color="gray" variant="filled" c="white" bg="gray.7" style={{ flexShrink: 0 }}>Retired</Badge>}
                </Group>
                <Stack gap={0} component="ol" m={0} pl="md">
                  {q.options.map((o, i) => (
                    <Text key={i} component="li" size="sm" fw={i === q.correct_option ? 700 : undefined}>
                      {o} {i === q.correct_option && <Badge size="xs" color="teal" variant="filled" c="dark.9">Correct</Badge>}
                    </Text>
                  ))}
                </Stack>
                <Text size="xs" c={retired ? 'gray.7' : 'dimmed'} data-testid="question-explanation" style={{ overflowWrap: 'anywhere' }}>
                  {q.explanation || 'No explanation.'}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                <Button size="xs" variant="default" disabled={!canChange} onClick={() => setEditing({ kind: 'edit', question: q })} aria-label={`Edit question ${q.position}`}>
                  Edit
                </Button>
                {retired ? (
                  <Button
                    size="xs"
                    variant="default"
                    disabled={!canChange}
                    loading={restore.isPending && restore.variables.kind === 'restore-question' && restore.variables.questionId === q.id}
                    aria-label={`Restore question ${q.position}`}
                    onClick={() =>
                      restore.mutate(
                        { kind: 'restore-question', questionId: q.id },
                        { onSuccess: () => notifySuccess(`Question ${q.position} is back in the bank.`, 'Question restored'), onError: (e) => notifyError('The question was not restored', e) },
                      )
                    }
                  >
                    Restore
                  </Button>
                ) : (
                  <Button size="xs" variant="default" color="red" c="red.9" disabled={!canChange || !canRetire} onClick={() => setRetiring(q)} aria-label={`Retire question ${q.position}`}>
                    Retire
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.kind === 'edit' ? `Edit question ${editing.question.position}` : 'New question'}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {editing && <QuestionEditor key={editing.kind === 'edit' ? editing.question.id : 'new'} target={editing} onClose={() => setEditing(null)} />}
      </Modal>
      <RetireModal key={retiring?.id ?? 'none'} question={retiring} onClose={() => setRetiring(null)} />
    </Stack>
  );
}

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
          <Title order={2} fz="h4" id="module-details-title">Module details</Title>
          <TextInput label="Module title" required maxLength={120} disabled={!canChange} {...form.getInputProps('title')} />
          <Textarea label="Description" autosize minRows={2} maxLength={2000} disabled={!canChange} {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button type="submit" variant="default" disabled={!canChange || !form.isDirty()} loading={action.isPending}>Save module</Button>
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
            <Title order={2} fz="h3" mb="sm">Lessons</Title>
            <LessonsPanel moduleId={Number(selected)} canChange={canChange} />
          </Tabs.Panel>
          <Tabs.Panel value="questions" pt="md">
            <Title order={2} fz="h3" mb="sm">Quiz questions</Title>
            <QuestionsPanel moduleId={Number(selected)} canChange={canChange} />
          </Tabs.Panel>
          <Tabs.Panel value="resources" pt="md">
            <Title order={2} fz="h3" mb="sm">Resources</Title>
            <ResourcesPanel moduleId={Number(selected)} canChange={canChange} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
