import { Group, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  AFTER_SONG_DEFAULT,
  AFTER_SONG_GAP_BARS_MAX,
  AFTER_SONG_GAP_SECONDS_MAX,
  type AfterSongMode,
} from '../../../../../schema/limits';

/** The form's view of what follows a song: the mode and the gap as typed. */
export interface AfterSongValues {
  afterSong: string;
  afterSongGap: string;
}

const AFTER_SONG_OPTIONS: Array<{ value: AfterSongMode; label: string }> = [
  { value: 'stop', label: 'Stop' },
  { value: 'bars', label: 'Next after … bars' },
  { value: 'seconds', label: 'Next after … seconds' },
];

/** A track's stored 'after the song' as the form's values. */
export function afterSongValuesOf(track: { afterSong?: string | null; afterSongGap?: number | null }): AfterSongValues {
  return { afterSong: track.afterSong ?? AFTER_SONG_DEFAULT, afterSongGap: String(track.afterSongGap ?? 0) };
}

/**
 * The form's values as `updateTrack`'s input (a gap typed as text stays text, for the schema's
 * message); nothing when they say what `stored` already holds, so an edit of other fields leaves it.
 */
export function afterSongInputOf(
  values: AfterSongValues,
  stored?: { afterSong?: string | null; afterSongGap?: number | null },
): { afterSong?: AfterSongMode; afterSongGap?: number } {
  const gap = values.afterSongGap.trim();
  const afterSong = values.afterSong as AfterSongMode;
  const afterSongGap = /^-?\d+$/.test(gap) ? Number(gap) : gap === '' ? 0 : (gap as unknown as number);
  if (stored) {
    const before = afterSongValuesOf(stored);
    const same =
      before.afterSong === afterSong && (afterSong === 'stop' || Number(before.afterSongGap) === afterSongGap);
    if (same) return {};
  }
  return afterSong === 'stop' ? { afterSong } : { afterSong, afterSongGap };
}

/**
 * 'After the song': Stop, or go on to the next song after a gap in bars (of this song) or
 * seconds. The gap's box shows only when the song goes on.
 */
export function AfterSongFields<Values extends AfterSongValues>({ form }: { form: UseFormReturnType<Values> }) {
  const mode = form.getValues().afterSong;
  const max = mode === 'bars' ? AFTER_SONG_GAP_BARS_MAX : AFTER_SONG_GAP_SECONDS_MAX;
  return (
    <Group align="flex-start" grow preventGrowOverflow={false}>
      <Select
        label="After the song"
        data={AFTER_SONG_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('afterSong')}
      />
      {mode !== 'stop' && (
        <TextInput
          label={mode === 'bars' ? 'Gap in bars' : 'Gap in seconds'}
          description={`0 to ${max}${mode === 'bars' ? ', in this song’s bars' : ''}`}
          inputMode="numeric"
          {...form.getInputProps('afterSongGap')}
        />
      )}
    </Group>
  );
}
