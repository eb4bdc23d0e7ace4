// Members present on the community right now: Realtime presence, each confirmed online by the database.
import { Box, Group, List, Text, Title } from '@mantine/core';
import type { OnlineMember } from '../api/use-online-members.ts';

export function OnlineNowList({ members }: { members: OnlineMember[] }) {
  return (
    <section aria-labelledby="online-now-title">
      <Title order={2} id="online-now-title" fz="xs" fw={700} c="gray.8" mb={6}>
        Online Now — {members.length}
      </Title>
      <List listStyleType="none" spacing={4} data-testid="online-now" mah={160} style={{ overflowY: 'auto' }}>
        {members.map((m) => (
          <List.Item key={m.userId} data-user-id={m.userId}>
            <Group gap={8} wrap="nowrap">
              <Box w={8} h={8} bg="green.8" style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
              <Text size="sm" truncate>
                {m.displayName}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
