// Asked when the learner closes a quiz they have started: their answers would be lost.
import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';

interface ConfirmDiscardProps {
  answered: number;
  total: number;
  onKeep: () => void;
  onDiscard: () => void;
}

export function ConfirmDiscard({ answered, total, onKeep, onDiscard }: ConfirmDiscardProps) {
  const keep = useRef<HTMLButtonElement>(null);
  // Shown inside an open modal, so Mantine's autofocus does not apply: the safe choice gets focus.
  useEffect(() => keep.current?.focus(), []);
  return (
    <Stack gap="md" role="alertdialog" aria-labelledby="discard-title" aria-describedby="discard-text">
      <Title order={3} id="discard-title">
        Discard your answers?
      </Title>
      <Text id="discard-text">
        You have answered {answered} of {total} questions. If you close the quiz now, your answers will be lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onKeep} ref={keep}>
          Keep Answering
        </Button>
        <Button color="red.8" onClick={onDiscard}>
          Discard Answers
        </Button>
      </Group>
    </Stack>
  );
}
