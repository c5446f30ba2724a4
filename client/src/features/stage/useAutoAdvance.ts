import { useEffect, useRef } from 'react';

/**
 * Starts the next song `gapSeconds` after a song ends by itself (not when the user stopped it or
 * moved on), while `enabled` and there is a next song.
 */
export function useAutoAdvance(
  active: boolean,
  enabled: boolean,
  gapSeconds: number,
  playNext: (() => void) | null,
): { userStopped: () => void } {
  const wasActive = useRef(false);
  const stoppedByUser = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
    timer.current = setTimeout(() => {
      timer.current = null;
      playNextRef.current?.();
    }, gapSeconds * 1000);
    return () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [active, enabled, gapSeconds]);

  return {
    userStopped: () => {
      stoppedByUser.current = wasActive.current;
      // A step during the gap is the user moving on: the waiting start would skip the song they chose.
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
  };
}
