import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bpmForGenerator, parseClickTrackParams } from '../clickTrackUrl';
import type { ClickTrackSettings } from '../../../audio/types';
import { downloadClickTrackWav } from '../downloadWav';
import { GeneratorControls } from '../GeneratorControls';
import { generatorReducer, INITIAL_GENERATOR, linkLoads, playingSettings } from '../generatorModel';
import { generatorStateOf, withTrackPlayback } from '../savedSettings';
import { lastingUntilStopped, useUntilStopped } from '../untilStopped';
import { hasOwnPlayback } from '../trackPlayback';
import { SetListBar } from '../SetListBar';
import { TransportBar } from '../TransportBar';
import { useSavedSettings } from '../useSavedSettings';
import { useSetListPlayback, type LoadSetListTrack } from '../useSetListPlayback';
import { isPlaybackSpace } from '../spaceKey';
import { Visualizer } from '../../../components/Visualizer/Visualizer';
import type { TrackList_TrackFragment } from '../../../graphql/generated';
import { playerStateLabel, useClickTrack } from '../../../hooks/useClickTrack';
import { showToast } from '../../../toast';
import '../../../styles/screens/home';

/** How long after loading a track from the URL autoplay starts (SPEC.md). */
export const AUTOPLAY_DELAY_MS = 500;

/**
 * / for signed-in users (SPEC.md): the click-track generator and, as a toggled mode, the
 * visualizer. The query string (track, bpm, visualizer, autoplay; a generator link's meter,
 * grouping, accents, sub, swing, unit, countInBars) loads a track or pattern once and is then removed. One player serves both views; leaving the page stops it. The settings and the theme
 * are kept on the server as the user leaves them (useSavedSettings). What the generator holds and
 * how each event changes it is `generatorModel.ts`; this page wires it to the player, the URL and the server.
 */
