import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock API): the stage while it is shown, any page
 * while its click track plays (useClickTrack). The lock is taken again when the page becomes
 * visible (the browser drops it whenever the page is hidden) and released when `active` turns
 * false or the component unmounts. Where the API is missing or refused, the screen follows the
 * device's own setting.
 */
export function useWakeLock(active = true): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let released = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((lock) => {
          if (released) void lock.release().catch(() => undefined);
          else sentinel = lock;
        })
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
