import { useEffect, useRef, useState } from 'react';
import { ServerClock, startClockSync } from '../../../live/clockSync';

/** How often the page re-renders for the clock's figures (the estimate itself updates with every round trip). */
const SHOWN_EVERY_MS = 1000;

/** The room clock as a page sees it. */
export interface RoomClockState {
  /** The estimate (stable across renders; read it when scheduling). */
  clock: ServerClock;
  /** Enough round trips to schedule by. */
  ready: boolean;
  /** The estimated sync error (ms) as the room shows it; null until ready. */
  errorMs: number | null;
  /** Goes up at most once a second while the estimate moves: what re-locks the click. */
  updates: number;
}

/** Reads the room clock over the page's WebSocket (its own chunk, loaded with the first read). */
async function readServerTimeOverSocket(): Promise<number> {
  return (await import('../../../live/wsLink')).readServerTime();
}

/**
 * Keeps an estimate of the server's room clock while `enabled`: a burst of round
 * trips over the socket, then one every few seconds, again in a burst after a network loss
 * (clockSync.ts). The figures shown re-render the page at most once a second.
 */
export function useRoomClock(enabled: boolean, ping: () => Promise<number> = readServerTimeOverSocket): RoomClockState {
  const clockRef = useRef<ServerClock | null>(null);
  clockRef.current ??= new ServerClock();
  const [shown, setShown] = useState<{ ready: boolean; errorMs: number | null; updates: number }>({
    ready: false,
    errorMs: null,
    updates: 0,
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const clock = clockRef.current!;
    let lastShownMs = Number.NEGATIVE_INFINITY;
    let wasReady = false;
    const sync = startClockSync(ping, clock, (updated) => {
      const now = performance.now();
      // The first ready estimate is shown at once: a command may be waiting for it.
      const becameReady = updated.ready && !wasReady;
      wasReady = updated.ready;
      if (!becameReady && now - lastShownMs < SHOWN_EVERY_MS) return;
      lastShownMs = now;
      setShown((before) => ({
        ready: updated.ready,
        errorMs: updated.ready ? updated.errorMs : null,
        updates: before.updates + 1,
      }));
    });
    return () => sync.stop();
  }, [enabled, ping]);

  return { clock: clockRef.current, ...shown };
}
