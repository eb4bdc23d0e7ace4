// The lessons-watched bar of a sample module: shown to a signed-in learner only, so it is loaded
// with their data (a visitor's preview never downloads Mantine's Progress).
import { Progress } from '@mantine/core';

export default function LessonsWatchedBar({ title, watched, lessons }: { title: string; watched: number; lessons: number }) {
  return (
    <Progress
      value={lessons ? (watched * 100) / lessons : 0}
      size="sm"
      color="teal.8"
      mt="xs"
      aria-label={`${title}: ${watched} of ${lessons} lessons watched`}
    />
  );
}
