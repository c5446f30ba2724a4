import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { ClickTrackPlayer, type AudioContextLike, type PlayAtResult } from '../audio/ClickTrackPlayer';
import { prepareOnFirstInput } from '../audio/prepareOnFirstInput';
import type { ClickOutput } from '../audio/clickOutput';
import type { ChooseJump } from '../audio/sectionJump';
import type { BeatEvent, BeatTimeline, ClickTrackSettings, PlayerState } from '../audio/types';
import type { MessageWord } from '../../../schema/cueWords';
import { loadClickOutput } from './clickOutputStore';
import { useWakeLock } from './useWakeLock';

/** What the UI uses of a {@link ClickTrackPlayer}; tests implement it with a fake (jsdom has no AudioContext). */
export interface ClickTrackPlayerLike {
  /** Gets the audio output ready (creates the AudioContext) without playing. */
  prepare(): void;
  play(settings: ClickTrackSettings): Promise<void>;
  /** Plays on a rehearsal room's grid (see ClickTrackPlayer.playAt). */
  playAt(settings: ClickTrackSettings, startAudioTimeSeconds: number): Promise<PlayAtResult>;
  /** Moves a playing track to a new grid at its next bar (see ClickTrackPlayer.relock); the shift in seconds. */
  relock(startAudioTimeSeconds: number): number;
  /** Puts the next song on the audio clock behind the playing one (see ClickTrackPlayer.queueAt). */
  queueAt?(settings: ClickTrackSettings, startAudioTimeSeconds: number, onStarted: () => void): boolean;
  /** Jumps within the playing track at a bar line, e.g. to the next section (see ClickTrackPlayer.jumpToBar). */
  jumpToBar?(choose: ChooseJump, settings?: ClickTrackSettings): boolean;
  /** Calls off what queueAt queued (see ClickTrackPlayer.cancelQueued). */
  cancelQueued?(): void;
  /** The AudioContext, created and resumed (see ClickTrackPlayer.runningContext). */
  runningContext(): Promise<AudioContextLike>;
  stop(): void;
  getState(): PlayerState;
  subscribe(listener: (state: PlayerState) => void): () => void;
  getTimeline(): BeatTimeline | null;
  currentBeat(audioTimeSeconds: number): BeatEvent | null;
  getAudioTimeSeconds(): number;
  /** Plays on this device's chosen channels and output device (see ClickTrackPlayer.setOutput). */
  setOutput(output: ClickOutput): Promise<void>;
  /** Says a band message's word where the cues play (see ClickTrackPlayer.sayMessage). */
  sayMessage?(word: MessageWord, atSeconds: number | null, volumePercent: number): Promise<number | null>;
  /** How many channels the audio output has (see ClickTrackPlayer.outputChannelCount). */
  outputChannelCount(): number;
  dispose(): void;
}

/** Makes the player a page plays through; the app uses the real engine, tests provide a fake. */
export type ClickTrackPlayerFactory = () => ClickTrackPlayerLike;

/** The factory {@link useClickTrack} uses; override it with a Provider (tests). */
export const ClickTrackPlayerFactoryContext = createContext<ClickTrackPlayerFactory>(() => new ClickTrackPlayer());

/** What {@link useClickTrack} gives a page. */
export interface ClickTrack {
  /** The player's state (idle, count-in, playing). */
  state: PlayerState;
  /** True from play() until stop() or the track's end: what Play/Stop buttons show. */
  active: boolean;
  /** The tag passed to the playing play() call (e.g. a track id), null when nothing plays. */
  playingTag: string | null;
  /** Stops whatever plays, then plays `settings`; rejects if the audio could not start. */
  play: (settings: ClickTrackSettings, tag?: string) => Promise<void>;
  stop: () => void;
  /** The current player (null before mount and after unmount), for visuals that read its clock. */
  getPlayer: () => ClickTrackPlayerLike | null;
}

/**
 * One click-track player for the calling page (SPEC.md §4): starting a track stops the one
 * playing, and leaving the page (unmount) stops playback and releases the audio context. The
 * screen stays on while it counts in or plays (useWakeLock).
 */
export function useClickTrack(): ClickTrack {
  const factory = useContext(ClickTrackPlayerFactoryContext);
  const playerRef = useRef<ClickTrackPlayerLike | null>(null);
  // Whether the player has left idle since the last play(): its return to idle ends the session.
  const startedRef = useRef(false);
  const [state, setState] = useState<PlayerState>('idle');
  const [playingTag, setPlayingTag] = useState<string | null>(null);
  const [active, setActive] = useState(false);
  useWakeLock(state !== 'idle');

  // Created in the effect (not during render) so StrictMode's extra mount/unmount gets a fresh player.
  useEffect(() => {
    const player = factory();
    playerRef.current = player;
    // Where this device plays the click (stage settings): kept on the device, applied to every player.
    void player.setOutput(loadClickOutput()).catch(() => undefined);
    const unsubscribe = player.subscribe((next) => {
      setState(next);
      if (next !== 'idle') {
        startedRef.current = true;
      } else if (startedRef.current) {
        startedRef.current = false;
        setActive(false);
        setPlayingTag(null);
      }
    });
    // The first AudioContext of a browser session can block for tens of milliseconds: create it
    // at the user's first pointer movement, press or key on the page, ahead of Play (see prepareOnFirstInput).
    const stopPreparing = prepareOnFirstInput(player);
    return () => {
      stopPreparing();
      unsubscribe();
      player.stop();
      player.dispose();
      if (playerRef.current === player) playerRef.current = null;
    };
  }, [factory]);

  const stop = useCallback(() => {
    startedRef.current = false;
    playerRef.current?.stop();
    setActive(false);
    setPlayingTag(null);
  }, []);

  const play = useCallback(
    async (settings: ClickTrackSettings, tag?: string) => {
      const player = playerRef.current;
      if (!player) return;
      stop();
      setActive(true);
      setPlayingTag(tag ?? null);
      try {
        await player.play(settings);
      } catch (error) {
        if (playerRef.current === player && !startedRef.current) {
          setActive(false);
          setPlayingTag(null);
        }
        throw error;
      }
    },
    [stop],
  );

  const getPlayer = useCallback(() => playerRef.current, []);

  return { state, active, playingTag, play, stop, getPlayer };
}

/** The words for a player state, for the screen-reader status (aria-live). */
export function playerStateLabel(state: PlayerState): string {
  if (state === 'count-in') return 'Counting in…';
  if (state === 'playing') return 'Playing';
  return 'Stopped';
}
