import { useCallback, useEffect, useRef, useState } from 'react';
import type { BeatTimeline } from '../../../audio/types';
import type { ServerClock } from '../../../live/clockSync';
import type { RehearsalRoom } from '../live/useRehearsal';
import { nextDownbeat } from './downbeat';
import type { MessageDownbeat } from './spokenMessage';

/** How long a message stays on screen unless tapped away. */
export const FLASH_MS = 4000;
/** A message older than this when this device first hears of it (it joined later) is not shown. */
const STALE_MS = 10_000;

/** A message on screen, with when it was meant to show and when it did (room clock, epoch ms). */
export interface BandMessageFlash {
  id: string;
  text: string;
  fromUsername: string | null;
  /** The room-clock time it was planned for: the downbeat, or when it was sent. */
  plannedAt: number;
  /** The room-clock time this device put it on screen. */
  shownAt: number;
}

/**
 * The room's band messages on this device: each new one is shown once, at its room-clock time —
 * for a message on the downbeat, the first bar of the playing song from its `showFrom` on this
 * device's grid (the same on every device), else at once — and taken away after {@link FLASH_MS}
 * or by {@link dismiss}. `onPlanned` hears of each message as it is planned, with its downbeat.
 */
export function useBandMessage(
  room: RehearsalRoom | null,
  clock: ServerClock,
  clockReady: boolean,
  getTimeline: () => BeatTimeline | null,
  onPlanned?: (text: string, downbeat: MessageDownbeat | null) => void,
): { flash: BandMessageFlash | null; dismiss(): void } {
  const [flash, setFlash] = useState<BandMessageFlash | null>(null);
  const planned = useRef(onPlanned);
  planned.current = onPlanned;
  const shown = useRef(new Set<string>());
  // Planned once per message even when the effect runs again before it shows (a word is said once).
  const announced = useRef(new Set<string>());
  const message = room?.message ?? null;
  const playing = room?.status === 'PLAYING';
  const startsAt = room?.startsAt ?? null;

  useEffect(() => {
    if (!message || !clockReady || shown.current.has(message.id)) return undefined;
    const nowMs = () => clock.toServer(performance.now());
    if (nowMs() - message.sentAt > STALE_MS) {
      shown.current.add(message.id);
      return undefined;
    }
    const timeline = getTimeline();
    const downbeat = message.onDownbeat && playing ? nextDownbeat(timeline, startsAt, message.showFrom) : null;
    const plannedAt = downbeat?.atMs ?? message.showFrom;
    // Planned now, ahead of the downbeat, so a spoken word can be put on the audio clock in time.
    if (!announced.current.has(message.id)) {
      announced.current.add(message.id);
      planned.current?.(message.text, downbeat && timeline ? { timeline, sample: downbeat.sample } : null);
    }
    const timer = setTimeout(
      () => {
        shown.current.add(message.id);
        setFlash({
          id: message.id,
          text: message.text,
          fromUsername: message.fromUsername,
          plannedAt,
          shownAt: nowMs(),
        });
      },
      Math.max(0, clock.toLocal(plannedAt) - performance.now()),
    );
    return () => clearTimeout(timer);
    // A message is planned once, when it is new; the grid it is read from is the room's at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message?.id, clockReady]);

  useEffect(() => {
    if (!flash) return undefined;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const dismiss = useCallback(() => setFlash(null), []);
  return { flash, dismiss };
}
