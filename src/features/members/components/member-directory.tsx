// /members: every member, searched by name, filtered (premium, online, staff, a lowest level) and
// sorted by recent activity, progress, level or name. ?channel=<id> narrows it to the readers of a channel (the member count
// in a channel header opens it so).
import { Anchor, Badge, Chip, Container, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { messageOf } from '../../../lib/notify.ts';
import { useDirectory, type DirectoryFilters } from '../api/members-api.ts';
import { LEVEL_NAMES } from '../../../lib/levels.ts';
import { Leaderboard } from './leaderboard.tsx';
import { MemberAvatar } from './member-avatar.tsx';

const SORTS = [
  { value: 'active', label: 'Recently active' },
  { value: 'progress', label: 'Course progress' },
  { value: 'level', label: 'Level' },
  { value: 'name', label: 'Name' },
];

const LEVELS = [
  { value: '', label: 'Any level' },
  ...LEVEL_NAMES.slice(1).map((name, i) => ({ value: String(i + 2), label: `${i + 2} ${name} and up` })),
];

export function MemberDirectory() {
  const [params] = useSearchParams();
  const channel = params.get('channel');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const [chips, setChips] = useState<string[]>([]);
  const [sort, setSort] = useState<DirectoryFilters['sort']>('active');
  const [minLevel, setMinLevel] = useState('');
  const filters: DirectoryFilters = {
    query: debounced,
    channel,
    premium: chips.includes('premium'),
    online: chips.includes('online'),
    staff: chips.includes('staff'),
    sort,
    minLevel: minLevel ? Number(minLevel) : null,
  };
  const members = useDirectory(filters);
  return (
    <Container size={960} py={{ base: 'md', sm: 40 }}>
      <Stack gap="md">
        <Anchor component={Link} to={channel ? `/dashboard/${channel}` : '/dashboard'} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            Back to Dashboard
          </Group>
        </Anchor>
        <Title order={1}>{channel ? `Members of #${channel}` : 'Members'}</Title>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label="Search by name"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            maxLength={80}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label="Sort by"
            data={SORTS}
            value={sort}
            onChange={(v) => v && setSort(v as DirectoryFilters['sort'])}
            allowDeselect={false}
            w={190}
          />
          <Select label="Level" data={LEVELS} value={minLevel} onChange={(v) => setMinLevel(v ?? '')} allowDeselect={false} w={220} />
        </Group>
        <Chip.Group multiple value={chips} onChange={setChips}>
          <Group gap="xs" aria-label="Filters" role="group">
            <Chip value="premium">Premium</Chip>
            <Chip value="online">Online now</Chip>
            <Chip value="staff">Staff</Chip>
          </Group>
        </Chip.Group>
        <ErrorAlert message={members.error ? messageOf(members.error) : null} />
        {members.data && members.data.length === 0 && <Text c="dimmed">No member matches.</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid="directory">
          {members.data?.map((m) => (
            <Paper
              key={m.user_id}
              withBorder
              radius="md"
              p="sm"
              component={Link}
              to={`/members/${m.user_id}`}
              style={{ textDecoration: 'none', color: 'inherit' }}
              data-testid="member-card"
            >
              <Group wrap="nowrap" align="flex-start">
                <MemberAvatar url={m.avatar_url} initials={m.initials} name={m.display_name} online={m.online} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={600} truncate>
                      {m.display_name}
                    </Text>
                    {m.is_staff && (
                      <Badge size="xs" color="red" variant="light" c="red.9">
                        Staff
                      </Badge>
                    )}
                    {m.is_premium && (
                      <Badge size="xs" color="grape" variant="light" c="grape.9">
                        Premium
                      </Badge>
                    )}
                  </Group>
                  {m.level !== null && (
                    <Text size="xs" c="dimmed" data-testid="member-level">
                      Level {m.level} · {m.level_name}
                    </Text>
                  )}
                  {m.bio && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {m.bio}
                    </Text>
                  )}
                  {m.modules_passed !== null && (
                    <Text size="xs" c="dimmed">
                      {m.modules_passed} {m.modules_passed === 1 ? 'module' : 'modules'} passed
                    </Text>
                  )}
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
        {!channel && <Leaderboard />}
      </Stack>
    </Container>
  );
}
