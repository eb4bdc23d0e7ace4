// Moderation's second queue: open reports of members (from a profile or a direct message), most recent
// first — who, by whom, why, the reporter's note and, for a DM, its text as reported. The admin closes
// each as dismissed (nothing to do) or actioned (dealt with: a suspension from Members, a word with the
// member); the database records it in the audit log.
import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useMemberReports, useResolveMemberReport, type MemberReport, type Resolution } from '../api/member-reports.ts';
import { formatDateTime } from '../lib/format.ts';

const REASON_LABELS: Record<string, string> = { spam: 'Spam', harassment: 'Harassment', scam: 'Scam / pump-and-dump', other: 'Other' };

function MemberReportCard({
  report,
  disabled,
  busy,
  onResolve,
}: {
  report: MemberReport;
  disabled: boolean;
  busy: boolean;
  onResolve: (r: Resolution) => void;
}) {
  const who = report.member_name ?? 'Member';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Report of ${who}`} data-testid="member-report-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={`/members/${report.member_id}`} size="sm" fw={700}>
              {who}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {report.member_email}
            </Text>
            {report.member_suspended && (
              <Badge color="red" variant="light" c="red.9">
                Suspended
              </Badge>
            )}
          </Group>
          <Badge variant="outline" color="red" c="red.9" tt="none">
            {REASON_LABELS[report.reason] ?? report.reason}
          </Badge>
        </Group>
        {report.dm_message_id !== null && report.message_body && (
          <Blockquote p="sm" color="gray" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="reported-dm">
            <Text span size="xs" fw={600} display="block">
              Direct message, as reported:
            </Text>
            {report.message_body}
          </Blockquote>
        )}
        {report.note && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            “{report.note}”
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Reported by {report.reporter_name ?? 'a member'} · {formatDateTime(report.created_at)}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="light" color="red" c="red.9" disabled={disabled} loading={busy} onClick={() => onResolve('actioned')}>
            Mark actioned
          </Button>
          <Button size="xs" variant="default" disabled={disabled} loading={busy} onClick={() => onResolve('dismissed')}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function MemberReportsPanel({ disabled, onDone }: { disabled: boolean; onDone: (message: string) => void }) {
  // The reports carry member emails and DM text: the database shows them to aal2 admin sessions only.
  const reports = useMemberReports(!disabled);
  const resolve = useResolveMemberReport();
  const count = reports.data?.length ?? 0;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        Member reports
      </Title>
      <ErrorAlert message={reports.error ? `Could not load the member reports: ${reports.error.message}` : null} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {disabled
          ? 'Verify with two-factor authentication to see the reports of members.'
          : reports.data
            ? count === 0
              ? 'No open member reports.'
              : `${count} open member report${count === 1 ? '' : 's'}, most recent first`
            : 'Loading the member reports…'}
      </Text>
      {reports.data?.map((r) => (
        <MemberReportCard
          key={r.id}
          report={r}
          disabled={disabled}
          busy={resolve.isPending && resolve.variables.id === r.id}
          onResolve={(resolution) =>
            resolve.mutate(
              { id: r.id, resolution },
              {
                onSuccess: () =>
                  onDone(`Report of ${r.member_name ?? 'the member'} ${resolution === 'dismissed' ? 'dismissed' : 'marked actioned'}.`),
                onError: (e) => notifyError('The change was refused', e),
              },
            )
          }
        />
      ))}
    </Stack>
  );
}
