// The selected module's downloadable resources, each with a Download button. Premium bonus files are
// marked; the database refuses them to free learners (the refusal is shown as a notification).
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useModuleResources, type ModuleResource } from '../api/fetch-module-resources.ts';
import { useDownloadResource } from '../api/download-resource.ts';

const KIND_LABEL: Record<string, string> = { worksheet: 'Worksheet', 'cheat-sheet': 'Cheat sheet', checklist: 'Checklist' };

function ResourceRow({ resource }: { resource: ModuleResource }) {
  const download = useDownloadResource();
  return (
    <Paper component="li" withBorder p="sm" aria-label={resource.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconFileTypePdf size={26} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Group gap={6}>
              <Text fw={700} size="sm">
                {resource.title}
              </Text>
              <Badge size="xs" variant="light" color="gray">
                {KIND_LABEL[resource.kind] ?? resource.kind}
              </Badge>
              {resource.premium && (
                <Badge size="xs" color="violet" leftSection={<IconLock size={10} aria-hidden />}>
                  Premium
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {resource.summary}
            </Text>
          </div>
        </Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate(resource)}
          aria-label={`Download ${resource.title} as PDF`}
          style={{ flexShrink: 0 }}
        >
          PDF
        </Button>
      </Group>
    </Paper>
  );
}

export function ModuleResources({ moduleId }: { moduleId: number }) {
  const resources = useModuleResources(moduleId);
  if (resources.status !== 'success' || resources.data.length === 0) return null;
  return (
    <section aria-labelledby={`resources-${moduleId}`}>
      <Title order={2} fz="h4" mb="xs" id={`resources-${moduleId}`}>
        Resources
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {resources.data.map((r) => (
          <ResourceRow key={r.id} resource={r} />
        ))}
      </Stack>
    </section>
  );
}
