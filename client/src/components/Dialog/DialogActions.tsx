import { Alert, Button, Group } from '@mantine/core';

/** Props of {@link DialogActions}. */
export interface DialogActionsProps {
  onCancel: () => void;
  submitting: boolean;
  /** The submit button's name, e.g. 'Create Playlist'. */
  submitLabel: string;
  /** Shown on the submit button while the form is sent, e.g. 'Creating...'; without it the button shows a spinner. */
  busyLabel?: string;
}

/** A form dialog's footer: Cancel (closes it; disabled while the form is sent) and the submit button. */
export function DialogActions({ onCancel, submitting, submitLabel, busyLabel }: DialogActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      {busyLabel === undefined ? (
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      ) : (
        <Button type="submit" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </Button>
      )}
    </Group>
  );
}

/** A form dialog's error of the last attempt, announced (role="alert"); nothing when there is none. */
export function DialogError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error}
    </Alert>
  );
}
