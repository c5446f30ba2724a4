import { useCallback, useState } from 'react';
import { TRACK_LENGTH_SECONDS_MAX } from '../../../../schema/limits';
import type { ClickTrackSettings } from '../../audio/types';

/**
 * How long a click that plays "until stopped" is planned for: the longest song a track may have.
 * The engine renders and schedules it a part at a time, so only the plan of its beats is held
 * whole; an hour is far past any song or practice session, and the player then stops by itself.
 */
export const UNTIL_STOPPED_SECONDS = TRACK_LENGTH_SECONDS_MAX;

const STORAGE_KEY = 'miq.generator.untilStopped';

/** `settings` planned to play until stopped (UNTIL_STOPPED_SECONDS) instead of their duration. */
export function lastingUntilStopped(settings: ClickTrackSettings): ClickTrackSettings {
  return { ...settings, durationSeconds: UNTIL_STOPPED_SECONDS };
}

function readStored(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The generator's 'Until I stop' switch, off by default (SPEC's duration then applies), kept on this
 * device: it is about how this musician practises here, not a setting of the click itself.
 */
export function useUntilStopped(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readStored);
  const set = useCallback((next: boolean) => {
    setOn(next);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, String(next));
    } catch {
      // A private window without storage still switches for this visit.
    }
  }, []);
  return [on, set];
}
