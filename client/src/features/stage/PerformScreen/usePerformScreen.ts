import { useFullscreenDocument } from '@mantine/hooks';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isVisualizerTheme, type VisualizerTheme } from '../../../components/Visualizer/themes';
import { bpmForGenerator } from '../../generator/clickTrackUrl';
import { generatorStateOf, stagePlaybackSettings } from '../../generator/savedSettings';
import { useSavedSettings } from '../../generator/useSavedSettings';
import { stepPlays } from '../stepping';
import { useAutoAdvance } from '../useAutoAdvance';
import { useFollowOn } from '../useFollowOn';
import { useSongSections } from '../useSongSections';
import { useTappedTempo, withTappedTempo } from '../useTappedTempo';
import { useTrackOwnSounds, withTrackOwnSounds } from '../trackOwnSounds';
import { useWakeLock } from '../../../hooks/useWakeLock';
import { useBeatDisplay } from '../../../components/Visualizer/useBeatDisplay';
import { usePlaylistPageQuery } from '../../../graphql/generated';
import { useClickTrack } from '../../../hooks/useClickTrack';
import { useHapticBeat } from '../../../hooks/useHapticBeat';
import { settingsOfSong } from '../../../midi/songSettings';
import { useSetListMidiOut } from '../useSongMidiMessages';
import { usePlaylistLive } from '../../../live/usePlaylistLive';
import { useOnline } from '../../../offline/networkStatus';
import { usePlaylistOfflineCopy } from '../../../offline/usePlaylistOfflineCopy';
import { showToast } from '../../../toast';
import { orderedTracks } from '../../../graphql/orderedTracks';
import { initialStagePosition, stagePositionReducer } from './stagePosition';

/**
 * The set list on stage: the playlist (or the copy saved on this device), the song on stage
 * ({@link stagePositionReducer}), one player, the stage's settings and the commands that step and
 * play. Keeps the screen on while open.
 */
