// The lesson video's chapters as a list under the player: each one a button (its start time and
// title) that jumps the video there and plays it; the one playing is highlighted and marked
// aria-current. Tab reaches every chapter; Enter or Space jumps.
import { Text } from '@mantine/core';
import type { Chapter } from '../lib/chapters.ts';
import { formatClock } from '../lib/player-keys.ts';
import classes from './lesson-player.module.css';

interface Props {
  chapters: Chapter[];
  /** The index of the chapter playing (-1: none yet). */
  current: number;
  onJump: (chapter: Chapter) => void;
}

export function LessonChapters({ chapters, current, onJump }: Props) {
  return (
    <nav aria-labelledby="lesson-chapters-title" data-testid="lesson-chapters">
      <Text id="lesson-chapters-title" component="h2" size="sm" fw={600} mb={4}>
        Chapters
      </Text>
      <ol className={classes.chapters}>
        {chapters.map((c, i) => (
          <li key={`${c.start}-${c.title}`}>
            <button type="button" className={classes.chapter} aria-current={i === current ? 'true' : undefined} onClick={() => onJump(c)}>
              <span className={classes.chapterTime}>{formatClock(c.start)}</span> <span>{c.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
