// /unsubscribe?token=…: where the weekly digest's "Unsubscribe" link lands. One click, signed in or
// not: the page hands the token to the database (unsubscribe_digest), which turns that member's digest
// off. Mail clients use the List-Unsubscribe header instead (the `unsubscribe` Edge Function).
import '@mantine/core/styles.layer.css';
import { useEffect, useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PublicLayout } from '../../components/public-layout.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { unsubscribeDigest } from '../../features/members/api/members-api.ts';
import { messageOf } from '../../lib/notify.ts';
import { usePageTitle } from '../../lib/page-title.ts';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'unknown' } | { kind: 'failed'; message: string };

export default function UnsubscribeRoute() {
  usePageTitle('Unsubscribe — Tradecraft');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const [state, setState] = useState<State>({ kind: 'working' });
  useEffect(() => {
    if (!valid) return;
    let live = true;
    unsubscribeDigest(token).then(
      (found) => live && setState({ kind: found ? 'done' : 'unknown' }),
      (e: unknown) => live && setState({ kind: 'failed', message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [token, valid]);
  const shown: State = valid ? state : { kind: 'unknown' };
  return (
    <PublicLayout>
      <AuthCard title="Weekly digest">
        <Stack gap="md">
          {shown.kind === 'working' && <Loader size="sm" mx="auto" role="status" aria-label="Unsubscribing" />}
          {shown.kind === 'done' && (
            <Alert color="teal" variant="light" role="status" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
              Done: you will get no more weekly digests. Changed your mind? Turn it back on from your profile, under Email.
            </Alert>
          )}
          {shown.kind === 'unknown' && (
            <Alert color="orange" variant="light" role="alert" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
              This unsubscribe link is not complete or no longer works. Open the whole link from the email, or turn the digest off from your
              profile.
            </Alert>
          )}
          {shown.kind === 'failed' && (
            <Alert color="red" variant="light" role="alert" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
              We could not unsubscribe you just now ({shown.message}). Please try the link again in a minute.
            </Alert>
          )}
          <Text ta="center" size="sm">
            <Anchor component={Link} to="/dashboard">
              Go to Tradecraft
            </Anchor>
          </Text>
        </Stack>
      </AuthCard>
    </PublicLayout>
  );
}
