import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (e.g. SONG_SEARCH_DEBOUNCE_MS): each change
 * restarts the wait, so typing sends one search after the pause instead of one per keystroke.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
