// The one place a failure is shown: a red Mantine notification with what the server said. Every
// error the user should know about goes through `notifyError`; see log.ts for the few that are only
// logged.
//
// Mantine's notifications (their container, transitions and portal: about 15 kB gzip) are loaded
// with the first notification, not with every page: `App` mounts the container once one is wanted.
import type { NotificationData } from '@mantine/notifications';

let wanted = false;
const listeners = new Set<() => void>();

/** For `App`: whether the notification container should be on the page (a notification was shown). */
export const notificationsWanted = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => wanted,
};

function show(data: NotificationData): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  // The container shows what the store holds when it mounts, so the order of the two does not matter.
  // The close button is an icon: it needs a name for screen readers (axe: button-name).
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ closeButtonProps: { 'aria-label': 'Close notification' }, ...data }),
  );
}

export function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

export function notifyError(title: string, error: unknown): void {
  show({ color: 'red', title, message: messageOf(error), autoClose: 8000 });
}

export function notifySuccess(message: string, title?: string): void {
  show({ color: 'green', title, message });
}

export function notifyInfo(message: string): void {
  show({ color: 'blue', message, autoClose: 10000 });
}
