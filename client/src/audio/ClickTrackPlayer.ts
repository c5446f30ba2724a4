import { smoothAudibleTimeSeconds, type AudioContextLike } from './audioClock';
import { planClickTrack, renderClickTrackRange, renderClickTrackRangeInto, type ClickTrackPlan } from './renderClickTrack';
import type { BeatEvent, BeatTimeline, ClickTrackSettings, PlayerState } from './types';

export { audibleTimeSeconds, smoothAudibleTimeSeconds } from './audioClock';
export type { AudioContextLike } from './audioClock';

/**
 * The first part of a track, rendered and started before the rest is rendered (the rest is then
 * scheduled to follow it on the same sample grid). It must outlast the scheduling margin plus the
 * rest's render, which play() does right after starting the head, in the same task (so a stall
 * after play() returns cannot delay it): 5–10 ms for a 30 s track at 240 bpm on a 2-core server
 * (bench:audio), so 1 s leaves room for a phone fifty times slower or a garbage-collection pause.
 * Rendering the 1 s head itself takes well under a millisecond.
 */
export const HEAD_SECONDS = 1;
/**
 * After the head, a track is rendered and scheduled in parts of at most this length: every track
 * of the generator (≤ 30 s plus a count-in) is one part, and a song map of many minutes never
 * holds more than two parts in memory. The next part is rendered and scheduled when the one before
 * it starts to play, so it is always about a part ahead: far beyond any main-thread stall.
 */
export const PART_SECONDS = 60;
/** Web Audio renders in quanta of this many frames. */
export const RENDER_QUANTUM_FRAMES = 128;
/** The scheduling margin where the browser does not report baseLatency. */
export const FALLBACK_SCHEDULING_MARGIN_SECONDS = 0.05;
/** The smallest scheduling margin, whatever baseLatency says. */
export const MIN_SCHEDULING_MARGIN_SECONDS = 0.01;
/** relock() leaves the grid alone when the room's start moved less than this (a shift no one hears, not worth a reschedule). */
export const RELOCK_THRESHOLD_SECONDS = 0.001;
/** Beats per bar of a track without a rhythm: today's steady 4/4. */
export const STEADY_BEATS_PER_BAR = 4;
/** What prepare() renders once to have the engine's code compiled: two sounds, two clicks. */
const WARM_UP_SETTINGS: ClickTrackSettings = { bpm: 120, soundType: 'click', countInSoundType: 'woodblock', durationSeconds: 0.1, countInBeats: 1, volumePercent: 75 };
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

/** What playAt() did. */
export interface PlayAtResult {
  /**
   * 'start': the track plays from its first sample at the time asked; 'bar': that time was already
   * past (or too close), so it entered at the first bar start still ahead; 'over': the track has
   * ended by then, nothing plays and the player is idle.
   */
  entry: 'start' | 'bar' | 'over';
  /** The first sample played (0 from the start); null when over. */
  fromSampleIndex: number | null;
}

/**
 * The samples at which bars start, count-in bars included, in order: the beats with beatInBar 1,
 * or, for a track without a rhythm (no bar numbers), every STEADY_BEATS_PER_BAR-th beat of the
 * count-in and of the main beats, each counted from its first.
 */
export function barStartSamples(beats: readonly BeatEvent[]): number[] {
  return beats
    .filter((beat) => (beat.beatInBar === undefined ? (beat.numberInKind - 1) % STEADY_BEATS_PER_BAR === 0 : beat.beatInBar === 1))
    .map((beat) => beat.startSampleIndex);
}

/** Where a track meets the audio clock: the frame of its sample 0 and the first sample it plays. */
interface TrackEntry {
  startFrame: number;
  firstSample: number;
}

/**
 * Frames between the audio clock (currentTime, the frames the audio thread has rendered) and the
 * first sample of a track. The audio thread renders one device callback (baseLatency, e.g. 441
 * frames in Chromium on Linux) at a time as a burst of 128-frame quanta, so currentTime can be read
 * mid-burst and the rest of that burst rendered before start() lands: the margin is that burst
 * rounded up to whole quanta plus one quantum (640 frames, 14.5 ms, at 44.1 kHz with a 10 ms
 * callback); never under MIN_SCHEDULING_MARGIN_SECONDS, and FALLBACK_SCHEDULING_MARGIN_SECONDS where
 * baseLatency is unknown. play() checks after start() that the audio thread had not yet reached
 * the start frame, and starts again further ahead otherwise.
 */
