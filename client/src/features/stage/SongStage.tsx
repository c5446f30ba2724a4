import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StageSong } from './stageSong';

/** Props of {@link SongStage}. */
export interface SongStageProps {
  song: StageSong;
  next: StageSong | null;
  /** Where the song is, e.g. 'Friday gig · Song 2 of 9'. */
  position: string;
  /** The player's state, beside the position. */
  status?: ReactNode;
}

/** The current song in large type: title, artist, tempo (≥ 64 px), meter and key, notes, and what comes next. */
export function SongStage({ song, next, position, status }: SongStageProps) {
  return (
    <div className="stage-song">
      <div className="stage-position">
        <Text size="md">{position}</Text>
        {status}
      </div>
      <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.1}>
        {song.name}
      </Title>
      {song.artist && <Text fz={{ base: 20, sm: 26 }}>{song.artist}</Text>}
      <Text fz={{ base: 72, sm: 120 }} fw={800} lh={1} data-testid="stage-tempo">
        {song.bpm} BPM
        {/* Smaller than the tempo (see StageScreen.css). */}
        {song.tempoTapped && <span className="stage-tempo-note"> (tapped)</span>}
      </Text>
      <Text fz={{ base: 24, sm: 32 }} lh={1.2}>
        {/* The meter, so the band never has to ask. */}
        <span data-testid="stage-meter">{song.meter}</span>
        {song.musicalKey && <span data-testid="stage-key"> · Key {song.musicalKey}</span>}
      </Text>
      {song.startsAt && (
        <Text fz={{ base: 20, sm: 28 }} fw={600} data-testid="stage-start">
          Starts at {song.startsAt}
        </Text>
      )}
      {song.notes && (
        <Text fz={{ base: 20, sm: 28 }} maw={900} className="stage-notes">
          {song.notes}
        </Text>
      )}
      <Text fz={{ base: 20, sm: 28 }} fw={600}>
        {next ? `Next: ${next.breakBefore ? `${next.breakBefore} · ` : ''}${next.name}` : 'Last song'}
      </Text>
    </div>
  );
}
