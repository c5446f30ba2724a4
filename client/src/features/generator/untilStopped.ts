import { TRACK_LENGTH_SECONDS_MAX } from '../../../../schema/limits';
import type { ClickTrackSettings } from '../../audio/types';
import { useDeviceSwitch } from '../../hooks/useDeviceSwitch';

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

/**
 * The generator's 'Until I stop' switch, off by default (SPEC's duration then applies), kept on this
 * device: it is about how this musician practises here, not a setting of the click itself.
 */
export function useUntilStopped(): [boolean, (on: boolean) => void] {
  return useDeviceSwitch(STORAGE_KEY);
}
