// Platform preview: what the app holds, with tiles locked by sign-in state.
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { PublicLayout } from '../../components/public-layout.tsx';
import { FeatureTile } from '../../features/preview/components/feature-tile.tsx';
import { SampleModules } from '../../features/preview/components/sample-modules.tsx';
import { SignalRecordSummary } from '../../features/signals/signal-record-summary.tsx';
import { PREVIEW_TILES, tileLock } from '../../features/preview/content/preview-tiles.ts';
import grid from '../../features/preview/components/preview-grid.module.css';
import { usePageTitle } from '../../lib/page-title.ts';

export default function PreviewRoute() {
  usePageTitle('Platform preview — Tradecraft');
  const { user } = useAuth();
  const signedIn = user !== null;
  return (
    <PublicLayout>
      <Container size="lg" py={{ base: 'lg', sm: 56 }}>
        <Stack gap={40}>
          <div style={{ textAlign: 'center' }}>
            <Title order={1}>{signedIn ? 'Your Dashboard Preview' : 'Platform Preview'}</Title>
            <Text c="dimmed" mt="xs">
              {signedIn
                ? 'Everything your free account opens, and what Community Access adds.'
                : 'A look at the training and the community. Sign up free to unlock more.'}
            </Text>
          </div>
          <section aria-labelledby="tiles-title">
            <Title order={2} id="tiles-title" fz="h3" mb="md">
              Features
            </Title>
            <div className={grid.features}>
              {PREVIEW_TILES.map((t) => (
                <FeatureTile key={t.title} tile={t} lock={tileLock(t.access, signedIn)} />
              ))}
            </div>
          </section>
          <SignalRecordSummary />
          <section aria-labelledby="modules-title">
            <Title order={2} id="modules-title" fz="h3" mb="md">
              Sample Modules
            </Title>
            <SampleModules userId={user?.id ?? null} />
          </section>
          <Group justify="center" gap="md">
            {signedIn ? (
              <>
                <Button component={Link} to="/dashboard" size="md">
                  Go to Dashboard
                </Button>
                <Button component={Link} to="/checkout" size="md" variant="outline">
                  Upgrade to Premium
                </Button>
              </>
            ) : (
              <>
                <Button component={Link} to="/signup" size="md">
                  Start Free Training
                </Button>
                <Button component={Link} to="/pricing" size="md" variant="outline">
                  View Pricing
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
