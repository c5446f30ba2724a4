/**
 * A song's length as people write it ('4:05', '1:02:30' or plain seconds '245') and back. Shared by
 * the track dialog, the set list and the stage, so a length reads the same everywhere.
 */

/** Whole seconds from 'm:ss', 'h:mm:ss' or seconds; null for an empty text; NaN for anything else (the validator's message then says what is allowed). */
export function parseSongLength(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const parts = /^(?:(\d+):)?(\d{1,3}):([0-5]\d)$/.exec(trimmed);
  if (!parts) return Number.NaN;
  const [, hours = '0', minutes = '0', seconds = '0'] = parts;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** '4:05' for 245 seconds, '1:02:30' from an hour on. */
export function formatSongLength(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
