import { Anchor, Badge, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon.tsx';
import type { PreviewTile, TileLock } from '../content/preview-tiles.ts';

export function FeatureTile({ tile, lock }: { tile: PreviewTile; lock: TileLock }) {
  const locked = lock !== 'open';
  return (
    <Paper
      withBorder
      p="lg"
      data-testid="preview-tile"
      data-locked={locked}
      bg={locked ? 'gray.0' : undefined}
      aria-label={tile.title}
      component="article"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={40} radius="md" color={locked ? 'gray.7' : 'blue.8'} aria-hidden="true">
          <LineIcon name={tile.icon} />
        </ThemeIcon>
        {locked ? (
          <Badge
            color={lock === 'Premium Only' ? 'grape.9' : 'dark.6'}
            variant="filled"
            tt="none"
            leftSection={<LineIcon name="lock" size={12} />}
          >
            {lock}
          </Badge>
        ) : (
          <Badge color="teal.9" variant="filled" tt="none">
            Open
          </Badge>
        )}
      </Group>
      <Title order={3} fz="lg" mt="sm">
        {tile.title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {tile.description}
      </Text>
      {!locked && (
        <Text size="sm" fw={600} mt="sm">
          {tile.content}
        </Text>
      )}
      {tile.link && (
        <Anchor component={Link} to={tile.link.to} size="sm" mt="sm" display="inline-block">
          {tile.link.label}
        </Anchor>
      )}
    </Paper>
  );
}
