import { Badge, Box, Button, Group, Loader, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AUTO_ADVANCE_GAP_SECONDS_MAX } from '../../../schema/limits';
import { bpmForGenerator } from '../audio/clickTrackUrl';
import { generatorStateOf, stagePlaybackSettings } from '../components/Generator/savedSettings';
import { useSavedSettings } from '../components/Generator/useSavedSettings';
import { performanceCommandOf } from '../components/Perform/performanceKeys';
import { SongStage } from '../components/Perform/SongStage';
import { useAutoAdvance } from '../components/Perform/useAutoAdvance';
import { useWakeLock } from '../components/Perform/useWakeLock';
import { useBeatDisplay } from '../components/Visualizer/useBeatDisplay';
import { THEME_COLORS } from '../components/Visualizer/themes';
import { usePlaylistPageQuery } from '../graphql/generated';
import { playerStateLabel, useClickTrack } from '../hooks/useClickTrack';
import { usePlaylistLive } from '../live/usePlaylistLive';
import { useOnline } from '../offline/networkStatus';
import { usePlaylistOfflineCopy } from '../offline/usePlaylistOfflineCopy';
import { showToast } from '../toast';
import '../styles/screens/perform';

/**
 * /playlist/{id}/perform (issue 22 §2): the set list on stage. The current song in large type in
 * the user's visualizer theme, the next song, the beat flash; Space plays or stops, → / PageDown
 * starts the next song with its count-in, ← / PageUp goes back (page-turner pedals send these);
 * the screen stays on; optional auto-advance after a song ends. One player: never two songs at once.
 */
export function PerformPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { data, loading, error } = usePlaylistPageQuery({ variables: { id } });
  // On stage with bad Wi-Fi: the copy saved on this device plays just the same.
  const offline = usePlaylistOfflineCopy(id, data?.playlist, error);
  const playlist = data?.playlist ?? offline.copy?.playlist;
  const { saved } = useSavedSettings();
  const clickTrack = useClickTrack();
  const display = useBeatDisplay(clickTrack.getPlayer, clickTrack.state !== 'idle');
  const [index, setIndex] = useState(0);
  const [autoAdvance, setAutoAdvance] = useState(false);
  const [gapSeconds, setGapSeconds] = useState(5);
  const startedAt = useRef(search.get('trackId'));
  useWakeLock();

  const tracks = [...(playlist?.tracks ?? [])].sort((a, b) => a.position - b.position);
  const song = tracks[index] ?? null;
  // A bandmate's changes arrive live (issue 24 §2); the song on stage stays on stage when the order changes.
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
  const theme = saved ? generatorStateOf(saved).theme : 'Standard';
  const colors = THEME_COLORS[theme];

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
  const autoAdvancing = useAutoAdvance(clickTrack.active, autoAdvance, gapSeconds, tracks[index + 1] ? () => goTo(index + 1, true) : null);

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

  const commands = { toggle, next: () => goTo(index + 1, true), previous: () => goTo(index - 1, clickTrack.active) };
  const commandsRef = useRef(commands);
  commandsRef.current = commands;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = performanceCommandOf(event);
      if (!command) return;
      event.preventDefault();
      commandsRef.current[command]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!song) {
    return (
      <Stack p="xl" align="center">
        {loading || offline.lookingUp ? <Loader aria-label="Loading set list" /> : <Text>This set list has no songs to perform.</Text>}
        <Button component={Link} to={`/playlist/${id}`} variant="default">
          Back to playlist
        </Button>
      </Stack>
    );
  }

  return (
    <Box data-testid="perform-stage" data-stage-theme={theme} style={{ background: colors.background, minHeight: '100vh' }} p="md">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <Group gap="xs">
          <Button component={Link} to={`/playlist/${id}`} variant="default">
            Back to playlist
          </Button>
          <Button variant="default" onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}>
            Full screen
          </Button>
        </Group>
        <Group gap="sm">
          <Switch label={<Text style={{ color: colors.text }}>Auto-advance</Text>} checked={autoAdvance} onChange={(event) => setAutoAdvance(event.currentTarget.checked)} />
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
          <Badge size="lg" variant="filled" color={clickTrack.state === 'idle' ? 'gray' : 'green'} role="status" aria-live="polite" aria-label="Player status">
            {playerStateLabel(clickTrack.state)}
          </Badge>
        </Group>
      </Group>
      <SongStage
        song={song}
        next={tracks[index + 1] ?? null}
        colors={colors}
        lit={display.litCircle !== null}
        countIn={display.countIn}
        position={`${playlist?.name ?? ''} · Song ${index + 1} of ${tracks.length}`}
      />
      <Group justify="center" mt="xl" gap="md">
        <Button size="lg" variant="default" onClick={commands.previous}>
          Previous
        </Button>
        <Button size="lg" color={clickTrack.active ? 'red' : undefined} aria-pressed={clickTrack.active} onClick={toggle} miw={140}>
          {clickTrack.active ? 'Stop' : 'Play'}
        </Button>
        <Button size="lg" variant="default" onClick={commands.next}>
          Next
        </Button>
      </Group>
      <Text ta="center" size="sm" mt="md" style={{ color: colors.text }}>
        Space: play / stop · → or Page Down: next song · ← or Page Up: previous
      </Text>
    </Box>
  );
}
