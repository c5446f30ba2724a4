import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link RowButton}. */
export interface RowButtonProps {
  /** Its accessible name, which says which row, e.g. 'Delete user alice'. */
  name: string;
  onClick: () => void;
  /** Drawn as a removal (red outline). */
  danger?: boolean;
  children: ReactNode;
}

/** A small button acting on one row of a table (Edit, Reset password, Delete, Revoke). */
export function RowButton({ name, onClick, danger = false, children }: RowButtonProps) {
  return (
    <Button
      size="xs"
      variant={danger ? 'outline' : 'default'}
      color={danger ? 'red.9' : undefined}
      onClick={onClick}
      aria-label={name}
    >
      {children}
    </Button>
  );
}
