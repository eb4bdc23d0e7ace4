// A lesson's editor: title, length, notes in markdown with a preview, published or draft, and its video
// (an upload to the private lesson-videos bucket with a progress bar, or an external https URL).
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Typography,
  FileInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { Markdown } from 'markdown-to-jsx/react';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../../../../lib/notify.ts';
import { uploadLessonVideo, useContentAction, videoObjectName, type AdminLesson, type VideoUpload } from '../../api/content.ts';

const MARKDOWN = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: { h1: { component: 'h4' }, h2: { component: 'h4' }, h3: { component: 'h5' } },
} as const;
const HTTPS_URL = /^https:\/\/[^\s]+$/;

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

export function LessonEditor({ lesson, onClose }: { lesson: AdminLesson; onClose: () => void }) {
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
    const u = uploadLessonVideo(videoObjectName(lesson, file), file, (sent, total) =>
      setProgress(total > 0 ? Math.floor((sent / total) * 100) : 0),
    );
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
            <Textarea
              label="Notes (markdown)"
              description="Headings, lists, bold, tables and links"
              autosize
              minRows={8}
              maxRows={phone ? 14 : 22}
              ff="monospace"
              {...form.getInputProps('notes')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="xs">
            <Paper withBorder p="sm" radius="md" data-testid="notes-preview" style={{ overflowX: 'auto' }}>
              {form.values.notes.trim() ? (
                <Typography>
                  <Markdown options={MARKDOWN}>{form.values.notes}</Markdown>
                </Typography>
              ) : (
                <Text size="sm" c="dimmed">
                  No notes yet.
                </Text>
              )}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        <NumberInput
          label="Length (seconds)"
          description="Learners count the lesson watched at 90 % of it; 0 = not known"
          min={0}
          max={36000}
          allowDecimal={false}
          {...form.getInputProps('duration_seconds')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="video-source-label">
            Video
          </Text>
          <SegmentedControl
            aria-labelledby="video-source-label"
            data={[
              { value: 'none', label: 'None' },
              { value: 'upload', label: 'Upload' },
              { value: 'url', label: 'External URL' },
            ]}
            {...form.getInputProps('source')}
          />
          {form.values.source === 'url' && (
            <TextInput label="Video URL" placeholder="https://" type="url" {...form.getInputProps('video_url')} />
          )}
          {form.values.source === 'upload' && (
            <Stack gap={6}>
              {form.values.video_path && (
                <Text size="sm" data-testid="video-path" style={{ overflowWrap: 'anywhere' }}>
                  Stored as <code>{form.values.video_path}</code>
                </Text>
              )}
              <Group align="flex-end" wrap="wrap" gap="xs">
                <FileInput
                  label="Video file (MP4 or WebM)"
                  accept="video/mp4,video/webm"
                  value={file}
                  onChange={setFile}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
                  style={{ flex: '1 1 14rem' }}
                  disabled={uploading}
                />
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
              {uploadError && (
                <Alert color="red" title="The upload failed">
                  {uploadError}
                </Alert>
              )}
              {form.errors.video_path && (
                <Text size="sm" c="red.8">
                  {form.errors.video_path}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
        <Switch label="Published (learners see it)" {...form.getInputProps('published', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={action.isPending} disabled={uploading}>
            Save lesson
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
