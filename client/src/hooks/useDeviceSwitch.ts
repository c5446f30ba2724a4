import { useCallback, useState } from 'react';

function readStored(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * An on/off choice kept on this device (localStorage under `key`), off by default: for what is
 * about how a musician uses this phone or computer, not a setting of the click itself.
 */
export function useDeviceSwitch(key: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readStored(key));
  const set = useCallback(
    (next: boolean) => {
      setOn(next);
      try {
        globalThis.localStorage?.setItem(key, String(next));
      } catch {
        // A private window without storage still switches for this visit.
      }
    },
    [key],
  );
  return [on, set];
}