export function schedulingMarginFrames(context: Pick<AudioContextLike, 'sampleRate' | 'baseLatency'>): number {
  const callbackFrames = (context.baseLatency ?? 0) * context.sampleRate;
  if (!(callbackFrames > 0)) return Math.round(FALLBACK_SCHEDULING_MARGIN_SECONDS * context.sampleRate);
  const burstFrames = Math.ceil(callbackFrames / RENDER_QUANTUM_FRAMES - 1e-9) * RENDER_QUANTUM_FRAMES;
  return Math.max(burstFrames + RENDER_QUANTUM_FRAMES, Math.ceil(MIN_SCHEDULING_MARGIN_SECONDS * context.sampleRate));
}

/** The audio clock as a frame count (currentTime is frames rendered / sample rate). */
function currentFrame(context: AudioContextLike): number {
  return Math.round(context.currentTime * context.sampleRate);
}

interface PlayingTrack {
  /** The head, then the parts of the rest scheduled so far: one track on one sample grid. */
  sources: AudioBufferSourceNode[];
  /** Each source's last frame on the audio clock (same index as `sources`): played ones are let go. */
  sourceEndFrames: number[];
  plan: ClickTrackPlan;
  /** Audio-clock frame of the track's first sample (played or not: a track entered mid-way starts later). */
  startFrame: number;
  /** The first sample played (0 unless entered at a later bar). */
  firstSample: number;
  /** The first sample not yet scheduled (plan.lengthSamples once all is). */
  nextSample: number;
  /** Where the last scheduled part starts, in samples: the next part is due once it plays. */
  lastPartStartSample: number;
  marginFrames: number;
  timeline: BeatTimeline;
  /** Audio time at which the main beats start (the first main beat, or the end if there is none). */
  mainStartAudioTimeSeconds: number;
  endAudioTimeSeconds: number;
  /** The last source's `ended` has fired (the audio thread is done; the output may still be sounding). */
  sourceEnded: boolean;
}

/**
 * Plays click tracks, rendered ahead of time and started on the audio clock so a busy main thread
 * cannot delay a click. To start soon after Play, play() renders and starts the track's first
 * HEAD_SECONDS, then renders the rest and schedules it to begin on the sample after the head (a
 * song map longer than PART_SECONDS follows in parts, each scheduled a part ahead): several
 * AudioBufferSourceNodes, one track (the samples are those of a whole render, see
 * renderClickTrackRangeInto). States follow SPEC.md §4 (idle → count-in → playing → idle) and are
 * derived from the audio clock by one poller, never from timers per beat.
 */
export class ClickTrackPlayer {
  private context: AudioContextLike | null = null;
  private unlocked = false;
  private state: PlayerState = 'idle';
  private track: PlayingTrack | null = null;
  private readonly listeners = new Set<Listener>();
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private playRequest = 0;
  private disposed = false;

  constructor(private readonly options: ClickTrackPlayerOptions = {}) {}

  /**
   * Stops what plays and starts `settings` a scheduling margin from now (see schedulingMarginFrames).
   * Call it from the user's gesture (click/tap): it unlocks the context once for iOS Safari (a silent
   * sample) and resumes it. The track is scheduled before waiting for resume: a suspended context's
   * clock stands still, so the first click still comes one margin after the audio starts.
   */
  async play(settings: ClickTrackSettings): Promise<void> {
    if (this.disposed) throw new Error('ClickTrackPlayer is disposed');
    const request = ++this.playRequest;
    this.stopSource();
    const context = this.ensureContext();
    this.unlock(context);
    const track = this.schedule(context, planClickTrack(settings, context.sampleRate), (earliestFrame) => ({ startFrame: earliestFrame, firstSample: 0 }))!;
    await this.run(context, track, request, track.timeline.beats.some((beat) => beat.kind === 'count-in') ? 'count-in' : 'playing');
  }

