import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bpmForGenerator, parseClickTrackParams } from '../features/generator/clickTrackUrl';
import type { ClickTrackSettings } from '../audio/types';
import type { Rhythm } from '../../../schema/rhythm';
import { downloadClickTrackWav } from '../features/generator/downloadWav';
import { GeneratorControls } from '../features/generator/GeneratorControls';
import { generatorStateOf, withTrackPlayback, type TrackPlayback } from '../features/generator/savedSettings';
import { DEFAULT_SETTINGS } from '../features/generator/settings';
import { lastingUntilStopped, useUntilStopped } from '../features/generator/untilStopped';
import { changedSettings, hasOwnPlayback, withoutOwnPlayback } from '../features/generator/trackPlayback';
import { SetListBar } from '../features/generator/SetListBar';
import { TransportBar } from '../features/generator/TransportBar';
import { useSavedSettings } from '../features/generator/useSavedSettings';
import { useSetListPlayback, type LoadSetListTrack } from '../features/generator/useSetListPlayback';
import { isPlaybackSpace } from '../features/generator/spaceKey';
import type { VisualizerTheme } from '../components/Visualizer/themes';
import { Visualizer } from '../components/Visualizer/Visualizer';
import type { TrackList_TrackFragment } from '../graphql/generated';
import { playerStateLabel, useClickTrack } from '../hooks/useClickTrack';
import { showToast } from '../toast';
import '../styles/screens/home';

/** How long after loading a track from the URL autoplay starts (SPEC.md §9). */
export const AUTOPLAY_DELAY_MS = 500;

/** The settings' rhythm fields, only where set (a generator that never had a rhythm keeps its settings' shape). */
function rhythmSettingsOf(settings: ClickTrackSettings): Pick<ClickTrackSettings, 'rhythm' | 'countInBars'> {
  return settings.rhythm ? { rhythm: settings.rhythm, countInBars: settings.countInBars ?? null } : {};
}

/** What a generator link loaded, e.g. '120 BPM · 7/8 (2+2+3) · triplets'. */
function linkSummary(bpm: number | null, rhythm: Rhythm | null): string {
  const parts = bpm === null ? [] : [`${bpm} BPM`];
  if (rhythm) {
    parts.push(rhythm.grouping.some((group) => group > 1) ? `${rhythm.timeSignature} (${rhythm.grouping.join('+')})` : rhythm.timeSignature);
    if (rhythm.subdivision !== 'none') parts.push(rhythm.swingPercent > 50 ? `${rhythm.subdivision}, swing ${rhythm.swingPercent}%` : rhythm.subdivision);
  }
  return parts.join(' · ');
}

/**
 * / for signed-in users (SPEC.md §2): the click-track generator and, as a toggled mode, the
 * visualizer. The query string (track, bpm, visualizer, autoplay; a generator link's meter,
 * grouping, accents, sub, swing, unit, countInBars) loads a track or pattern once and is then removed. One player serves both views; leaving the page stops it. The settings and the theme
 * are kept on the server as the user leaves them (useSavedSettings).
 */
