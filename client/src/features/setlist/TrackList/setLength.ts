import { formatSongLength } from '../../../../../schema/songLength';

const songs = (count: number) => `${count} ${count === 1 ? 'song' : 'songs'}`;

/**
 * A set list's size and playing time: '15 songs · 58:20', and when some songs have no length
 * (they play until stopped) '15 songs · 58:20 + 3 songs without a length'. Without any length
 * it is just the count.
 */
export function setLengthLabel(tracks: ReadonlyArray<{ lengthSeconds?: number | null }>): string {
  const timed = tracks.filter((track) => typeof track.lengthSeconds === 'number');
  if (timed.length === 0) return songs(tracks.length);
  const total = formatSongLength(timed.reduce((sum, track) => sum + (track.lengthSeconds ?? 0), 0));
  const untimed = tracks.length - timed.length;
  return `${songs(tracks.length)} · ${total}${untimed > 0 ? ` + ${songs(untimed)} without a length` : ''}`;
}