export function GeneratorScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { state, active, play, stop, getPlayer } = useClickTrack();
  const [model, dispatch] = useReducer(generatorReducer, INITIAL_GENERATOR);
  const { settings, songPlayback, trackName, theme, visualizerOpen, notices } = model;
  const playing = playingSettings(model);
  // What plays now, for the autoplay timer and the Space key, which fire after this render.
  const settingsRef = useRef(playing);
  settingsRef.current = playing;
  const { saved, saveSoon } = useSavedSettings();

  useEffect(() => {
    if (saved) dispatch({ type: 'savedSettingsArrived', saved: generatorStateOf(saved) });
  }, [saved]);

  const saving = model.savedSettings === 'applied';
  useEffect(() => {
    if (saving) saveSoon({ settings, theme });
  }, [saving, settings, theme, saveSoon]);

  useEffect(() => {
    if (notices.length === 0) return;
    notices.forEach((notice) => showToast(notice));
    dispatch({ type: 'noticesShown' });
  }, [notices]);

  const [untilStopped, setUntilStopped] = useUntilStopped();
  const untilStoppedRef = useRef(untilStopped);
  untilStoppedRef.current = untilStopped;
  const start = useCallback(
    (toPlay: ClickTrackSettings) => {
      play(untilStoppedRef.current ? lastingUntilStopped(toPlay) : toPlay).catch(() => {
        showToast({ color: 'red', title: 'Playback failed', message: 'The click track could not be played.' });
      });
    },
    [play],
  );

  const togglePlay = useCallback(() => {
    if (active) stop();
    else start(settingsRef.current);
  }, [active, start, stop]);

  const loadTrack = (track: TrackList_TrackFragment) => {
    stop();
    dispatch({ type: 'songLoaded', song: track });
  };

  const loadFromSetList: LoadSetListTrack = (track, { play: playNow, fromUrl }) => {
    const next = withTrackPlayback({ ...settings, bpm: bpmForGenerator(track.bpm) }, track);
    // Never two songs audible: the one playing stops before the next starts with its count-in.
    loadTrack(track);
    if (fromUrl) showToast({ title: 'Track loaded', message: `${track.name} (${next.bpm} BPM)` });
    if (playNow && fromUrl) dispatch({ type: 'autoplayRequested' });
    else if (playNow) start(next);
  };
  const setListPlayback = useSetListPlayback(loadFromSetList);
  const { openFromUrl } = setListPlayback;

  useEffect(() => {
    if (!location.search) return;
    const params = parseClickTrackParams(location.search);
    dispatch({ type: 'linkOpened', params });
    if (params.setList) openFromUrl(params.setList, params.autoplay);
    if (linkLoads(params)) void navigate('/', { replace: true });
  }, [location.search, navigate, openFromUrl]);

  const { request: autoplayRequest, announce } = model.autoplay;
  useEffect(() => {
    if (autoplayRequest === 0) return undefined;
    const timer = setTimeout(() => {
      start(settingsRef.current);
      if (announce) showToast({ title: 'Auto-playing track', message: `Playing at ${settingsRef.current.bpm} BPM` });
    }, AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoplayRequest, announce, start]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPlaybackSpace(event)) return;
      event.preventDefault();
      togglePlay();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [togglePlay]);

  const download = () => {
    try {
      downloadClickTrackWav(playing);
    } catch {
      showToast({ color: 'red', title: 'Download failed', message: 'The WAV file could not be created.' });
    }
  };

  const changeSettings = (next: ClickTrackSettings) => dispatch({ type: 'settingsChanged', next });

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Click Track Generator</Title>
            {trackName && (
              <Text c="dimmed" data-testid="loaded-track">
                {`Track: ${trackName}`}
              </Text>
            )}
          </div>
          <Badge
            size="lg"
            variant="light"
            color={state === 'idle' ? 'gray' : 'green'}
            role="status"
            aria-live="polite"
            aria-label="Player status"
          >
            {playerStateLabel(state)}
          </Badge>
        </Group>

        {visualizerOpen ? (
          <Visualizer
            state={state}
            active={active}
            getPlayer={getPlayer}
            bpm={playing.bpm}
            trackName={trackName}
            theme={theme}
            onThemeChange={(next) => dispatch({ type: 'themeChanged', theme: next })}
            onTogglePlay={() => {
              if (!active) showToast({ title: 'Playing click track', message: `${playing.bpm} BPM` });
              togglePlay();
            }}
            onLoadTrack={(track, playlistId) => {
              loadTrack(track);
              setListPlayback.follow(track, playlistId);
            }}
            onNext={setListPlayback.next}
            setList={setListPlayback.position}
            rhythm={playing.rhythm ?? null}
            onClose={() => dispatch({ type: 'visualizerClosed' })}
          />
        ) : (
          <>
            {setListPlayback.position && (
              <SetListBar
                setList={setListPlayback.setList}
                onPrevious={setListPlayback.previous}
                onNext={setListPlayback.next}
              />
            )}
            {songPlayback && hasOwnPlayback(songPlayback) && (
              <Text size="sm" c="dimmed" data-testid="song-playback">
                {songPlayback.rhythm
                  ? `This song plays with its own rhythm (${songPlayback.rhythm.timeSignature}), count-in and sounds.`
                  : 'This song plays with its own count-in and sounds.'}
              </Text>
            )}
            <GeneratorControls
              settings={playing}
              onChange={changeSettings}
              onDownload={download}
              onOpenVisualizer={() => dispatch({ type: 'visualizerOpened' })}
              untilStopped={untilStopped}
              onUntilStoppedChange={setUntilStopped}
              revealNewRhythm={model.fromLink.rhythm}
            />
            <TransportBar
              state={state}
              active={active}
              onTogglePlay={togglePlay}
              bpm={playing.bpm}
              onBpmChange={(bpm) => dispatch({ type: 'tempoChanged', bpm })}
              getPlayer={getPlayer}
              rhythm={playing.rhythm ?? null}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
