import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { PublicLayout } from './public-layout.tsx';

export interface LegalSection {
  heading: string;
  body: string;
}

// Terms and privacy share this shape: a title, the date in force, then short numbered sections.
export function LegalPage({
  title,
  updated,
  sections,
  children,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
  children?: ReactNode;
}) {
  return (
    <PublicLayout>
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">Last updated {updated}</Text>
          {sections.map((s, i) => (
            <section key={s.heading}>
              <Title order={2} fz="h4" mb={4}>
                {i + 1}. {s.heading}
              </Title>
              <Text>{s.body}</Text>
            </section>
          ))}
          {children}
        </Stack>
      </Container>
    </PublicLayout>
  );
}
