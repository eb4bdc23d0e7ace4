// The audit log: every admin write the database recorded, newest first — when, who, what, on whom, and
// the fields it changed (before → after). Filters: action, a member's email (actor or target), since a date.
import { Badge, Code, Group, Pagination, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { AUDIT_PER_PAGE, useAuditLog, type AuditEntry } from '../api/fetch-audit-log.ts';
import { ACTION_LABELS, actionLabel, auditChanges } from '../lib/audit-changes.ts';
import { formatDateTime } from '../lib/format.ts';

const ACTIONS = [
  ...Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label })),
  ...[
    'messages.delete',
    'channels.insert',
    'channels.update',
    'channels.delete',
    'live_sessions.insert',
    'live_sessions.update',
    'live_sessions.delete',
    'market_alerts.insert',
    'market_alerts.update',
    'market_alerts.delete',
  ].map((value) => ({ value, label: actionLabel(value) })),
];

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0)
    return (
      <Text size="xs" c="dimmed">
        No field changed
      </Text>
    );
  return (
    <Stack gap={2}>
      {changes.slice(0, 6).map((c) => (
        <Text key={c.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Code>{c.field}</Code> {c.before ?? '∅'} → {c.after ?? '∅'}
        </Text>
      ))}
      {changes.length > 6 && (
        <Text size="xs" c="dimmed">
          and {changes.length - 6} more fields
        </Text>
      )}
    </Stack>
  );
}

export function AuditLogPage() {
  const [action, setAction] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [debouncedEmail] = useDebouncedValue(email, 250);
  const [since, setSince] = useState('');
  const [page, setPage] = useState(0);
  const log = useAuditLog({ action, email: debouncedEmail, since: since || null, page });
  const total = log.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Action"
          placeholder="Every action"
          data={ACTIONS}
          value={action}
          onChange={(v) => (setAction(v), setPage(0))}
          clearable
          searchable
          w={{ base: '100%', xs: 260 }}
        />
        <TextInput
          label="Member email"
          placeholder="Who acted or was acted on"
          value={email}
          onChange={(e) => (setEmail(e.currentTarget.value), setPage(0))}
          style={{ flex: '1 1 220px' }}
        />
        <TextInput
          label="Since"
          type="date"
          value={since}
          onChange={(e) => (setSince(e.currentTarget.value), setPage(0))}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {log.data ? `${total} entr${total === 1 ? 'y' : 'ies'} · kept as written, never editable` : 'Loading the audit log…'}
      </Text>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Target</Table.Th>
                <Table.Th>Changes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data?.entries.map((e) => (
                <Table.Tr key={e.id} data-testid="audit-row" data-action={e.action}>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(e.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{e.actor_email ?? 'Service role'}</Text>
                    {e.actor_role === 'service_role' && (
                      <Badge size="xs" variant="light" c="dark.6" color="gray">
                        npm run admin
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {actionLabel(e.action)}
                    </Text>
                    {e.reason && (
                      <Text size="xs" c="dimmed">
                        Reason: {e.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{e.target_email ?? `${e.target_table} ${e.target_id ?? ''}`}</Text>
                    {e.target_email && (
                      <Text size="xs" c="dimmed">
                        {e.target_table}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Changes entry={e} />
                  </Table.Td>
                </Table.Tr>
              ))}
              {log.data?.entries.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed">
                      No entry matches.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {total > AUDIT_PER_PAGE && <Pagination total={Math.ceil(total / AUDIT_PER_PAGE)} value={page + 1} onChange={(p) => setPage(p - 1)} />}
    </Stack>
  );
}
