import { string, type AnyObject, type TestContext } from 'yup';
import { AFTER_SONG_GAP_BARS_MAX, AFTER_SONG_GAP_SECONDS_MAX, AFTER_SONG_MODES, type AfterSongMode } from '../limits';
import { wholeNumber } from './wholeNumber';

/** The messages of a track's 'after the song' fields; every number comes from schema/limits.ts. */
export const afterSongMessages = {
  mode: `After the song must be one of ${AFTER_SONG_MODES.join(', ')}`,
  gap: `Gap must be a whole number from 0 to ${AFTER_SONG_GAP_BARS_MAX} bars or 0 to ${AFTER_SONG_GAP_SECONDS_MAX} seconds`,
  gapBars: `Gap must be a whole number of bars from 0 to ${AFTER_SONG_GAP_BARS_MAX}`,
  gapWithoutMode: 'Gap needs After the song (bars or seconds) in the same request',
} as const;

/** What a track does when it ends: 'stop', or go on after a gap in 'bars' or 'seconds'. */
export const afterSongField = string<AfterSongMode>()
  .label('After the song')
  .oneOf([...AFTER_SONG_MODES], afterSongMessages.mode);

/** The gap before the next song, in the unit `afterSong` names. */
export const afterSongGapField = wholeNumber('Gap', 0, AFTER_SONG_GAP_SECONDS_MAX, afterSongMessages.gap);

/**
 * A payload's gap fits its unit (at most AFTER_SONG_GAP_BARS_MAX in bars), and comes with its
 * unit: a gap alone could not be checked against the unit stored.
 */
export function afterSongFits(
  value: { afterSong?: AfterSongMode | null; afterSongGap?: number | null } | undefined,
  context: TestContext<AnyObject>,
): boolean | ReturnType<TestContext['createError']> {
  if (!value) return true;
  const { afterSong, afterSongGap } = value;
  if (afterSongGap !== undefined && afterSongGap !== null && afterSong === undefined)
    return context.createError({ path: 'afterSongGap', message: afterSongMessages.gapWithoutMode });
  if (afterSong === 'bars' && (afterSongGap ?? 0) > AFTER_SONG_GAP_BARS_MAX)
    return context.createError({ path: 'afterSongGap', message: afterSongMessages.gapBars });
  return true;
}
