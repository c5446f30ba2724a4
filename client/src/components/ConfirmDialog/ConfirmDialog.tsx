import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '../Dialog/Dialog';
import { useState } from 'react';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, e.g. 'Delete “Warm-up”? This cannot be undone.' */
  message: string;
  /** The confirm button's label, e.g. 'Delete' or 'Remove'. */
  confirmLabel: string;
  /** Runs the action; the dialog shows the button busy until it settles. */
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
}

/**
 * A destructive-action confirmation (delete playlist, remove track, SPEC.md §4): Cancel closes it
 * without doing anything, the red confirm button runs `onConfirm` once (disabled while it runs).
 */
export function ConfirmDialog({ opened, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onCancel} title={title}>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}
