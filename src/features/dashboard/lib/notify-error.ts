// The one place dashboard errors surface: a red Mantine notification with what the server said.
import { notifications } from '@mantine/notifications';

export function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

export function notifyError(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: messageOf(error), autoClose: 8000 });
}
