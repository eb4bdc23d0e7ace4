// "Report": a reason and an optional note; the report (of the member, or of one direct message,
// whose text the database keeps) goes to the moderators' queue.
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { messageOf, notifySuccess } from '../../../lib/notify.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '../../../lib/report-reasons.ts';
import { useReportMember } from '../api/members-api.ts';

export function ReportMemberModal({
  memberId,
  name,
  dmMessageId,
  opened,
  onClose,
}: {
  memberId: string;
  name: string;
  dmMessageId: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useReportMember();
  const submit = () => {
    if (!reason) return;
    report.mutate(
      { memberId, dmMessageId, reason, note },
      {
        onSuccess: () => {
          notifySuccess('Thank you. A moderator will look at it.', 'Report sent');
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Report ${name}`} closeButtonProps={{ 'aria-label': 'Close' }} centered>
      <form onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack>
          <Radio.Group label="Why are you reporting?" required value={reason} onChange={(v) => setReason(v)}>
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
