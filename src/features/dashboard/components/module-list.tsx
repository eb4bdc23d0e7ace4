// The level's modules: duration, completion, best score, and 'Take Quiz' (the quiz itself belongs to
// the training feature and is opened by the page).
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { DataIcon } from '../../../components/data-icon.tsx';
import type { ModuleProgress } from '../../../lib/progress/progress-types.ts';

interface Props {
  modules: ModuleProgress[];
  selectedId: number;
  onSelect: (id: number) => void;
  onTakeQuiz: (id: number) => void;
}

export function ModuleList({ modules, selectedId, onSelect, onTakeQuiz }: Props) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Modules">
      {modules.map((m) => (
        <Paper key={m.id} component="li" withBorder p="sm" data-testid="module-row" data-module-id={m.id} bg={m.id === selectedId ? 'blue.0' : undefined}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <UnstyledButton onClick={() => onSelect(m.id)} aria-current={m.id === selectedId ? 'true' : undefined} style={{ flex: 1, minWidth: 180 }}>
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
            </UnstyledButton>
            <Group gap="xs" wrap="nowrap">
              {m.completed ? (
                <Badge color="green.9" variant="filled">Completed</Badge>
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
        </Paper>
      ))}
    </Stack>
  );
}
