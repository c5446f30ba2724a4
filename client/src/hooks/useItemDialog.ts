import { useState } from 'react';

/** A dialog about one item: which item, whether it is open, and how to open and close it. */
export interface ItemDialog<T> {
  /** The item; it stays set while the dialog closes, so its text does not blank out mid-animation. */
  item: T | null;
  opened: boolean;
  open: (item: T) => void;
  close: () => void;
}

/** State for a dialog opened on one item of a list (a track's tempo, details or song map). */
export function useItemDialog<T>(): ItemDialog<T> {
  const [item, setItem] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    item,
    opened,
    open: (next) => {
      setItem(next);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}
