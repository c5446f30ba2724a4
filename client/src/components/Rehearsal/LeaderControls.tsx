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
  /** The song the room plays or played last. */
  currentTrackId: string | null;
  playing: boolean;
  busy: boolean;
  onStart(trackId: string, bpm: number): void;
  onStop(): void;
}

/**
 * The leader's Play, Next, Stop and tempo: Play (or 'Play at N BPM' while a song plays, a tempo
 * change) starts the chosen song from its count-in on every device; Next starts the song after the
 * current one at its own tempo.
 */
export function LeaderControls({ songs, currentTrackId, playing, busy, onStart, onStop }: LeaderControlsProps) {
  const [chosenId, setChosenId] = useState<string | null>(currentTrackId ?? songs[0]?.id ?? null);
  const chosen = songs.find((song) => song.id === chosenId) ?? songs[0] ?? null;
  const [bpm, setBpm] = useState<number>(chosen?.bpm ?? 120);
  const choices = useMemo(() => songs.map((song, index) => ({ value: song.id, label: `${index + 1}. ${song.name} (${song.bpm} BPM)` })), [songs]);
  const currentIndex = songs.findIndex((song) => song.id === currentTrackId);
  const next = songs[currentIndex + 1] ?? null;

  const choose = (id: string | null) => {
    const song = songs.find((each) => each.id === id);
    if (!song) return;
    setChosenId(song.id);
    setBpm(song.bpm);
  };
  const tempoChange = playing && chosen?.id === currentTrackId;

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select label="Song" data={choices} value={chosen?.id ?? null} onChange={choose} allowDeselect={false} miw={240} />
      <NumberInput label="BPM" min={BPM_MIN} max={BPM_MAX} allowDecimal={false} clampBehavior="blur" value={bpm} onChange={(value) => setBpm(typeof value === 'number' ? value : bpm)} w={110} />
      <Button onClick={() => chosen && onStart(chosen.id, bpm)} disabled={!chosen} loading={busy}>
        {tempoChange ? `Play at ${bpm} BPM` : 'Play'}
      </Button>
      <Button
        variant="default"
        disabled={!next || busy}
        onClick={() => {
          if (!next) return;
          choose(next.id);
          onStart(next.id, next.bpm);
        }}
      >
        Next
      </Button>
      <Button variant="default" color="red" disabled={!playing || busy} onClick={onStop}>
        Stop
      </Button>
    </Group>
  );
}
