import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StageScreen } from '../StageScreen';
import { stageSongOf } from '../stageSong';
import { playerStateLabel } from '../../../hooks/useClickTrack';
import { DelayedLoader } from '../../../components/DelayedLoader/DelayedLoader';
import { useRevealedInSlices } from '../../../hooks/useRevealedInSlices';
import { PerformSettings } from './PerformSettings';
import { usePerformScreen } from './usePerformScreen';
import { usePedals } from '../pedals/usePedals';
import '../../../styles/screens/perform';

/**
 * /playlist/{id}/perform: the set list on stage, on the whole screen in the user's visualizer theme
 * (see {@link StageScreen}). Stepping from silence only selects the song; while a song plays the
 * step starts the next one with its count-in ('Always play when stepping' makes every step play).
 * The screen stays on; optional auto-advance after a song ends. One player: never two songs at once.
 * The data and commands are {@link usePerformScreen}'s.
 */
export function PerformScreen({ id }: { id: string }) {
  const screen = usePerformScreen(id);
  const pedals = usePedals(screen.commands);
  const { next, tracks, clickTrack } = screen;
  // The stage's first song is rendered in slices (useRevealedInSlices); its loader stays until then.
  const revealed = useRevealedInSlices(Boolean(screen.song));
  const song = revealed ? screen.song : null;

  if (!song) {
    return (
      <Stack p="xl" align="center">
        {screen.lookingUp || screen.song ? (
          <DelayedLoader aria-label="Loading set list" />
        ) : (
          <Text>This set list has no songs to perform.</Text>
        )}
        <Button component={Link} to={`/playlist/${id}`} variant="default">
          Back to playlist
        </Button>
      </Stack>
    );
  }

  return (
    <StageScreen
      song={{
        ...stageSongOf(song),
        startsAt: screen.startsAt,
        ...(screen.tappedBpm !== null && { bpm: screen.tappedBpm, tempoTapped: true }),
      }}
      next={next ? { ...stageSongOf(next.song), breakBefore: next.breakBefore } : null}
      position={`${screen.playlist?.name ?? ''} · Song ${screen.index + 1} of ${tracks.length}`}
      theme={screen.settings.theme}
      beat={screen.beat}
      playing={clickTrack.active}
      status={playerStateLabel(clickTrack.state)}
      commands={screen.commands}
      backTo={`/playlist/${id}`}
      settings={<PerformSettings settings={screen.settings} getPlayer={screen.clickTrack.getPlayer} pedals={pedals} />}
    />
  );
}
