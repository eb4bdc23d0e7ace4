import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

// The frame every account screen shares: a centred card with the screen's heading.
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        <Stack gap="xs" mb="lg">
          <Title order={1} ta="center" fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {subtitle && (
            <Text ta="center" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {children}
      </Paper>
    </Container>
  );
}
