import { smoothAudibleTimeSeconds, type AudioContextLike } from './audioClock';
import { renderClickTrack } from './renderClickTrack';
import type { BeatEvent, BeatTimeline, ClickTrackSettings, PlayerState } from './types';

export { audibleTimeSeconds, smoothAudibleTimeSeconds } from './audioClock';
export type { AudioContextLike } from './audioClock';

/** Time between calling play and the first sample, so that rendering or a busy main thread cannot make it late. */
export const SCHEDULING_MARGIN_SECONDS = 0.05;
/** How often the state poller reads the audio clock. */
const POLL_INTERVAL_MS = 20;
/** If `ended` never arrives (a suspended context), the poller ends the track this long after its last sample. */
const END_GRACE_SECONDS = 0.5;

/** Options of ClickTrackPlayer; both exist for tests. */
export interface ClickTrackPlayerOptions {
  /** Creates the AudioContext on the first play (default: `new AudioContext()`). */
  createContext?: () => AudioContext;
  /** The audio clock in seconds (default: the context's audible time, see smoothAudibleTimeSeconds). */
  now?: () => number;
}

type Listener = (state: PlayerState) => void;

interface PlayingTrack {
  source: AudioBufferSourceNode;
  timeline: BeatTimeline;
  /** Audio time at which the main beats start (the first main beat, or the end if there is none). */
  mainStartAudioTimeSeconds: number;
  endAudioTimeSeconds: number;
  /** The source's `ended` has fired (the audio thread is done; the output may still be sounding). */
  sourceEnded: boolean;
}

/**
 * Plays click tracks: renders the whole track ahead of time into one AudioBuffer and starts it on the
 * audio clock, so a busy main thread cannot delay a click. States follow SPEC.md §4 (idle → count-in →
 * playing → idle) and are derived from the audio clock by one poller, never from timers per beat.
 */
export class ClickTrackPlayer {
  private context: AudioContextLike | null = null;
  private unlocked = false;
  private state: PlayerState = 'idle';
  private track: PlayingTrack | null = null;
  private readonly listeners = new Set<Listener>();
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private playRequest = 0;
  private wakeLock: WakeLockSentinel | null = null;
  private wakeLockWanted = false;
  private disposed = false;

  constructor(private readonly options: ClickTrackPlayerOptions = {}) {}

  /**
   * Stops what plays and starts `settings` SCHEDULING_MARGIN_SECONDS from now. Call it from the user's
   * gesture (click/tap): it resumes the context and, once, plays a silent sample to unlock iOS Safari.
   */
  async play(settings: ClickTrackSettings): Promise<void> {
    if (this.disposed) throw new Error('ClickTrackPlayer is disposed');
    const request = ++this.playRequest;
    this.stopSource();
    const context = this.ensureContext();
    this.unlock(context);
    if (context.state !== 'running') {
      try {
        await context.resume();
      } catch (error) {
        if (request === this.playRequest) this.finish();
        throw error;
      }
    }
    // A later play() or a stop() while we waited for resume wins.
    if (request !== this.playRequest || this.disposed) return;

    const rendered = renderClickTrack(settings, context.sampleRate);
    const buffer = context.createBuffer(1, Math.max(1, rendered.samples.length), context.sampleRate);
    buffer.getChannelData(0).set(rendered.samples);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    const startAudioTimeSeconds = context.currentTime + SCHEDULING_MARGIN_SECONDS;
    const firstMain = rendered.beats.find((beat) => beat.kind === 'main');
    const track: PlayingTrack = {
      source,
      timeline: { startAudioTimeSeconds, beats: rendered.beats, sampleRateHz: rendered.sampleRateHz },
      mainStartAudioTimeSeconds: startAudioTimeSeconds + (firstMain ? firstMain.startSampleIndex / rendered.sampleRateHz : rendered.durationSeconds),
      endAudioTimeSeconds: startAudioTimeSeconds + rendered.durationSeconds,
      sourceEnded: false,
    };
    source.onended = () => {
      track.sourceEnded = true;
      if (this.track === track) this.update();
    };
    source.start(startAudioTimeSeconds);
    this.track = track;
    this.acquireWakeLock();
    this.setState(rendered.beats.some((beat) => beat.kind === 'count-in') ? 'count-in' : 'playing');
    this.startPolling();
  }

