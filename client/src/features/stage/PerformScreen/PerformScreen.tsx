import { Button, Loader, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { isVisualizerTheme, VISUALIZER_THEMES, type VisualizerTheme } from '../../../components/Visualizer/themes';
import { Link, useSearchParams } from 'react-router';
import { AUTO_ADVANCE_GAP_SECONDS_MAX } from '../../../../../schema/limits';
import { bpmForGenerator } from '../../generator/clickTrackUrl';
import { generatorStateOf, stagePlaybackSettings } from '../../generator/savedSettings';
import { useSavedSettings } from '../../generator/useSavedSettings';
import { StageScreen } from '../StageScreen';
import { stageSongOf } from '../stageSong';
import { stepPlays } from '../stepping';
import { useAutoAdvance } from '../useAutoAdvance';
import { useWakeLock } from '../../../hooks/useWakeLock';
import { useBeatDisplay } from '../../../components/Visualizer/useBeatDisplay';
import { usePlaylistPageQuery } from '../../../graphql/generated';
import { playerStateLabel, useClickTrack } from '../../../hooks/useClickTrack';
import { usePlaylistLive } from '../../../live/usePlaylistLive';
import { useOnline } from '../../../offline/networkStatus';
import { usePlaylistOfflineCopy } from '../../../offline/usePlaylistOfflineCopy';
import { showToast } from '../../../toast';
import '../../../styles/screens/perform';
import { orderedTracks } from '../../../graphql/orderedTracks';

/**
 * /playlist/{id}/perform: the set list on stage, on the whole screen in the user's visualizer theme
 * (see {@link StageScreen}). Stepping from silence only selects the song; while a song plays the
 * step starts the next one with its count-in ('Always play when stepping' makes every step play).
 * The screen stays on; optional auto-advance after a song ends. One player: never two songs at once.
 */
export function PerformScreen({ id }: { id: string }) {
  const [search] = useSearchParams();
  const { data, loading, error } = usePlaylistPageQuery({ variables: { id } });
  // On stage with bad Wi-Fi: the copy saved on this device plays just the same.
  const offline = usePlaylistOfflineCopy(id, data?.playlist, error);
  const playlist = data?.playlist ?? offline.copy?.playlist;
  const { saved, saveSoon } = useSavedSettings();
  const clickTrack = useClickTrack();
  const display = useBeatDisplay(clickTrack.getPlayer, clickTrack.state !== 'idle');
  const [index, setIndex] = useState(0);
  const [autoAdvance, setAutoAdvance] = useState(false);
  const [gapSeconds, setGapSeconds] = useState(5);
  const [alwaysPlay, setAlwaysPlay] = useState(false);
  const startedAt = useRef(search.get('trackId'));
  useWakeLock();
  const { toggle: toggleFullscreen, fullscreen } = useFullscreenDocument();

  const tracks = orderedTracks(playlist?.tracks);
  const song = tracks[index] ?? null;
  // A bandmate's changes arrive live; the song on stage stays on stage when the order changes.
  const online = useOnline();
  usePlaylistLive(id, online && Boolean(data?.playlist), () => undefined);
  const onStage = useRef<string | null>(null);
  const order = tracks.map((track) => track.id).join(',');
  useEffect(() => {
    const moved = onStage.current ? tracks.findIndex((track) => track.id === onStage.current) : -1;
    if (moved >= 0 && moved !== index) setIndex(moved);
    else onStage.current = tracks[index]?.id ?? null;
    // Only a change of the list moves the index; the performer's own moves are recorded below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order]);
  useEffect(() => {
    onStage.current = tracks[index]?.id ?? null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);
  const savedTheme = saved ? generatorStateOf(saved).theme : 'Standard';
  // Changed on stage for a dark club or a sunny festival; kept with the user's settings too.
  const [chosenTheme, setChosenTheme] = useState<VisualizerTheme | null>(null);
  const theme = chosenTheme ?? savedTheme;
  const chooseTheme = (next: string) => {
    if (!isVisualizerTheme(next)) return;
    setChosenTheme(next);
    if (saved) saveSoon({ ...generatorStateOf(saved), theme: next });
  };

  useEffect(() => {
    const wanted = startedAt.current;
    if (!wanted || tracks.length === 0) return;
    startedAt.current = null;
    const found = tracks.findIndex((track) => track.id === wanted);
    if (found >= 0) setIndex(found);
  }, [tracks]);

  const playSong = (at: number) => {
    const target = tracks[at];
    if (!target) return;
    clickTrack.play(stagePlaybackSettings(bpmForGenerator(target.bpm), target, saved), target.id).catch(() => {
      showToast({ color: 'red', title: 'Playback failed', message: 'The click track could not be played.' });
    });
  };
  const autoAdvancing = useAutoAdvance(
    clickTrack.active,
    autoAdvance,
    gapSeconds,
    tracks[index + 1] ? () => goTo(index + 1, true) : null,
  );

  const goTo = (at: number, play: boolean) => {
    if (at >= tracks.length) return showToast({ title: 'End of set list', message: 'That was the last song.' });
    if (at < 0) return showToast({ title: 'Start of set list', message: 'This is the first song.' });
    autoAdvancing.userStopped();
    clickTrack.stop();
    setIndex(at);
    if (play) playSong(at);
  };

  const toggle = () => {
    if (!clickTrack.active) return playSong(index);
    autoAdvancing.userStopped();
    clickTrack.stop();
  };

  const step = (delta: number) => goTo(index + delta, stepPlays(clickTrack.active, alwaysPlay));
  const commands = { toggle, next: () => step(1), previous: () => step(-1) };

  if (!song) {
    return (
      <Stack p="xl" align="center">
        {loading || offline.lookingUp ? (
          <Loader aria-label="Loading set list" />
        ) : (
          <Text>This set list has no songs to perform.</Text>
        )}
        <Button component={Link} to={`/playlist/${id}`} variant="default">
          Back to playlist
        </Button>
      </Stack>
    );
  }

  const next = tracks[index + 1];
  // Set breaks are not steps; the band sees one coming: 'Next: Set 2 · Closer'.
  const breakBefore = next
    ? (playlist?.breaks ?? [])
        .filter((setBreak) => setBreak.position > song.position && setBreak.position < next.position)
        .at(-1)?.name
    : undefined;
  return (
    <StageScreen
      song={stageSongOf(song)}
      next={next ? { ...stageSongOf(next), breakBefore } : null}
      position={`${playlist?.name ?? ''} · Song ${index + 1} of ${tracks.length}`}
      theme={theme}
      beat={{ lit: display.litCircle, countIn: display.countIn }}
      playing={clickTrack.active}
      status={playerStateLabel(clickTrack.state)}
      commands={commands}
      backTo={`/playlist/${id}`}
      settings={
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="stage-theme-label">
              Stage theme
            </Text>
            <SegmentedControl
              aria-labelledby="stage-theme-label"
              data={[...VISUALIZER_THEMES]}
              value={theme}
              onChange={chooseTheme}
            />
          </Stack>
          <Switch
            label="Always play when stepping"
            checked={alwaysPlay}
            onChange={(event) => setAlwaysPlay(event.currentTarget.checked)}
          />
          <Switch
            label="Auto-advance"
            checked={autoAdvance}
            onChange={(event) => setAutoAdvance(event.currentTarget.checked)}
          />
          <NumberInput
            aria-label="Gap between songs (seconds)"
            w={90}
            min={0}
            max={AUTO_ADVANCE_GAP_SECONDS_MAX}
            clampBehavior="strict"
            allowDecimal={false}
            suffix=" s"
            value={gapSeconds}
            onChange={(value) => setGapSeconds(typeof value === 'number' ? value : 0)}
            disabled={!autoAdvance}
          />
          <Button
            variant="default"
            aria-pressed={fullscreen}
            onClick={() => void toggleFullscreen().catch(() => undefined)}
          >
            Full screen
          </Button>
        </>
      }
    />
  );
}
