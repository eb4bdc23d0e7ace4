import { Center, Loader, Stack, Text } from '@mantine/core';

// The only thing on screen while the auth state resolves or a route's code loads.
export function PageLoader() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>Loading...</Text>
      </Stack>
    </Center>
  );
}
