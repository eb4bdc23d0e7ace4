// The member's own card: display name (editable), plan, badges and course progress.
import { useState } from 'react';
import { Avatar, Badge, Button, Group, Popover, Progress, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useAccountSummary } from '../api/fetch-account-summary.ts';
import { notifyError } from '../lib/notify-error.ts';
import { initialsOf } from '../lib/initials-of.ts';

function DisplayNameEditor({ current, onSave }: { current: string; onSave: (name: string) => Promise<void> }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (draft === null) {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} truncate>
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
        <TextInput label="Display name" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} maxLength={80} required data-autofocus style={{ flex: 1 }} />
        <Button type="submit" size="sm" loading={saving} disabled={!draft.trim()}>
          Save
        </Button>
      </Group>
    </form>
  );
}

export function ProfileMenu() {
  const { profile, user, plan, updateProfile } = useAuth();
  const [round, setRound] = useState(0);
  const summary = useAccountSummary(round);
  const name = profile?.display_name || user?.email || '';
  return (
    <Popover width={300} position="bottom-end" trapFocus shadow="md" onOpen={() => setRound((r) => r + 1)}>
      <Popover.Target>
        <UnstyledButton aria-label="Profile">
          <Avatar color="blue" variant="filled" radius="xl" size={32}>
            {initialsOf(name)}
          </Avatar>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label="Your profile">
        <Stack gap="sm">
          <DisplayNameEditor current={profile?.display_name ?? ''} onSave={(display_name) => updateProfile({ display_name })} />
          <Text size="sm" c="dimmed" truncate>
            {profile?.email ?? user?.email}
          </Text>
          <Group gap="xs">
            <Text size="sm">Plan:</Text>
            <Badge color={plan === 'premium' ? 'grape' : 'gray'} variant="filled" data-testid="profile-plan">
              {plan === 'premium' ? 'Premium' : 'Free'}
            </Badge>
          </Group>
          {summary.status === 'ready' && (
            <>
              <div>
                <Text size="sm" mb={4}>
                  Course progress: {summary.data.completedModules} of {summary.data.totalModules} modules
                </Text>
                <Progress value={summary.data.totalModules ? (100 * summary.data.completedModules) / summary.data.totalModules : 0} aria-label="Course progress" />
              </div>
              <div>
                <Text size="sm" mb={4}>
                  Badges
                </Text>
                {summary.data.badges.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No badges yet — score 100% on a quiz to earn Quiz Master.
                  </Text>
                ) : (
                  <Group gap={6}>
                    {summary.data.badges.map((b) => (
                      <Badge key={b.id} variant="light" c="dark.8" title={b.description}>
                        <span aria-hidden>{b.icon} </span>
                        {b.name}
                      </Badge>
                    ))}
                  </Group>
                )}
              </div>
            </>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
