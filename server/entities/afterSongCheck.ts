import { AFTER_SONG_GAP_BARS_MAX, AFTER_SONG_GAP_SECONDS_MAX } from '../../schema/limits';

/** A track's gap before the next song: 0–30 seconds, and at most 16 when counted in bars. */
export function afterSongGapCheck(): string {
  return `"after_song_gap" between 0 and ${AFTER_SONG_GAP_SECONDS_MAX} and ("after_song" <> 'bars' or "after_song_gap" <= ${AFTER_SONG_GAP_BARS_MAX})`;
}
