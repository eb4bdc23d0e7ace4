// A lesson inside a tutorials channel (/dashboard/<channel>/lessons/<id>): the player, the lesson's
// title with previous/next, whatever the channel puts under the player ('Ask for Help'), the module's
// lesson list and the notes. When a lesson's video ends, the pane offers the module's next lesson, or
// the module's quiz after its last one. Without a lesson in the URL it shows the open module's first lesson not
// yet watched. The dashboard supplies the channel, its modules and the open module (features do not
// import each other; the app joins them).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataIcon } from '../../../components/data-icon.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useLessons } from '../api/fetch-lessons.ts';
import { useLessonProgress } from '../api/fetch-lesson-progress.ts';
import { useSaveLessonProgress } from '../api/save-lesson-progress.ts';
import { neighbours, pickLesson } from '../lib/pick-lesson.ts';
import { formatClock } from '../lib/player-keys.ts';
import { LessonNotes } from './lesson-notes.tsx';
import { LessonPlayer } from './lesson-player.tsx';
import { ModuleLessons } from './module-lessons.tsx';

export interface LessonPaneProps {
  channelId: string;
  /** The channel's modules, in course order. */
  modules: { id: number; title: string; thumbnail: string }[];
  /** The open module (picked in the module list, or the learner's current one). */
  moduleId: number | null;
  /** The lesson in the URL, if any. */
  lessonId: number | null;
  onTime: (seconds: number) => void;
  /** Tells the channel which module the shown lesson belongs to. */
  onModule: (moduleId: number) => void;
  /** Opens the module's quiz: offered when the module's last lesson ends. */
  onTakeQuiz?: (moduleId: number) => void;
  belowPlayer?: ReactNode;
}

interface UpNextProps {
  /** The module's next lesson, or null after its last one. */
  next: { title: string; to: string } | null;
  /** After the module's last lesson: its quiz. */
  quiz: { moduleId: number; onTake?: (moduleId: number) => void } | null;
  /** Move the focus to the offer (the video ended while the learner was using the player). */
  focus: boolean;
  onClose: () => void;
}

/**
 * What the learner is offered when a lesson's video ends: the next lesson, or the module's quiz. It
 * waits for them (no countdown): a learner often stops at the end to read the notes or replay a part.
 * The video's keyboard user lands on the offer, so Enter goes on.
 */
function UpNext({ next, quiz, focus, onClose }: UpNextProps) {
  const primary = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) primary.current?.focus();
  }, [focus]);
  return (
    <Paper withBorder radius="md" p="sm" maw={860} role="region" aria-label="Up next" aria-live="polite" data-testid="up-next">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {next ? 'Up next' : 'Lessons done'}
          </Text>
          <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {next
              ? `Next lesson: ${next.title}`
              : `You have watched the last lesson of Module ${quiz?.moduleId}. Check what you learned in its quiz.`}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" onClick={onClose}>
            Stay here
          </Button>
          {next ? (
            <Button
              ref={primary}
              component={Link}
              to={next.to}
              size="xs"
              rightSection={<IconChevronRight size={16} />}
              aria-label={`Next lesson: ${next.title}`}
            >
              Next lesson
            </Button>
          ) : (
            quiz?.onTake && (
              <Button
                ref={primary}
                size="xs"
                onClick={() => quiz.onTake?.(quiz.moduleId)}
                aria-label={`Take the module quiz: Module ${quiz.moduleId}`}
              >
                Take the module quiz
              </Button>
            )
          )}
        </Group>
      </Group>
    </Paper>
  );
}

