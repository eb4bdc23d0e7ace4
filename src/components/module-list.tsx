// The course's modules as rows: thumbnail, title, length, completion, best score and 'Take Quiz'.
// Used by the tutorials channels (a row's title picks the module whose video plays) and by the
// certificate page (what stands between the learner and the certificate). The quiz itself belongs to
// the training feature and is opened by the page.
import { Badge, Button, Group, Paper, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { DataIcon } from './data-icon.tsx';
import type { ModuleProgress } from '../lib/progress/progress-types.ts';

interface Props {
  modules: ModuleProgress[];
  /** The highlighted module: the one playing, or the next one to pass. */
  highlightId: number | null;
  /** When given, a row's title selects its module. */
  onSelect?: (id: number) => void;
  onTakeQuiz: (id: number) => void;
}

function Title({ module: m }: { module: ModuleProgress }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <DataIcon name={m.thumbnail} size={28} stroke={1.5} />
      <div>
        <Text fw={700} size="sm">
          Module {m.id}: {m.title}
        </Text>
        <Text size="xs" c="dimmed">
          {m.duration} · {m.lesson_count} lessons
        </Text>
      </div>
    </Group>
  );
}

/** Lessons watched of the module's lessons; passing the quiz still completes the module. */
function LessonsWatched({ module: m }: { module: ModuleProgress }) {
  const total = Math.max(m.lesson_count, 0);
  const done = Math.min(m.lessons_watched, total);
  const label = `${done} of ${total} lessons watched`;
  return (
    <Group gap="xs" wrap="nowrap" mt={6} data-testid="lessons-watched">
      <Progress
        value={total ? (done * 100) / total : 0}
        size="sm"
        color="teal.8"
        style={{ flex: 1 }}
        aria-label={`Module ${m.id}: ${label}`}
      />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}

export function ModuleList({ modules, highlightId, onSelect, onTakeQuiz }: Props) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Modules">
      {modules.map((m) => {
        const highlighted = m.id === highlightId;
        return (
          <Paper
            key={m.id}
            component="li"
            withBorder
            p="sm"
            data-testid="module-row"
            data-module-id={m.id}
            bg={highlighted ? 'blue.0' : undefined}
            aria-current={highlighted && !onSelect ? 'step' : undefined}
            style={highlighted ? { borderColor: 'var(--mantine-color-blue-7)' } : undefined}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              {onSelect ? (
                <UnstyledButton
                  onClick={() => onSelect(m.id)}
                  aria-current={highlighted ? 'true' : undefined}
                  style={{ flex: 1, minWidth: 180 }}
                >
                  <Title module={m} />
                </UnstyledButton>
              ) : (
                <div style={{ flex: 1, minWidth: 180 }}>
                  <Title module={m} />
                </div>
              )}
              <Group gap="xs" wrap="nowrap">
                {m.completed ? (
                  <Badge color="teal.9" variant="filled">
                    Completed
                  </Badge>
                ) : (
                  <Badge color="gray" variant="outline" c="dark.7">
                    {m.attempt_count ? 'In progress' : 'Not started'}
                  </Badge>
                )}
                <Text size="xs" w={82} data-testid="best-score">
                  Best: {m.attempt_count ? `${m.best_score}%` : '—'}
                </Text>
                <Button size="xs" onClick={() => onTakeQuiz(m.id)} aria-label={`Take Quiz: Module ${m.id}`}>
                  Take Quiz
                </Button>
              </Group>
            </Group>
            <LessonsWatched module={m} />
          </Paper>
        );
      })}
    </Stack>
  );
}
