// "Report message": a reason from a short list and an optional note for the moderators. The database
// takes the report once per member and message; a refusal is shown in the modal with its words.
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { messageOf, notifySuccess } from '../../../lib/notify.ts';
import type { ChatMessage } from '../api/fetch-messages.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '../../../lib/report-reasons.ts';
import { useReportMessage } from '../api/report-message.ts';
import { decodeMentions } from '../lib/mentions.ts';

export function ReportMessageModal({ message, onClose }: { message: ChatMessage | null; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useReportMessage();
  const submit = () => {
    if (!message || !reason) return;
    report.mutate(
      { messageId: message.id, channelId: message.channel_id, reason, note },
      {
        onSuccess: () => {
          notifySuccess('Thank you. A moderator will look at it.', 'Message reported');
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={message !== null} onClose={onClose} title="Report message" closeButtonProps={{ 'aria-label': 'Close' }} centered>
      <form onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack>
          {message && (
            <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {message.author_name}: “{decodeMentions(message.body, message.mentions)}”
            </Text>
          )}
          <Radio.Group label="Why are you reporting it?" required value={reason} onChange={(v) => setReason(v)}>
            <Stack gap="xs" mt="xs">
              {REPORT_REASONS.map((r) => (
                <Radio key={r.value} value={r.value} label={r.label} description={r.description} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Note for the moderators (optional)"
            autosize
            minRows={2}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            description={`${note.length} / ${REPORT_NOTE_MAX}`}
          />
          <ErrorAlert message={report.error ? `The report was not sent: ${messageOf(report.error)}` : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!reason} loading={report.isPending}>
              Send report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
