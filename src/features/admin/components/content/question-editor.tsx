// A quiz question's editor: text, options, the correct one and the explanation learners see after answering.
import { Button, Group, Radio, Stack, Text, TextInput, Textarea, ActionIcon } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { messageOf, notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useContentAction, type AdminQuestion } from '../../api/content.ts';

interface QuestionValues {
  question: string;
  options: string[];
  correct: string;
  explanation: string;
}

export type QuestionTarget = { kind: 'edit'; question: AdminQuestion } | { kind: 'new'; moduleId: number };

const BLANK_OPTIONS = ['', '', '', ''];

export function QuestionEditor({ target, onClose }: { target: QuestionTarget; onClose: () => void }) {
  const action = useContentAction();
  const q = target.kind === 'edit' ? target.question : null;
  const form = useForm<QuestionValues>({
    initialValues: q
      ? { question: q.question, options: q.options, correct: String(q.correct_option ?? 0), explanation: q.explanation }
      : { question: '', options: BLANK_OPTIONS, correct: '0', explanation: '' },
    validate: {
      question: (v) => (v.trim().length < 1 || v.trim().length > 500 ? 'A question of 1 to 500 characters' : null),
      options: (v) => (v.some((o) => o.trim().length < 1 || o.trim().length > 300) ? 'Every option needs 1 to 300 characters' : null),
      correct: (v, values) => (Number(v) >= values.options.length ? 'Pick the correct option' : null),
      explanation: (v) => (v.trim().length > 2000 ? 'At most 2000 characters' : null),
    },
  });
  const opts = form.values.options;
  const remove = (i: number) => {
    form.removeListItem('options', i);
    const c = Number(form.values.correct);
    if (c === i) form.setFieldValue('correct', '0');
    else if (c > i) form.setFieldValue('correct', String(c - 1));
  };
  const save = form.onSubmit((v) => {
    const fields = {
      question: v.question.trim(),
      options: v.options.map((o) => o.trim()),
      correctOption: Number(v.correct),
      explanation: v.explanation.trim(),
    };
    if (target.kind === 'edit') {
      action.mutate(
        { kind: 'save-question', questionId: target.question.id, ...fields },
        { onSuccess: onClose, onError: (e) => notifyError('The question was not saved', e) },
      );
    } else {
      action.mutate(
        { kind: 'add-question', moduleId: target.moduleId, ...fields },
        {
          onSuccess: () => (notifySuccess("The question is in the module's bank: quizzes can draw it now.", 'Question added'), onClose()),
          onError: (e) => notifyError('The question was not added', e),
        },
      );
    }
  });
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <ErrorAlert message={action.error ? messageOf(action.error) : null} />
        <Textarea label="Question" required autosize minRows={2} maxLength={500} {...form.getInputProps('question')} data-autofocus />
        <Radio.Group label="Options (mark the correct one)" {...form.getInputProps('correct')}>
          <Stack gap="xs" mt={6}>
            {opts.map((_, i) => (
              <Group key={i} gap="xs" wrap="nowrap" align="center">
                <Radio value={String(i)} aria-label={`Option ${i + 1} is correct`} />
                <TextInput aria-label={`Option ${i + 1}`} maxLength={300} style={{ flex: 1 }} {...form.getInputProps(`options.${i}`)} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove option ${i + 1}`}
                  disabled={opts.length <= 2}
                  onClick={() => remove(i)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        {form.errors.options && (
          <Text size="sm" c="red.8">
            {form.errors.options}
          </Text>
        )}
        <Button variant="default" size="xs" w="fit-content" disabled={opts.length >= 6} onClick={() => form.insertListItem('options', '')}>
          Add option
        </Button>
        <Textarea
          label="Explanation"
          description="Shown to learners after they answer"
          autosize
          minRows={3}
          maxLength={2000}
          {...form.getInputProps('explanation')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={action.isPending}>
            {target.kind === 'edit' ? 'Save question' : 'Add question'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
