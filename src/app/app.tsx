import './public-styles.ts';
import '@mantine/notifications/styles.layer.css';
import { lazy, Suspense, useEffect, useEffectEvent, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { AuthProvider } from './auth-provider.tsx';
import { notificationsWanted } from '../lib/notify.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The notification container (and its transition and portal code) is loaded with the first
// notification (lib/notify.ts); `notifications.show()` shares its store, so nothing shown is lost.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

interface AppProps {
  /** The router: the browser's, or the pre-renderer's. */
  children: ReactNode;
  /** Called once the first render is on screen (for a pre-rendered page: once it is hydrated). */
  onStarted?: () => void;
}

/**
 * The providers around every page. The browser and the pre-renderer render exactly this tree, so the
 * ids React generates (and Mantine's class names built from them) match when a page is hydrated.
 */
export function App({ children, onStarted }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsWhenWanted />
      <AuthProvider>{children}</AuthProvider>
      <Started onStarted={onStarted} />
    </MantineProvider>
  );
}

function NotificationsWhenWanted() {
  const wanted = useSyncExternalStore(notificationsWanted.subscribe, notificationsWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

function Started({ onStarted }: Pick<AppProps, 'onStarted'>) {
  const start = useEffectEvent(() => onStarted?.());
  useEffect(() => start(), []);
  return null;
}
