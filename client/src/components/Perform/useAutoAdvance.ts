import { useEffect, useRef } from 'react';

/**
 * Starts the next song `gapSeconds` after a song ends by itself (not when the user stopped it or
 * moved on), while `enabled` and there is a next song (issue 22 §2).
 */
export function useAutoAdvance(active: boolean, enabled: boolean, gapSeconds: number, playNext: (() => void) | null): { userStopped: () => void } {
  const wasActive = useRef(false);
  const stoppedByUser = useRef(false);
  const playNextRef = useRef(playNext);
  playNextRef.current = playNext;

  useEffect(() => {
    if (active) {
      wasActive.current = true;
      return undefined;
    }
    if (!wasActive.current) return undefined;
    wasActive.current = false;
    if (stoppedByUser.current) {
      stoppedByUser.current = false;
      return undefined;
    }
    if (!enabled || !playNextRef.current) return undefined;
    const timer = setTimeout(() => playNextRef.current?.(), gapSeconds * 1000);
    return () => clearTimeout(timer);
  }, [active, enabled, gapSeconds]);

  return {
    userStopped: () => {
      stoppedByUser.current = wasActive.current;
    },
  };
}
