import { useEffect } from 'react';

/**
 * Tells the caller's parent, through `onSettled`, that what the component loads is there (or has
 * failed): /playlists shows its separately loaded sections together, so none moves another.
 */
export function useOnSettled(settled: boolean, onSettled?: () => void): void {
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
}