export function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { state, active, play, stop, getPlayer } = useClickTrack();
  // The user's own settings (saved on the server); a set-list song may play with its own count-in and sounds over them.
  const [settings, setSettings] = useState<ClickTrackSettings>(DEFAULT_SETTINGS);
  const [songPlayback, setSongPlayback] = useState<TrackPlayback | null>(null);
  const playing = songPlayback ? withTrackPlayback(settings, songPlayback) : settings;
  const [trackName, setTrackName] = useState<string | null>(null);
  const [visualizerOpen, setVisualizerOpen] = useState(false);
  const [theme, setTheme] = useState<VisualizerTheme>('Standard');
  // Bumped by an autoplay URL; the delay lives in its own effect so removing the query string does not cancel it.
  const [autoplayRequest, setAutoplayRequest] = useState(0);
  const settingsRef = useRef(playing);
  settingsRef.current = playing;
  // The settings the user left the generator with: applied once when they arrive,
  // unless the user changed something first; a tempo loaded from the URL stays.
  const { saved, saveSoon } = useSavedSettings();
  const savedApplied = useRef(false);
  const touched = useRef(false);
  const tempoFromUrl = useRef(false);
  const rhythmFromUrl = useRef(false);
  // Whether a link's ignored parameters are on screen (no later toast of that link replaces them).
  const linkWarned = useRef(false);

  useEffect(() => {
    if (!saved || savedApplied.current) return;
    savedApplied.current = true;
    if (touched.current) return;
    const state = generatorStateOf(saved);
    // A tempo or rhythm a link brought stays (and is then saved like any change).
    setSettings((current) => ({ ...state.settings, bpm: tempoFromUrl.current ? current.bpm : state.settings.bpm, ...(rhythmFromUrl.current ? rhythmSettingsOf(current) : {}) }));
    setTheme(state.theme);
  }, [saved]);

  useEffect(() => {
    if (savedApplied.current) saveSoon({ settings, theme });
  }, [settings, theme, saveSoon]);

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

  const loadFromSetList: LoadSetListTrack = (track, { play: playNow, fromUrl }) => {
    const bpm = bpmForGenerator(track.bpm);
    const next = withTrackPlayback({ ...settings, bpm }, track);
    // Never two songs audible: the one playing stops before the next starts with its count-in.
    stop();
    setSettings((current) => ({ ...current, bpm }));
    setSongPlayback(track);
    setTrackName(track.name);
    if (fromUrl) showToast({ title: 'Track loaded', message: `${track.name} (${next.bpm} BPM)` });
    if (playNow && fromUrl) setAutoplayRequest((count) => count + 1);
    else if (playNow) start(next);
  };
  const setListPlayback = useSetListPlayback(loadFromSetList);
  const { openFromUrl } = setListPlayback;

  useEffect(() => {
    if (!location.search) return;
    const params = parseClickTrackParams(location.search);
    if (params.visualizer) setVisualizerOpen(true);
    const { rhythm, countInBars } = params;
    // A generator link's pattern, saved with the settings like the controls' rhythm.
    if (rhythm) {
      rhythmFromUrl.current = true;
      setSettings((current) => ({ ...current, rhythm, countInBars }));
    }
    // One toast shows at a time: what the link got wrong is shown last, so it is the one the user reads.
    const warnIgnored = () => {
      if (params.ignored.length === 0) return;
      linkWarned.current = true;
      showToast({ color: 'yellow', title: 'Link parameter ignored', message: params.ignored.join('\n'), style: { whiteSpace: 'pre-line' } });
    };
    if (params.setList) {
      tempoFromUrl.current = true;
      openFromUrl(params.setList, params.autoplay);
      warnIgnored();
      void navigate('/', { replace: true });
      return;
    }
    if (!params.track) {
      warnIgnored();
      if (params.bpm === null && !rhythm) return;
      const bpm = params.bpm === null ? null : bpmForGenerator(params.bpm);
      if (bpm !== null) {
        tempoFromUrl.current = true;
        setSettings((current) => ({ ...current, bpm }));
      }
      if (!linkWarned.current) showToast({ title: 'Click track loaded', message: linkSummary(bpm, rhythm) });
      if (params.autoplay) setAutoplayRequest((count) => count + 1);
      void navigate('/', { replace: true });
      return;
    }
    const bpm = bpmForGenerator(params.track.bpm);
    tempoFromUrl.current = true;
    setSettings((current) => ({ ...current, bpm }));
    setSongPlayback(null);
    setTrackName(params.track.name);
    showToast({ title: 'Track loaded', message: `${params.track.name} (${bpm} BPM)` });
    warnIgnored();
    if (params.autoplay) setAutoplayRequest((count) => count + 1);
    void navigate('/', { replace: true });
  }, [location.search, navigate, openFromUrl]);

  useEffect(() => {
    if (autoplayRequest === 0) return undefined;
    const timer = setTimeout(() => {
      start(settingsRef.current);
      // A link's ignored parameters stay on screen (the player status says it plays).
      if (!linkWarned.current) showToast({ title: 'Auto-playing track', message: `Playing at ${settingsRef.current.bpm} BPM` });
    }, AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoplayRequest, start]);

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

  const loadTrack = (track: TrackList_TrackFragment) => {
    stop();
    setSettings((current) => ({ ...current, bpm: bpmForGenerator(track.bpm) }));
    setSongPlayback(track);
    setTrackName(track.name);
  };

  // A control the user moves is theirs (and saved); on a field the song sets, the user's choice now wins.
  const changeSettings = (next: ClickTrackSettings) => {
    touched.current = true;
    if (next.bpm !== playing.bpm) setTrackName(null);
    const changed = changedSettings(playing, next);
    setSettings((current) => ({ ...current, ...changed }));
    setSongPlayback((own) => own && withoutOwnPlayback(own, changed));
  };

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
          <Badge size="lg" variant="light" color={state === 'idle' ? 'gray' : 'green'} role="status" aria-live="polite" aria-label="Player status">
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
            onThemeChange={(next) => {
              touched.current = true;
              setTheme(next);
            }}
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
            onClose={() => setVisualizerOpen(false)}
          />
        ) : (
          <>
            {setListPlayback.position && <SetListBar setList={setListPlayback.setList} onPrevious={setListPlayback.previous} onNext={setListPlayback.next} />}
            {songPlayback && hasOwnPlayback(songPlayback) && (
              <Text size="sm" c="dimmed" data-testid="song-playback">
                {songPlayback.rhythm ? `This song plays with its own rhythm (${songPlayback.rhythm.timeSignature}), count-in and sounds.` : 'This song plays with its own count-in and sounds.'}
              </Text>
            )}
            <GeneratorControls
              settings={playing}
              onChange={changeSettings}
              onDownload={download}
              onOpenVisualizer={() => setVisualizerOpen(true)}
              untilStopped={untilStopped}
              onUntilStoppedChange={setUntilStopped}
              revealNewRhythm={rhythmFromUrl.current}
            />
            <TransportBar state={state} active={active} onTogglePlay={togglePlay} bpm={playing.bpm} onBpmChange={(bpm) => changeSettings({ ...playing, bpm })} getPlayer={getPlayer} rhythm={playing.rhythm ?? null} />
          </>
        )}
      </Stack>
    </Container>
  );
}