  /**
   * The AudioContext, created if need be and resumed: what a rehearsal room maps its clock onto
   * (live/audioSchedule.ts audioTimeForLocal needs a running context's timestamps). Call it from a
   * user gesture the first time (joining the room), as play().
   */
  async runningContext(): Promise<AudioContextLike> {
    if (this.disposed) throw new Error('ClickTrackPlayer is disposed');
    const context = this.ensureContext();
    this.unlock(context);
    if (context.state !== 'running') await context.resume();
    return context;
  }

  /**
   * Stops what plays and plays `settings` on a grid given by the room: the track's sample 0 on the
   * audio clock at `startAudioTimeSeconds` (frame round(t × sampleRate); see audioTimeForLocal in
   * live/audioSchedule.ts for the mapping from the room's clock). If that is at least a scheduling
   * margin ahead, the track plays from its start there. If not (a device joining mid-song, a
   * command that arrived late), it enters at the first bar start (count-in bars included, see
   * barStartSamples) still a margin ahead, so every click it plays is on the room's grid; if the
   * track is over by then it plays nothing. Either way the timeline's startAudioTimeSeconds is the
   * track's sample 0, so visuals line up with the room. Call it from a user gesture the first time,
   * as play(), and compute the time from a running context (a suspended one's clock stands still).
   */
  async playAt(settings: ClickTrackSettings, startAudioTimeSeconds: number): Promise<PlayAtResult> {
    if (this.disposed) throw new Error('ClickTrackPlayer is disposed');
    const request = ++this.playRequest;
    this.stopSource();
    const context = this.ensureContext();
    this.unlock(context);
    const plan = planClickTrack(settings, context.sampleRate);
    const startFrame = Math.round(startAudioTimeSeconds * context.sampleRate);
    const bars = barStartSamples(plan.beats);
    const track = this.schedule(context, plan, (earliestFrame) => {
      if (startFrame >= earliestFrame) return { startFrame, firstSample: 0 };
      const bar = bars.find((sample) => startFrame + sample >= earliestFrame && sample < plan.lengthSamples);
      return bar === undefined ? null : { startFrame, firstSample: bar };
    });
    if (!track) {
      this.finish();
      return { entry: 'over', fromSampleIndex: null };
    }
    const firstMain = plan.beats.find((beat) => beat.kind === 'main');
    const inCountIn = plan.beats.some((beat) => beat.kind === 'count-in') && track.firstSample < (firstMain?.startSampleIndex ?? plan.lengthSamples);
    await this.run(context, track, request, inCountIn ? 'count-in' : 'playing');
    return { entry: track.firstSample === 0 ? 'start' : 'bar', fromSampleIndex: track.firstSample };
  }

  /**
   * The room's grid moved (its clock estimate changed, e.g. after a network drop): the playing
   * track's sample 0 is now at `startAudioTimeSeconds`. A shift under RELOCK_THRESHOLD_SECONDS is
   * left alone. Otherwise the track goes on from the next bar start that both grids still have a
   * scheduling margin ahead: the sources of the old grid stop at the earlier of that bar's two
   * frames and the new grid plays from the bar on, so no click is doubled and none is dropped; what
   * is shifted is the silence before the bar. Returns the shift applied in seconds (0 when none:
   * nothing plays, the shift is too small, or no bar start is left).
   */
  relock(startAudioTimeSeconds: number): number {
    const old = this.track;
    const context = this.context;
    if (!old || !context) return 0;
    const sampleRateHz = context.sampleRate;
    const startFrame = Math.round(startAudioTimeSeconds * sampleRateHz);
    const shiftFrames = startFrame - old.startFrame;
    if (Math.abs(shiftFrames) < RELOCK_THRESHOLD_SECONDS * sampleRateHz) return 0;
    const earlierStartFrame = Math.min(startFrame, old.startFrame);
    const { plan } = old;
    const bars = barStartSamples(plan.beats);
    const track = this.schedule(context, plan, (earliestFrame) => {
      const bar = bars.find((sample) => earlierStartFrame + sample >= earliestFrame && sample < plan.lengthSamples);
      return bar === undefined ? null : { startFrame, firstSample: bar };
    });
    if (!track) return 0;
    const cutFrame = earlierStartFrame + track.firstSample;
    old.sources.forEach((source, index) => {
      source.onended = null;
      if (old.sourceEndFrames[index]! <= cutFrame) return;
      try {
        source.stop(cutFrame / sampleRateHz);
      } catch {
        // Already stopped.
      }
      old.sourceEndFrames[index] = cutFrame;
    });
    // The old sources stay with the track until they have played (and stop() still reaches them).
    track.sources = [...old.sources, ...track.sources];
    track.sourceEndFrames = [...old.sourceEndFrames, ...track.sourceEndFrames];
    this.track = track;
    return shiftFrames / sampleRateHz;
  }

