import type { ClickTrackSettings } from '../../../audio/types';
import type { ClickTrackPlayerLike } from '../../../hooks/useClickTrack';
import { audioTimeForLocal } from '../../../live/audioSchedule';
import type { ServerClock } from '../../../live/clockSync';

/** The test click: four clicks a second apart, nothing else. */
const TEST_CLICK: ClickTrackSettings = {
  bpm: 60,
  soundType: 'click',
  countInSoundType: 'click',
  durationSeconds: 4,
  countInBeats: 0,
  volumePercent: 75,
};
/** The test click starts on the first whole second of the room clock at least this far ahead. */
const TEST_CLICK_LEAD_MS = 300;

/**
 * Plays the test click on this device, on the room clock's next whole second. Every device's test
 * click falls on the same whole seconds: side by side, a late device is heard at once, and its
 * output delay set by ear.
 */
export async function playTestClick(
  player: ClickTrackPlayerLike,
  clock: ServerClock,
  calibrationMs: number,
): Promise<void> {
  const context = await player.runningContext();
  const nextSecond = Math.ceil((clock.toServer(performance.now()) + TEST_CLICK_LEAD_MS) / 1000) * 1000;
  await player.playAt(TEST_CLICK, audioTimeForLocal(context, clock.toLocal(nextSecond), calibrationMs));
}
