import { Box, Stack, Text, Title } from '@mantine/core';
import type { TrackList_TrackFragment } from '../../graphql/generated';
import { DEFAULT_TIME_SIGNATURE } from '../../../../schema/rhythm';
import { AlbumArt } from '../SongSearch/AlbumArt';
import type { ThemeColors } from '../Visualizer/themes';

/** Props of {@link SongStage}. */
export interface SongStageProps {
  song: TrackList_TrackFragment;
  next: TrackList_TrackFragment | null;
  colors: ThemeColors;
  /** The beat flash: lit on each main beat, following the audio clock. */
  lit: boolean;
  countIn: number | null;
  position: string;
}

/** The current song in large type for the stage: album art, title, artist, tempo (≥ 64 px), meter, notes, the beat flash, and what comes next. */
export function SongStage({ song, next, colors, lit, countIn, position }: SongStageProps) {
  return (
    <Stack gap="md" align="center" ta="center" style={{ color: colors.text }}>
      <Text size="lg" style={{ color: colors.text }}>
        {position}
      </Text>
      <AlbumArt url={song.albumArt ?? null} size={96} />
      <Title order={1} fz={{ base: 40, sm: 64 }} lh={1.1} style={{ color: colors.text }}>
        {song.name}
      </Title>
      <Text fz={{ base: 24, sm: 32 }} style={{ color: colors.text }}>
        {song.artist}
      </Text>
      <Box
        data-testid="beat-flash"
        data-lit={lit}
        aria-hidden
        style={{ width: 120, height: 120, borderRadius: '50%', background: lit ? colors.circleActive : colors.circle, transition: 'background 40ms linear' }}
      >
        {countIn !== null && (
          <Text fz={72} fw={800} lh="120px" style={{ color: colors.text }}>
            {countIn}
          </Text>
        )}
      </Box>
      <Text fz={{ base: 64, sm: 96 }} fw={800} lh={1} data-testid="stage-tempo" style={{ color: colors.text }}>
        {song.bpm} BPM
      </Text>
      {/* The meter, so the band never has to ask: the song's own, or the steady 4/4 of a song without one. */}
      <Text fz={{ base: 24, sm: 32 }} data-testid="stage-meter" style={{ color: colors.text }}>
        {song.rhythm ? `${song.rhythm.timeSignature}${song.rhythm.sections.length ? ` · ${song.rhythm.sections.length} sections` : ''}` : DEFAULT_TIME_SIGNATURE}
      </Text>
      {song.notes && (
        <Text fz={{ base: 24, sm: 32 }} maw={900} style={{ whiteSpace: 'pre-line', color: colors.text }}>
          {song.notes}
        </Text>
      )}
      <Text fz={{ base: 20, sm: 28 }} style={{ color: colors.text }}>
        {next ? `Next: ${next.name}` : 'Last song'}
      </Text>
    </Stack>
  );
}
