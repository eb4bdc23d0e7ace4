// The public site's header: brand, the public pages, and the account links by sign-in state.
import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth/use-auth.ts';

function PageLinks() {
  return (
    <>
      <Anchor component={Link} to="/pricing" c="dark.7">
        Pricing
      </Anchor>
      <Anchor component={Link} to="/preview" c="dark.7">
        Preview
      </Anchor>
    </>
  );
}

export function SiteHeader() {
  const { user } = useAuth();
  return (
    <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to="/" fw={800} fz="lg" c="dark.8" underline="never">
            Tradecraft
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label="Main" gap="xs" wrap="nowrap" visibleFrom="xs">
              <PageLinks />
            </Group>
            {user ? (
              <Button component={Link} to="/dashboard" size="xs">
                Dashboard
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" size="xs" variant="default">
                  Sign In
                </Button>
                <Button component={Link} to="/signup" size="xs">
                  Sign Up
                </Button>
              </>
            )}
          </Group>
        </Group>
        {/* A phone has no room beside the buttons: the same links get a row of their own. */}
        <Group component="nav" aria-label="Main" gap="lg" mt={6} hiddenFrom="xs">
          <PageLinks />
        </Group>
      </Container>
    </Box>
  );
}
