// Every module with its completion and best score, and a 'Take Quiz' button for each: what stands
// between the learner and the certificate.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ModuleProgress } from '../../../lib/progress/progress-types.ts';

interface ModuleChecklistProps {
  modules: ModuleProgress[];
  currentId: number | null;
  onTakeQuiz: (moduleId: number) => void;
}

export function ModuleChecklist({ modules, currentId, onTakeQuiz }: ModuleChecklistProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {modules.map((m) => (
        <Paper
          component="li"
          key={m.id}
          withBorder
          p="sm"
          radius="md"
          aria-current={m.id === currentId ? 'step' : undefined}
          style={m.id === currentId ? { borderColor: 'var(--mantine-color-blue-7)', borderWidth: 2 } : undefined}
        >
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>
                Module {m.id}: {m.title}
              </Text>
              <Text size="sm" c="dimmed">
                {m.attempt_count > 0 ? `Best score ${m.best_score}%` : 'Not attempted yet'}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              {m.completed && (
                <Badge color="teal.9" variant="filled">
                  Completed
                </Badge>
              )}
              <Button size="xs" variant={m.completed ? 'default' : 'filled'} onClick={() => onTakeQuiz(m.id)} aria-label={`Take Quiz: Module ${m.id}`}>
                Take Quiz
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
