import './public-styles.ts';
import '@mantine/notifications/styles.layer.css';
import { lazy, Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { AppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// The notification container (and its transition and portal code) is not needed for the first
// paint; `notifications.show()` shares its store, so it works as soon as this has loaded.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <AuthProvider>
        <AppRouter />
      </AuthProvider>
    </MantineProvider>
  );
}
