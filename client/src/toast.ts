import { notifications, type NotificationData } from '@mantine/notifications';

/** The toast on screen (showToast replaces it, so there is at most one). */
let currentToastId: string | null = null;

/**
 * Shows a toast. At most one is visible (SPEC.md §9): a new toast replaces the current one instead
 * of waiting in Mantine's queue behind it, so 'Login successful' does not sit 5 s behind 'Logged out'.
 * Its close button is named (axe: button-name), which Mantine leaves to the caller.
 */
export function showToast(toast: NotificationData): string {
  notifications.clean();
  currentToastId = notifications.show({
    ...toast,
    closeButtonProps: { 'aria-label': 'Close notification', ...toast.closeButtonProps },
  });
  return currentToastId;
}

/** Dismisses the toast on screen (a swipe to the right). */
export function hideCurrentToast(): void {
  if (currentToastId !== null) notifications.hide(currentToastId);
  currentToastId = null;
}