export function usePerformScreen(id: string) {
  const [search] = useSearchParams();
  const { data, loading, error } = usePlaylistPageQuery({ variables: { id } });
  // On stage with bad Wi-Fi: the copy saved on this device plays just the same.
  const offline = usePlaylistOfflineCopy(id, data?.playlist, error);
  const playlist = data?.playlist ?? offline.copy?.playlist;
  const { saved, saveSoon } = useSavedSettings();
  const clickTrack = useClickTrack();
  const display = useBeatDisplay(clickTrack.getPlayer, clickTrack.state !== 'idle');
  const haptic = useHapticBeat(clickTrack.getPlayer, clickTrack.state !== 'idle');
  const midiOut = useSetListMidiOut(clickTrack.getPlayer, id);
  const [position, dispatch] = useReducer(stagePositionReducer, search.get('trackId'), initialStagePosition);
  const { index } = position;
  const [autoAdvance, setAutoAdvance] = useState(false);
  const [gapSeconds, setGapSeconds] = useState(5);
  const [alwaysPlay, setAlwaysPlay] = useState(false);
  useWakeLock();
  const fullscreen = useFullscreenDocument();

  const tracks = orderedTracks(playlist?.tracks);
  const song = tracks[index] ?? null;
  // A bandmate's changes arrive live; the song on stage stays on stage when the order changes.
  const online = useOnline();
  usePlaylistLive(id, online && Boolean(data?.playlist), () => undefined);
  const order = tracks.map((track) => track.id).join(',');
  const trackIds = useMemo(() => (order ? order.split(',') : []), [order]);
  useEffect(() => dispatch({ type: 'listChanged', trackIds }), [trackIds]);
  const savedTheme = saved ? generatorStateOf(saved).theme : 'Standard';
  // Changed on stage for a dark club or a sunny festival; kept with the user's settings too.
  const [chosenTheme, setChosenTheme] = useState<VisualizerTheme | null>(null);
  const theme = chosenTheme ?? savedTheme;
  const chooseTheme = (next: string) => {
    if (!isVisualizerTheme(next)) return;
    setChosenTheme(next);
    if (saved) saveSoon({ ...generatorStateOf(saved), theme: next });
  };

  const sections = useSongSections(clickTrack, song);
  useTrackOwnSounds(tracks);
  const savedSettingsOf = (target: (typeof tracks)[number]) =>
    withTrackOwnSounds(stagePlaybackSettings(bpmForGenerator(target.bpm), target, saved), target);
  const tempo = useTappedTempo(
    clickTrack,
    song,
    (bpm) => song && settingsOfSong(withTappedTempo(savedSettingsOf(song), bpm), song.id),
  );
  // Marked with their song, so MIDI out finds the song's patch changes for whatever plays.
  const settingsOf = (target: (typeof tracks)[number]) =>
    settingsOfSong(withTappedTempo(savedSettingsOf(target), tempo.bpmOf(target.id)), target.id);
  const playSong = (at: number) => {
    const target = tracks[at];
    if (!target) return;
    clickTrack.play(settingsOf(target), target.id).then(
      () => sections.started(target.id),
      () => {
        showToast({ color: 'red', title: 'Playback failed', message: 'The click track could not be played.' });
      },
    );
  };
  const autoAdvancing = useAutoAdvance(
    clickTrack.active,
    autoAdvance,
    gapSeconds,
    tracks[index + 1] ? () => goTo(index + 1, true) : null,
  );

  // A song that goes on plays the next one on the audio clock; the stage follows it there.
  const following = tracks[index + 1];
  useFollowOn(clickTrack, song, following ? { id: following.id, settings: settingsOf(following) } : null, () => {
    if (following) dispatch({ type: 'songChosen', index: index + 1, songId: following.id });
  });

  const goTo = (at: number, play: boolean) => {
    if (at >= tracks.length) return showToast({ title: 'End of set list', message: 'That was the last song.' });
    if (at < 0) return showToast({ title: 'Start of set list', message: 'This is the first song.' });
    autoAdvancing.userStopped();
    clickTrack.stop();
    dispatch({ type: 'songChosen', index: at, songId: tracks[at]!.id });
    if (play) playSong(at);
  };

  const toggle = () => {
    if (!clickTrack.active) return playSong(index);
    autoAdvancing.userStopped();
    clickTrack.stop();
  };

  const step = (delta: number) => goTo(index + delta, stepPlays(clickTrack.active, alwaysPlay));

  const next = tracks[index + 1];
  // Set breaks are not steps; the band sees one coming: 'Next: Set 2 · Closer'.
  const breakBefore =
    song && next
      ? (playlist?.breaks ?? [])
          .filter((setBreak) => setBreak.position > song.position && setBreak.position < next.position)
          .at(-1)?.name
      : undefined;

  return {
    playlist,
    lookingUp: loading || offline.lookingUp,
    tracks,
    index,
    song,
    next: next ? { song: next, breakBefore } : null,
    clickTrack,
    beat: { lit: display.litCircle, countIn: display.countIn },
    startsAt: sections.startsAt,
    tappedBpm: tempo.bpm,
    commands: {
      toggle,
      next: () => step(1),
      previous: () => step(-1),
      nextSection: sections.nextSection,
      tapTempo: tempo.tap,
    },
    settings: {
      theme,
      chooseTheme,
      alwaysPlay,
      setAlwaysPlay,
      autoAdvance,
      setAutoAdvance,
      gapSeconds,
      setGapSeconds,
      haptic,
      midiOut,
      fullscreen: fullscreen.fullscreen,
      toggleFullscreen: () => void fullscreen.toggle().catch(() => undefined),
    },
  };
}

/** The stage's settings as {@link usePerformScreen} gives them to the view. */
export type PerformSettingsModel = ReturnType<typeof usePerformScreen>['settings'];
