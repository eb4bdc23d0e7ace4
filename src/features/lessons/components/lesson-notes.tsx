// A lesson's written notes: markdown rendered to React elements (markdown-to-jsx; raw HTML in the
// text is not parsed, so notes can never inject markup) inside Mantine's typography styles. The notes'
// own headings sit under the 'Lesson notes' heading.
import { Alert, Skeleton, Stack, Title, Typography } from '@mantine/core';
import { Markdown } from 'markdown-to-jsx/react';
import { useLessonNotes } from '../api/fetch-lesson-notes.ts';

const OPTIONS = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: { h1: { component: 'h4' }, h2: { component: 'h4' }, h3: { component: 'h5' } },
} as const;

export function LessonNotes({ lessonId }: { lessonId: number }) {
  const notes = useLessonNotes(lessonId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="lesson-notes-title">
      <Title order={3} fz="h4" id="lesson-notes-title">
        Lesson notes
      </Title>
      {notes.isPending ? (
        <Stack gap={6} role="status" aria-label="Loading the notes">
          <Skeleton h={14} />
          <Skeleton h={14} />
          <Skeleton h={14} w="70%" />
        </Stack>
      ) : notes.isError ? (
        <Alert color="red" title="The notes could not be loaded">
          {notes.error.message}
        </Alert>
      ) : (
        <Typography data-testid="lesson-notes" maw={760} style={{ overflowX: 'auto' }}>
          <Markdown options={OPTIONS}>{notes.data}</Markdown>
        </Typography>
      )}
    </Stack>
  );
}