  /** Stops at once (source.stop(), wake lock released) and goes idle; also cancels a play() still waiting for resume. */
  stop(): void {
    this.playRequest++;
    this.finish();
  }

  /** The current state. */
  getState(): PlayerState {
    return this.state;
  }

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The playing track's beats on the audio clock, or null when idle. */
  getTimeline(): BeatTimeline | null {
    return this.track?.timeline ?? null;
  }

  /** The latest beat that has started at `audioTimeSeconds` (audio clock), or null before the first or when idle. */
  currentBeat(audioTimeSeconds: number): BeatEvent | null {
    const timeline = this.getTimeline();
    if (!timeline) return null;
    const elapsedSamples = (audioTimeSeconds - timeline.startAudioTimeSeconds) * timeline.sampleRateHz;
    let low = 0;
    let high = timeline.beats.length - 1;
    let found: BeatEvent | null = null;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (timeline.beats[middle].startSampleIndex <= elapsedSamples + 1e-6) {
        found = timeline.beats[middle];
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  /**
   * The audio-clock time being heard now: currentTime corrected by the output latency (see
   * audibleTimeSeconds), interpolated between audio callbacks where the browser allows (see
   * smoothAudibleTimeSeconds). 0 before the first play.
   */
  getAudioTimeSeconds(): number {
    if (this.options.now) return this.options.now();
    return this.context ? smoothAudibleTimeSeconds(this.context) : 0;
  }

  /**
   * Reads the audio clock once: count-in → playing, and → idle once the source has ended and the end
   * has been heard (the output lags the audio thread by its latency, and the last beat's visuals need
   * the timeline until then), or if `ended` is overdue. The poller calls it.
   */
  update(): void {
    const track = this.track;
    if (!track) return;
    const nowSeconds = this.getAudioTimeSeconds();
    const heardToEnd = nowSeconds >= track.endAudioTimeSeconds - 1e-6;
    if ((track.sourceEnded && heardToEnd) || nowSeconds >= track.endAudioTimeSeconds + END_GRACE_SECONDS) {
      this.finish();
      return;
    }
    if (this.state === 'count-in' && nowSeconds >= track.mainStartAudioTimeSeconds) this.setState('playing');
  }

  /** Stops, forgets listeners and closes the context it created. */
  dispose(): void {
    this.stop();
    this.disposed = true;
    this.listeners.clear();
    const context = this.context as (AudioContextLike & { close?: () => Promise<void> }) | null;
    this.context = null;
    context?.close?.().catch(() => undefined);
  }

  private ensureContext(): AudioContextLike {
    if (!this.context) this.context = this.options.createContext ? this.options.createContext() : new AudioContext();
    return this.context;
  }

  /** iOS Safari only lets audio out after a buffer has been started inside a user gesture. */
  private unlock(context: AudioContextLike): void {
    if (this.unlocked) return;
    this.unlocked = true;
    const silence = context.createBufferSource();
    silence.buffer = context.createBuffer(1, 1, context.sampleRate);
    silence.connect(context.destination);
    silence.start(0);
  }

  private stopSource(): void {
    const track = this.track;
    this.track = null;
    if (!track) return;
    track.source.onended = null;
    try {
      track.source.stop();
    } catch {
      // Already stopped or ended.
    }
    track.source.disconnect();
  }

  private finish(): void {
    this.stopSource();
    this.stopPolling();
    this.releaseWakeLock();
    this.setState('idle');
  }

  private setState(state: PlayerState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of [...this.listeners]) listener(state);
  }

  private startPolling(): void {
    if (this.pollTimer === null) this.pollTimer = setInterval(() => this.update(), POLL_INTERVAL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer !== null) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private acquireWakeLock(): void {
    this.wakeLockWanted = true;
    if (this.wakeLock || typeof navigator === 'undefined' || !navigator.wakeLock) return;
    navigator.wakeLock
      .request('screen')
      .then((lock) => {
        if (this.wakeLockWanted && !this.wakeLock) this.wakeLock = lock;
        else lock.release().catch(() => undefined);
      })
      .catch(() => undefined);
  }

  private releaseWakeLock(): void {
    this.wakeLockWanted = false;
    const lock = this.wakeLock;
    this.wakeLock = null;
    lock?.release().catch(() => undefined);
  }
}