export function LessonPane({ channelId, modules, moduleId, lessonId, onTime, onModule, onTakeQuiz, belowPlayer }: LessonPaneProps) {
  const userId = useAuth().user?.id ?? '';
  const lessons = useLessons();
  const places = useLessonProgress(userId);
  const save = useSaveLessonProgress(userId);
  const list = lessons.data ?? [];
  const lesson = pickLesson(list, moduleId, lessonId, (id) => places.data?.get(id)?.watched_at != null);
  const href = (id: number) => `/dashboard/${channelId}/lessons/${id}`;
  // The lesson whose video has just ended: the pane offers what comes next until another one opens.
  const [endedId, setEndedId] = useState<number | null>(null);
  const [focusOffer, setFocusOffer] = useState(false);

  useEffect(() => {
    if (lesson && lesson.module_id !== moduleId) onModule(lesson.module_id);
  }, [lesson, moduleId, onModule]);

  if (lessons.isPending) return <Skeleton h={320} maw={860} radius="md" role="status" aria-label="Loading the lesson" />;
  if (lessons.isError)
    return (
      <Alert color="red" title="The lessons could not be loaded">
        {lessons.error.message}
      </Alert>
    );
  const module = lesson && modules.find((m) => m.id === lesson.module_id);
  if (!lesson || !module) {
    return (
      <Alert color="yellow" title="Lesson not found">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">This lesson does not exist, is not published yet, or belongs to another channel.</Text>
          <Button component={Link} to={`/dashboard/${channelId}`} size="xs" variant="light">
            Back to the channel's lessons
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { previous, next } = neighbours(
    list,
    modules.map((m) => m.id),
    lesson.id,
  );
  const inModule = list.filter((l) => l.module_id === lesson.module_id);
  const place = places.data?.get(lesson.id);
  const title = `Lesson ${module.id}.${lesson.position}: ${lesson.title}`;

  return (
    <Stack gap="md" component="article" aria-labelledby="lesson-title">
      <LessonPlayer
        key={lesson.id}
        lesson={lesson}
        title={title}
        icon={<DataIcon name={module.thumbnail} size={56} stroke={1.25} />}
        savedSeconds={userId === '' || places.isSuccess ? (place?.position_seconds ?? 0) : undefined}
        onTime={onTime}
        onSave={(seconds) =>
          save.mutate({ lessonId: lesson.id, seconds }, { onError: (e) => notifyError('Your place in the lesson was not saved', e) })
        }
        onEnded={() => {
          const active = document.activeElement;
          setFocusOffer(!active || active === document.body || active.closest('[data-testid="lesson-player"]') !== null);
          setEndedId(lesson.id);
        }}
        onPlay={() => setEndedId(null)}
      />
      {endedId === lesson.id && (
        <UpNext
          next={
            next && next.module_id === lesson.module_id
              ? { title: `Lesson ${lesson.module_id}.${next.position}: ${next.title}`, to: href(next.id) }
              : null
          }
          quiz={next && next.module_id === lesson.module_id ? null : { moduleId: lesson.module_id, onTake: onTakeQuiz }}
          focus={focusOffer}
          onClose={() => setEndedId(null)}
        />
      )}
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ flex: 1, minWidth: 220 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Module {module.id}: {module.title}
          </Text>
          <Title order={2} fz="h3" id="lesson-title">
            {title}
          </Title>
          <Group gap={6} mt={4}>
            <Badge variant="light" color="gray" c="dark.6">
              {formatClock(lesson.duration_seconds)}
            </Badge>
            {place?.watched_at && (
              <Badge color="teal.9" data-testid="lesson-watched">
                Watched
              </Badge>
            )}
          </Group>
        </div>
        <Group gap="xs">
          {previous ? (
            <Button
              component={Link}
              to={href(previous.id)}
              variant="default"
              size="xs"
              leftSection={<IconChevronLeft size={16} />}
              aria-label={`Previous lesson: ${previous.title}`}
            >
              Previous
            </Button>
          ) : (
            <Button disabled variant="default" size="xs" leftSection={<IconChevronLeft size={16} />}>
              Previous
            </Button>
          )}
          {next ? (
            <Button
              component={Link}
              to={href(next.id)}
              size="xs"
              rightSection={<IconChevronRight size={16} />}
              aria-label={`Next lesson: ${next.title}`}
            >
              Next
            </Button>
          ) : (
            <Button disabled size="xs" rightSection={<IconChevronRight size={16} />}>
              Next
            </Button>
          )}
        </Group>
      </Group>
      {belowPlayer}
      <ModuleLessons lessons={inModule} activeId={lesson.id} places={places.data} href={href} />
      <LessonNotes lessonId={lesson.id} />
    </Stack>
  );
}
