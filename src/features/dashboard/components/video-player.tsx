// The module's video: an HTML5 player for a file, an embedded player for a hosted page, or the
// placeholder while a module has no video yet. Reports the playback time for 'Ask for Help'.
import { AspectRatio, Center, Stack, Text } from '@mantine/core';
import { DataIcon } from '../../../components/data-icon.tsx';
import type { ModuleProgress } from '../../../lib/progress/progress-types.ts';

const EMBEDDED = /youtube\.com|youtu\.be|vimeo\.com|player\./i;

export function VideoPlayer({ module, onTime }: { module: ModuleProgress; onTime: (seconds: number) => void }) {
  const title = `Module ${module.id}: ${module.title}`;
  return (
    <AspectRatio ratio={16 / 9} maw={860}>
      {module.video_url && EMBEDDED.test(module.video_url) ? (
        <iframe src={module.video_url} title={title} allow="fullscreen; picture-in-picture" style={{ border: 0, borderRadius: 8 }} />
      ) : module.video_url ? (
        // Lesson videos come without caption files so far; adding them is a content follow-up.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          src={module.video_url}
          controls
          preload="metadata"
          aria-label={title}
          onTimeUpdate={(e) => onTime(e.currentTarget.currentTime)}
          style={{ borderRadius: 8, background: '#000' }}
        />
      ) : (
        <Center bg="dark.7" c="gray.3" style={{ borderRadius: 8 }} data-testid="video-placeholder">
          <Stack gap={4} align="center" p="md" ta="center">
            <DataIcon name={module.thumbnail} size={56} stroke={1.25} />
            <Text c="white" fw={700}>
              {title}
            </Text>
            <Text c="gray.3" size="sm">
              Video coming soon · {module.duration}
            </Text>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
}
