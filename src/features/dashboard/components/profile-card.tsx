// The member's own card, in the profile popover: display name (editable), plan, badges and course
// progress. Loaded with the popover's code, when the member first reaches for the profile button
// (profile-menu.tsx), so the dashboard's first render carries none of it.
import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { Popover } from '../../../components/floating.ts';
import { CourseProgress } from '../../../components/course-progress.tsx';
import { useAccount } from '../../../lib/account/use-account.ts';
import { useUpdateProfile } from '../../../lib/account/update-profile.ts';
import { DataIcon } from '../../../components/data-icon.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useCourseProgress } from '../../../lib/progress/use-course-progress.ts';
import { DownloadDataButton } from './download-data-button.tsx';
import { AdminConsoleLink } from './admin-console-link.tsx';
import { notifyError } from '../../../lib/notify.ts';

function DisplayNameEditor({ current, onSave }: { current: string; onSave: (name: string) => Promise<void> }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (draft === null) {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} truncate data-testid="profile-name">
          {current || 'No display name'}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setDraft(current)}>
          Edit name
        </Button>
      </Group>
    );
  }
  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft.trim());
      setDraft(null);
    } catch (e) {
      notifyError('Could not save your display name', e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e) => (e.preventDefault(), void save())}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Display name"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          maxLength={80}
          required
          data-autofocus
          style={{ flex: 1 }}
        />
        <Button type="submit" size="sm" loading={saving} disabled={!draft.trim()}>
          Save
        </Button>
      </Group>
    </form>
  );
}

function EarnedBadges() {
  const { badges, loading } = useCourseProgress();
  if (loading) return null;
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        Badges
      </Text>
      {badges.length === 0 ? (
        <Text size="sm" c="dimmed">
          No badges yet — score 100% on a quiz to earn Quiz Master.
        </Text>
      ) : (
        <Group gap={6}>
          {badges.map((b) => (
            <Badge key={b.badge_id} variant="light" c="dark.8" title={b.description} leftSection={<DataIcon name={b.icon} size={14} />}>
              {b.name}
            </Badge>
          ))}
        </Group>
      )}
    </div>
  );
}

interface Props {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The profile button (profile-menu.tsx). */
  target: ReactNode;
}

export function ProfilePopover({ opened, onChange, target }: Props) {
  const { user } = useAuth();
  const { profile, plan } = useAccount({ live: false }); // in the dashboard, which keeps the plan live
  const updateProfile = useUpdateProfile(user?.id ?? '');
  return (
    <Popover opened={opened} onChange={onChange} width={320} position="bottom-end" trapFocus shadow="md">
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown aria-label="Your profile">
        <Stack gap="sm">
          <DisplayNameEditor current={profile?.display_name ?? ''} onSave={(display_name) => updateProfile.mutateAsync({ display_name })} />
          <Text size="sm" c="dimmed" truncate>
            {profile?.email ?? user?.email}
          </Text>
          <Group gap="xs">
            <Text size="sm">Plan:</Text>
            <Badge color={plan === 'premium' ? 'grape' : 'gray'} variant="filled" data-testid="profile-plan">
              {plan === 'premium' ? 'Premium' : 'Free'}
            </Badge>
            <Anchor component={Link} to="/account" size="sm" ml="auto">
              Account &amp; billing
            </Anchor>
          </Group>
          {user && (
            <Group gap="md">
              <Anchor component={Link} to={`/members/${user.id}`} size="sm">
                My profile
              </Anchor>
              <Anchor component={Link} to="/members" size="sm">
                Members
              </Anchor>
              <Anchor component={Link} to="/messages" size="sm">
                Messages
              </Anchor>
            </Group>
          )}
          <EarnedBadges />
          <CourseProgress />
          <DownloadDataButton />
          {user && <AdminConsoleLink userId={user.id} />}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
