import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AudioContextLike, PlayAtResult } from '../audio/ClickTrackPlayer';
import type { ClickOutput } from '../audio/clickOutput';
import type { ChooseJump } from '../audio/sectionJump';
import type { BeatEvent, BeatTimeline, ClickTrackSettings, PlayerState } from '../audio/types';
import { ClickTrackPlayerFactoryContext, type ClickTrackPlayerLike } from '../hooks/useClickTrack';

/**
 * A ClickTrackPlayer stand-in for jsdom (no AudioContext): play() goes to 'count-in' (or
 * 'playing' without a count-in) at once; tests move it on with {@link FakeClickTrackPlayer.emit}
 * and set the beat and audio clock the visualizer reads.
 */
export class FakeClickTrackPlayer implements ClickTrackPlayerLike {
  state: PlayerState = 'idle';
  beat: BeatEvent | null = null;
  timeline: BeatTimeline | null = null;
  audioTimeSeconds = 0;
  private readonly listeners = new Set<(state: PlayerState) => void>();

  prepare = jest.fn();
  play = jest.fn(async (settings: ClickTrackSettings) => {
    this.stop();
    this.setState(settings.countInBeats > 0 ? 'count-in' : 'playing');
  });
  /** Where playAt() put the track's sample 0 (audio seconds), as a room asked. */
  playAt = jest.fn(async (settings: ClickTrackSettings, _startAudioTimeSeconds: number): Promise<PlayAtResult> => {
    this.stop();
    this.setState(settings.countInBeats > 0 ? 'count-in' : 'playing');
    return { entry: 'start', fromSampleIndex: 0 };
  });
  relock = jest.fn((_startAudioTimeSeconds: number) => 0);
  /** A jump within the playing track (next section); tests read what it was asked with. */
  jumpToBar = jest.fn((_choose: ChooseJump, _settings?: ClickTrackSettings) => this.state !== 'idle');
  /** The song queued behind the playing one; tests start it with {@link FakeClickTrackPlayer.startQueued}. */
  queued: { settings: ClickTrackSettings; startAudioTimeSeconds: number; onStarted: () => void } | null = null;
  queueAt = jest.fn((settings: ClickTrackSettings, startAudioTimeSeconds: number, onStarted: () => void) => {
    this.queued = { settings, startAudioTimeSeconds, onStarted };
    return true;
  });
  cancelQueued = jest.fn(() => {
    this.queued = null;
  });
  /** The queued song starts as the engine would start it on the audio clock. */
  startQueued(): void {
    const queued = this.queued;
    if (!queued) throw new Error('nothing queued');
    this.queued = null;
    act(() => {
      this.setState(queued.settings.countInBeats > 0 ? 'count-in' : 'playing');
      queued.onStarted();
    });
  }
  /** A context at audio time `audioTimeSeconds` with no output timestamp (the mapping's fallback). */
  runningContext = jest.fn(
    async () =>
      ({
        currentTime: this.audioTimeSeconds,
        sampleRate: 48000,
        outputLatency: 0,
        baseLatency: 0,
      }) as unknown as AudioContextLike,
  );
  stop = jest.fn(() => {
    this.queued = null;
    if (this.state !== 'idle') this.setState('idle');
  });
  dispose = jest.fn();
  /** The output chosen for the click, as the stage settings apply it. */
  setOutput = jest.fn(async (_output: ClickOutput) => undefined);
  /** The channels of the output the settings offer (a stereo output unless a test sets more). */
  outputChannels = 2;
  outputChannelCount = jest.fn(() => this.outputChannels);
  currentBeat = jest.fn((_audioTimeSeconds: number) => this.beat);

  getState(): PlayerState {
    return this.state;
  }
  subscribe(listener: (state: PlayerState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  getTimeline(): BeatTimeline | null {
    return this.timeline;
  }
  getAudioTimeSeconds(): number {
    return this.audioTimeSeconds;
  }

  /** Moves the player to `state` (inside act) as the engine would, e.g. 'idle' when the track ends. */
  emit(state: PlayerState): void {
    act(() => this.setState(state));
  }

  private setState(state: PlayerState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}

/** A fake player and `ui` wrapped so that useClickTrack uses it. */
export function withFakePlayer(ui: ReactElement): { player: FakeClickTrackPlayer; ui: ReactElement } {
  const player = new FakeClickTrackPlayer();
  const factory = () => player;
  return {
    player,
    ui: <ClickTrackPlayerFactoryContext.Provider value={factory}>{ui}</ClickTrackPlayerFactoryContext.Provider>,
  };
}
