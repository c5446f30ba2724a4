import { Button, Group, NumberInput, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BPM_MAX, BPM_MIN } from '../../../../schema/limits';

/** A song the leader may start. */
export interface RehearsalSong {
  id: string;
  name: string;
  bpm: number;
}

/** Props of {@link LeaderControls}. */
export interface LeaderControlsProps {
  songs: readonly RehearsalSong[];
  /** The song the leader will play (the stage's Next and Previous move it too). */
  selectedId: string | null;
  onSelect(trackId: string): void;
  busy: boolean;
  onStart(trackId: string, bpm: number): void;
}

/**
 * The leader's song picker and tempo, in the stage's settings: picking a song selects it for the
 * stage's Play; 'Play at N BPM' starts it (or, while it plays, changes its tempo) from its count-in on
 * every device.
 */
export function LeaderControls({ songs, selectedId, onSelect, busy, onStart }: LeaderControlsProps) {
  const chosen = songs.find((song) => song.id === selectedId) ?? songs[0] ?? null;
  // The tempo field starts from each newly selected song's own tempo.
  const [tempo, setTempo] = useState<{ songId: string | null; bpm: number }>({
    songId: chosen?.id ?? null,
    bpm: chosen?.bpm ?? 120,
  });
  const bpm = tempo.songId === (chosen?.id ?? null) ? tempo.bpm : (chosen?.bpm ?? 120);
  const choices = useMemo(
    () => songs.map((song, index) => ({ value: song.id, label: `${index + 1}. ${song.name} (${song.bpm} BPM)` })),
    [songs],
  );

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Song"
        data={choices}
        value={chosen?.id ?? null}
        onChange={(id) => id && onSelect(id)}
        allowDeselect={false}
        miw={240}
      />
      <NumberInput
        label="BPM"
        min={BPM_MIN}
        max={BPM_MAX}
        allowDecimal={false}
        clampBehavior="blur"
        value={bpm}
        onChange={(value) => setTempo({ songId: chosen?.id ?? null, bpm: typeof value === 'number' ? value : bpm })}
        w={110}
      />
      <Button onClick={() => chosen && onStart(chosen.id, bpm)} disabled={!chosen} loading={busy}>
        {`Play at ${bpm} BPM`}
      </Button>
    </Group>
  );
}
