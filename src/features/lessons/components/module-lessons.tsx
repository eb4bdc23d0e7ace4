// The open module's lessons, in order, each a link to its page with its length and the learner's
// place: watched, or how far in.
import { NavLink, Paper, RingProgress, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { LessonSummary } from '../api/fetch-lessons.ts';
import type { LessonPlace } from '../api/fetch-lesson-progress.ts';
import { formatClock } from '../lib/player-keys.ts';

interface Props {
  lessons: LessonSummary[];
  activeId: number;
  places: Map<number, LessonPlace> | undefined;
  href: (lessonId: number) => string;
}

export function ModuleLessons({ lessons, activeId, places, href }: Props) {
  return (
    <Paper withBorder component="nav" aria-label="Lessons in this module" p={4}>
      {lessons.map((l) => {
        const place = places?.get(l.id);
        const percent =
          place && l.duration_seconds > 0 ? Math.min(100, Math.round((place.position_seconds * 100) / l.duration_seconds)) : 0;
        return (
          <NavLink
            key={l.id}
            component={Link}
            to={href(l.id)}
            active={l.id === activeId}
            aria-current={l.id === activeId ? 'page' : undefined}
            data-testid="lesson-link"
            label={`${l.position}. ${l.title}`}
            description={
              // Dark enough on the active row's tint too (4.5:1).
              <Text span size="xs" c="dark.6">
                {place?.watched_at
                  ? `${formatClock(l.duration_seconds)} · Watched`
                  : percent > 0
                    ? `${formatClock(l.duration_seconds)} · ${percent}% watched`
                    : formatClock(l.duration_seconds)}
              </Text>
            }
            leftSection={
              place?.watched_at ? (
                <ThemeIcon size={22} radius="xl" color="teal.9" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              ) : (
                <RingProgress size={26} thickness={3} sections={[{ value: percent, color: 'blue.7' }]} aria-hidden />
              )
            }
            rightSection={
              !l.video_path && !l.video_url ? (
                <Text size="xs" c="dimmed">
                  Notes only
                </Text>
              ) : null
            }
          />
        );
      })}
    </Paper>
  );
}