  /** Waits for the context to run, then follows the track: the common end of play() and playAt(). */
  private async run(context: AudioContextLike, track: PlayingTrack, request: number, state: PlayerState): Promise<void> {
    this.track = track;
    if (context.state !== 'running') {
      try {
        await context.resume();
      } catch (error) {
        if (request === this.playRequest) this.finish();
        throw error;
      }
    }
    // A later play() or a stop() while we waited for resume wins (and has stopped this track).
    if (request !== this.playRequest || this.disposed) return;
    this.setState(state);
    this.startPolling();
  }

  /**
   * Creates the AudioContext now if there is none, so the first play() does not pay for it: the
   * first AudioContext of a browser session blocks the main thread while Chromium starts its audio
   * service (35–230 ms in bench:audio). Plays nothing; a context created outside a user gesture starts
   * suspended and play() resumes it. It also renders a short track once, so that the first play()
   * runs compiled rather than first-time code (a few milliseconds). The app calls it on the user's
   * first pointer movement, press or key on a page that plays (see prepareOnFirstInput), not at
   * load, where it would be a long task.
   */
  prepare(): void {
    if (this.disposed || this.context) return;
    const context = this.ensureContext();
    renderClickTrackRange(planClickTrack(WARM_UP_SETTINGS, context.sampleRate), 0, Math.round(context.sampleRate * 0.1));
  }

