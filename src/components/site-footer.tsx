import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <Box component="footer" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Tradecraft. Education only, not financial advice.
          </Text>
          <Group component="nav" aria-label="Site" gap="md">
            <Anchor component={Link} to="/pricing" size="sm">
              Pricing
            </Anchor>
            <Anchor component={Link} to="/preview" size="sm">
              Preview
            </Anchor>
            <Anchor component={Link} to="/terms" size="sm">
              Terms of Service
            </Anchor>
            <Anchor component={Link} to="/privacy" size="sm">
              Privacy Policy
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
