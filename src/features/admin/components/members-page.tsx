// Members: search by name or email, narrow to a plan source, admins or suspended members; each row shows
// the plan and where it comes from, course progress, joined and last seen, admin/analyst/suspended,
// and the admin's actions.
import {
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Pagination,
  Paper,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDots, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { MEMBERS_PER_PAGE, useAnalystIds, useMembers, type AdminMember, type Segment } from '../api/fetch-members.ts';
import { useCanChange } from '../api/admin-mfa.ts';
import { useMemberAction, type MemberAction } from '../api/member-actions.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { VerifyToChangeHint } from './two-factor-panel.tsx';

const SEGMENTS: { value: Segment; label: string }[] = [
  { value: 'paid', label: 'Paid' },
  { value: 'complimentary', label: 'Complimentary' },
  { value: 'none', label: 'Free' },
  { value: 'admin', label: 'Admins' },
  { value: 'suspended', label: 'Suspended' },
];

function PlanBadge({ member }: { member: AdminMember }) {
  if (member.plan === 'paid')
    return (
      <Badge color="grape" variant="filled" tt="none">
        Paid{member.billing_status === 'past_due' ? ' · past due' : ''}
      </Badge>
    );
  if (member.plan === 'complimentary')
    return (
      <Badge color="teal" variant="filled" c="dark.9" tt="none">
        Complimentary
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" c="dark.6" tt="none">
      Free
    </Badge>
  );
}

function MemberActions({
  member,
  analyst,
  onAction,
  onSuspend,
  disabled,
}: {
  member: AdminMember;
  analyst: boolean | undefined;
  onAction: (a: MemberAction, done: string) => void;
  onSuspend: () => void;
  disabled: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          disabled={disabled}
          rightSection={<IconDots size={14} aria-hidden="true" />}
          aria-label={`Actions for ${member.display_name || member.email}`}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {member.complimentary ? (
          <Menu.Item
            onClick={() => onAction({ kind: 'complimentary', memberId: member.id, premium: false }, 'Complimentary premium revoked')}
          >
            Revoke complimentary premium
          </Menu.Item>
        ) : (
          <Menu.Item
            onClick={() => onAction({ kind: 'complimentary', memberId: member.id, premium: true }, 'Complimentary premium granted')}
          >
            Grant complimentary premium
          </Menu.Item>
        )}
        {member.is_admin ? (
          <Menu.Item onClick={() => onAction({ kind: 'admin', memberId: member.id, admin: false }, 'Admin rights revoked')}>
            Revoke admin
          </Menu.Item>
        ) : (
          <Menu.Item
            disabled={member.suspended}
            onClick={() => onAction({ kind: 'admin', memberId: member.id, admin: true }, 'Now an admin')}
          >
            Make admin
          </Menu.Item>
        )}
        {analyst ? (
          <Menu.Item onClick={() => onAction({ kind: 'analyst', memberId: member.id, analyst: false }, 'Analyst rights revoked')}>
            Revoke analyst
          </Menu.Item>
        ) : (
          <Menu.Item
            disabled={analyst === undefined || member.suspended}
            onClick={() => onAction({ kind: 'analyst', memberId: member.id, analyst: true }, 'Now an analyst (publishes VIP signals)')}
          >
            Make analyst
          </Menu.Item>
        )}
        <Menu.Divider />
        {member.suspended ? (
          <Menu.Item onClick={() => onAction({ kind: 'lift', memberId: member.id }, 'Suspension lifted')}>Lift suspension</Menu.Item>
        ) : (
          <Menu.Item color="red" disabled={member.is_admin} onClick={onSuspend}>
            Suspend…
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function SuspendModal({
  member,
  onClose,
  onConfirm,
  busy,
}: {
  member: AdminMember | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= 3;
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={`Suspend ${member?.display_name || member?.email || ''}`}
      centered
    >
      <form onSubmit={(e) => (e.preventDefault(), valid && onConfirm(reason.trim()))}>
        <Stack>
          <Text size="sm">They will not be able to sign in or post until you lift the suspension. They can read the reason.</Text>
          <Textarea
            label="Reason"
            required
            minLength={3}
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!valid}>
              Suspend member
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function MembersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [segment, setSegment] = useState<Segment | null>(null);
  const [page, setPage] = useState(0);
  const [suspending, setSuspending] = useState<AdminMember | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const members = useMembers({ search: debounced, segment, page });
  const analysts = useAnalystIds();
  const action = useMemberAction();
  const canChange = useCanChange();

  const run = (a: MemberAction, message: string, member: AdminMember) => {
    setDone(null);
    action.mutate(a, {
      onSuccess: (m) => setDone(`${message}: ${(m ?? member).display_name || (m ?? member).email}.`),
      onError: (e) => notifyError('The change was refused', e),
    });
  };
  const total = members.data?.total ?? 0;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => (setSearch(e.currentTarget.value), setPage(0))}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Show"
          placeholder="Everyone"
          data={SEGMENTS}
          value={segment}
          onChange={(v) => (setSegment(v), setPage(0))}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {!canChange && <VerifyToChangeHint />}
      {done && (
        <Alert
          color="teal"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setDone(null)}
          role="status"
          c="dark.8"
        >
          {done}
        </Alert>
      )}
      <ErrorAlert message={members.error ? `Could not load the members: ${members.error.message}` : null} />
      <Text size="sm" c="dimmed" aria-live="polite">
        {members.data ? `${total} member${total === 1 ? '' : 's'}` : 'Loading members…'}
      </Text>
      <Paper withBorder radius="md">
        {/* Focusable, so the table scrolls from the keyboard even when its buttons are disabled (aal1). */}
        <Table.ScrollContainer
          minWidth={860}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Members table' } }}
        >
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>Last seen</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <span className="mantine-visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data?.members.map((m) => (
                <Table.Tr key={m.id} data-testid="member-row" data-email={m.email}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {m.display_name || 'No display name'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {m.email}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={150}>
                    <PlanBadge member={m} />
                  </Table.Td>
                  <Table.Td miw={140}>
                    <Text size="xs" mb={4}>
                      {m.modules_passed} of {m.module_count} modules
                    </Text>
                    <Progress
                      value={(m.modules_passed / Math.max(m.module_count, 1)) * 100}
                      size="sm"
                      aria-label={`${m.modules_passed} of ${m.module_count} modules passed`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(m.joined_at)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(m.last_seen_at)}</Text>
                  </Table.Td>
                  <Table.Td miw={120}>
                    <Group gap={4}>
                      {m.is_admin && (
                        <Badge variant="outline" color="blue">
                          Admin
                        </Badge>
                      )}
                      {analysts.data?.has(m.id) && (
                        <Badge variant="outline" color="grape">
                          Analyst
                        </Badge>
                      )}
                      {m.suspended && (
                        <Badge variant="filled" color="red" title={m.suspension_reason ?? undefined}>
                          Suspended
                        </Badge>
                      )}
                    </Group>
                    {m.suspended && (
                      <Text size="xs" c="dimmed" mt={4}>
                        {m.suspension_reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <MemberActions
                      member={m}
                      analyst={analysts.data?.has(m.id)}
                      onAction={(a, message) => run(a, message, m)}
                      onSuspend={() => setSuspending(m)}
                      disabled={!canChange}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
              {members.data?.members.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Text size="sm" c="dimmed">
                      No member matches.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      {total > MEMBERS_PER_PAGE && (
        <Pagination
          total={Math.ceil(total / MEMBERS_PER_PAGE)}
          value={page + 1}
          onChange={(p) => setPage(p - 1)}
          getControlProps={(c) => ({ 'aria-label': c === 'previous' ? 'Previous page' : c === 'next' ? 'Next page' : c })}
        />
      )}
      <SuspendModal
        key={suspending?.id ?? 'none'}
        member={suspending}
        busy={action.isPending}
        onClose={() => setSuspending(null)}
        onConfirm={(reason) => {
          if (!suspending) return;
          run({ kind: 'suspend', memberId: suspending.id, reason }, 'Suspended', suspending);
          setSuspending(null);
        }}
      />
    </Stack>
  );
}