  /** Stops at once (source.stop()) and goes idle; also cancels a play() still waiting for resume. */
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
    this.scheduleDueParts(track);
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
    if (!this.context) this.context = this.options.createContext ? this.options.createContext() : new AudioContext({ latencyHint: 'interactive' });
    return this.context;
  }

  /**
   * Renders and starts the head (HEAD_SECONDS from the entry's first sample), then renders the rest
   * and schedules it on the sample after the head. The rest's render happens while the head is
   * already on its way: the first click waits only for the head's. `chooseEntry` places the track
   * given the earliest frame it may start on (a scheduling margin from now); null: nowhere, nothing
   * is scheduled.
   */
  private schedule(context: AudioContextLike, plan: ClickTrackPlan, chooseEntry: (earliestFrame: number) => TrackEntry | null): PlayingTrack | null {
    const sampleRateHz = context.sampleRate;
    let marginFrames = schedulingMarginFrames(context);
    let entry = chooseEntry(currentFrame(context) + marginFrames);
    if (!entry) return null;
    let headFrom = entry.firstSample;
    let headSamples = Math.min(plan.lengthSamples - headFrom, Math.round(HEAD_SECONDS * sampleRateHz));
    let headBuffer = renderBuffer(context, plan, headFrom, headFrom + headSamples);
    let head = connectedSource(context, headBuffer);
    head.start((entry.startFrame + entry.firstSample) / sampleRateHz);
    // If the audio thread is within a quantum of the first frame once start() has returned, the
    // head may start late (Web Audio starts a source whose time has passed at once, off the grid).
    // Only a main thread descheduled between reading the clock and start() gets here: start again.
    for (let retry = 0; retry < 3 && currentFrame(context) + RENDER_QUANTUM_FRAMES > entry.startFrame + entry.firstSample; retry++) {
      stopAndDisconnect(head);
      marginFrames *= 2;
      entry = chooseEntry(currentFrame(context) + marginFrames);
      if (!entry) return null;
      if (entry.firstSample !== headFrom) {
        headFrom = entry.firstSample;
        headSamples = Math.min(plan.lengthSamples - headFrom, Math.round(HEAD_SECONDS * sampleRateHz));
        headBuffer = renderBuffer(context, plan, headFrom, headFrom + headSamples);
      }
      head = connectedSource(context, headBuffer);
      head.start((entry.startFrame + entry.firstSample) / sampleRateHz);
    }
    const { startFrame, firstSample } = entry;
    const startAudioTimeSeconds = startFrame / sampleRateHz;
    const firstMain = plan.beats.find((beat) => beat.kind === 'main');
    const track: PlayingTrack = {
      sources: [head],
      sourceEndFrames: [startFrame + firstSample + headSamples],
      plan,
      startFrame,
      firstSample,
      nextSample: firstSample + headSamples,
      lastPartStartSample: firstSample,
      marginFrames,
      timeline: { startAudioTimeSeconds, beats: plan.beats, sampleRateHz },
      mainStartAudioTimeSeconds: (startFrame + (firstMain ? firstMain.startSampleIndex : plan.lengthSamples)) / sampleRateHz,
      endAudioTimeSeconds: (startFrame + plan.lengthSamples) / sampleRateHz,
      sourceEnded: false,
    };
    if (firstSample + headSamples >= plan.lengthSamples) this.endWith(track, head);
    else this.schedulePart(context, track);
    return track;
  }

  /**
   * Renders the track's next part (at most PART_SECONDS) and schedules it on the sample after the
   * part before. The head lasts HEAD_SECONDS and each part is due a part ahead, so a part is
   * normally scheduled long before its time. Should it be late, it starts a margin from now that far
   * into its buffer: clicks stay on the grid (those already due are dropped) rather than all moving late.
   */
  private schedulePart(context: AudioContextLike, track: PlayingTrack): void {
    const { plan, startFrame } = track;
    const from = track.nextSample;
    const to = Math.min(plan.lengthSamples, from + Math.round(PART_SECONDS * context.sampleRate));
    const part = connectedSource(context, renderBuffer(context, plan, from, to));
    const partStartFrame = startFrame + from;
    const earliestFrame = currentFrame(context) + track.marginFrames;
    if (earliestFrame <= partStartFrame) part.start(partStartFrame / context.sampleRate);
    else part.start(earliestFrame / context.sampleRate, (earliestFrame - partStartFrame) / context.sampleRate);
    track.sources.push(part);
    track.sourceEndFrames.push(startFrame + to);
    track.lastPartStartSample = from;
    track.nextSample = to;
    if (to >= plan.lengthSamples) this.endWith(track, part);
  }

  /** The track ends when `source` (its last part) has ended. */
  private endWith(track: PlayingTrack, source: AudioBufferSourceNode): void {
    source.onended = () => {
      track.sourceEnded = true;
      if (this.track === track) this.update();
    };
  }

  /** Once the last scheduled part plays, the next one is rendered and scheduled; parts already played are let go. */
  private scheduleDueParts(track: PlayingTrack): void {
    const context = this.context;
    if (!context || track.nextSample >= track.plan.lengthSamples) return;
    const frame = currentFrame(context);
    if (frame < track.startFrame + track.lastPartStartSample) return;
    const playing = track.sources.filter((_, index) => track.sourceEndFrames[index]! > frame);
    for (const source of track.sources) if (!playing.includes(source)) source.disconnect();
    track.sourceEndFrames = track.sourceEndFrames.filter((end) => end > frame);
    track.sources = playing;
    this.schedulePart(context, track);
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

  /** Stops every source of the playing track (head and rest) at once. */
  private stopSource(): void {
    const track = this.track;
    this.track = null;
    if (!track) return;
    for (const source of track.sources) stopAndDisconnect(source);
  }

  private finish(): void {
    this.stopSource();
    this.stopPolling();
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
}

/** Stops a source now and forgets its `ended`. */
function stopAndDisconnect(source: AudioBufferSourceNode): void {
  source.onended = null;
  try {
    source.stop();
  } catch {
    // Already stopped or ended.
  }
  source.disconnect();
}

/** A mono AudioBuffer holding samples [startSample, endSample) of the planned track. */
function renderBuffer(context: AudioContextLike, plan: ClickTrackPlan, startSample: number, endSample: number): AudioBuffer {
  const buffer = context.createBuffer(1, Math.max(1, endSample - startSample), context.sampleRate);
  // A new AudioBuffer is all zeros: the samples are mixed straight into it, with no copy.
  if (endSample > startSample) renderClickTrackRangeInto(plan, buffer.getChannelData(0), startSample);
  return buffer;
}

/** A source playing `buffer`, connected to the output. */
function connectedSource(context: AudioContextLike, buffer: AudioBuffer): AudioBufferSourceNode {
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(context.destination);
  return source;
}
