import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bpmForGenerator, parseClickTrackParams } from '../clickTrackUrl';
import type { ClickTrackSettings } from '../../../audio/types';
import type { VisualizerTheme } from '../../../components/Visualizer/themes';
import { downloadClickTrackWav } from '../downloadWav';
import { useOwnSounds } from '../useOwnSounds';
import { generatorReducer, initialGenerator, linkLoads, playingSettings } from '../generatorModel';
import { generatorStateOf, withTrackPlayback } from '../savedSettings';
import { lastingUntilStopped, useUntilStopped } from '../untilStopped';
import { useSavedSettings } from '../useSavedSettings';
import { useSetListPlayback, type LoadSetListTrack } from '../useSetListPlayback';
import { isPlaybackSpace } from '../spaceKey';
import type { TrackList_TrackFragment } from '../../../graphql/generated';
import { useClickTrack } from '../../../hooks/useClickTrack';
import { useSetListMidiOut } from '../../stage/useSongMidiMessages';
import { markedWithSong, playedSongId } from '../playedSong';
import { showToast } from '../../../toast';

/** How long after loading a track from the URL autoplay starts (SPEC.md). */
export const AUTOPLAY_DELAY_MS = 500;

/**
 * The home page's generator wired to the player, the URL and the server: the model of
 * `generatorModel.ts` with its effects (saved settings, toasts, a link's load and autoplay, the
 * Space key) and the named actions the view calls. One player serves the generator and the
 * visualizer; leaving the page stops it.
 */
export function useGeneratorScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { state, active, play, stop, getPlayer } = useClickTrack();
  const { saved, saveSoon } = useSavedSettings();
  const [model, dispatch] = useReducer(generatorReducer, saved, (known) =>
    initialGenerator(known && generatorStateOf(known)),
  );
  const { settings, theme, notices } = model;
  const playing = playingSettings(model);
  // What plays now, for the autoplay timer and the Space key, which fire after this render.
  const settingsRef = useRef(playing);
  settingsRef.current = playing;

  const awaitingSaved = model.savedSettings === 'awaited';
  useEffect(() => {
    if (saved && awaitingSaved) dispatch({ type: 'savedSettingsArrived', saved: generatorStateOf(saved) });
  }, [saved, awaitingSaved]);

  const saving = model.savedSettings === 'applied';
  useEffect(() => {
    if (saving) saveSoon({ settings, theme });
  }, [saving, settings, theme, saveSoon]);

  useEffect(() => {
    if (notices.length === 0) return;
    notices.forEach((notice) => showToast(notice));
    dispatch({ type: 'noticesShown' });
  }, [notices]);

  // Closed at first, also with a saved rhythm (it would push the page down); a link's rhythm opens it.
  const [rhythmOpen, setRhythmOpen] = useState(false);
  const own = useOwnSounds();
  const { withOwnSounds } = own;
  const [untilStopped, setUntilStopped] = useUntilStopped();
  const untilStoppedRef = useRef(untilStopped);
  untilStoppedRef.current = untilStopped;
  // The saved song playing (null: the generator's own click), for MIDI out's patch changes.
  const songIdRef = useRef<string | null>(null);
  const start = useCallback(
    (toPlay: ClickTrackSettings, songId = songIdRef.current) => {
      const withOwn = withOwnSounds(toPlay);
      play(markedWithSong(untilStoppedRef.current ? lastingUntilStopped(withOwn) : withOwn, songId)).catch(() => {
        showToast({ color: 'red', title: 'Playback failed', message: 'The click track could not be played.' });
      });
    },
    [play, withOwnSounds],
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
    else if (playNow) start(next, track.id);
  };
  const setListPlayback = useSetListPlayback(loadFromSetList);
  const { openFromUrl } = setListPlayback;
  songIdRef.current = playedSongId(model, setListPlayback.position);
  const midiOut = useSetListMidiOut(getPlayer, setListPlayback.position?.playlistId ?? null);

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
      downloadClickTrackWav(withOwnSounds(playing)).catch(() =>
        showToast({ color: 'red', title: 'Download failed', message: 'The WAV file could not be created.' }),
      );
    } catch {
      showToast({ color: 'red', title: 'Download failed', message: 'The WAV file could not be created.' });
    }
  };

  return {
    player: { state, active, getPlayer },
    rhythmSection: { open: rhythmOpen, setOpen: setRhythmOpen },
    midiOut,
    model,
    own,
    playing,
    setListPlayback,
    untilStopped,
    setUntilStopped,
    togglePlay,
    loadTrack,
    download,
    changeSettings: (next: ClickTrackSettings) => dispatch({ type: 'settingsChanged', next }),
    changeTempo: (bpm: number) => dispatch({ type: 'tempoChanged', bpm }),
    changeTheme: (next: VisualizerTheme) => dispatch({ type: 'themeChanged', theme: next }),
    openVisualizer: () => dispatch({ type: 'visualizerOpened' }),
    closeVisualizer: () => dispatch({ type: 'visualizerClosed' }),
  };
}

/** What {@link useGeneratorScreen} gives the generator's view: its data and named actions. */
export type GeneratorScreenModel = ReturnType<typeof useGeneratorScreen>;
