// The one place a failure is shown: a red Mantine notification with what the server said. Every
// error the user should know about goes through `notifyError`; see log.ts for the few that are only
// logged.
import { notifications } from '@mantine/notifications';

export function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

export function notifyError(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: messageOf(error), autoClose: 8000 });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: 10000 });
}
