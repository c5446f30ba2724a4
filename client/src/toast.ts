import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * Shows a toast. At most one is visible (SPEC.md §9): a new toast replaces the current one instead
 * of waiting in Mantine's queue behind it, so 'Login successful' does not sit 5 s behind 'Logged out'.
 * Its close button is named (axe: button-name), which Mantine leaves to the caller.
 */
export function showToast(toast: NotificationData): string {
  notifications.clean();
  return notifications.show({ ...toast, closeButtonProps: { 'aria-label': 'Close notification', ...toast.closeButtonProps } });
}
