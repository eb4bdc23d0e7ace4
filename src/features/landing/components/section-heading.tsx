import { Text, Title } from '@mantine/core';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div style={{ textAlign: 'center', marginBottom: 'var(--mantine-spacing-xl)' }}>
      <Title order={2} id={id} fz={{ base: 26, sm: 34 }}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" mt="xs" maw={640} mx="auto">
          {subtitle}
        </Text>
      )}
    </div>
  );
}
