import { smoothAudibleTimeSeconds, type AudioContextLike } from './audioClock';
import { preferPlaybackAudioSession } from './audioSession';
import { CueVoice } from './cues/cueVoice';
import { DEFAULT_CLICK_OUTPUT, type ClickOutput, type RoutingContext } from './clickOutput';
import { outputRoutes } from './cueOutput';
import { sayMessageWord, type MessageContext } from './cues/messageVoice';
import type { MessageWord } from '../../../schema/cueWords';
import { barStartSamples, beatAt } from './beatTimeline';
import {
  moveToGrid,
  rerouteTrack,
  scheduleDueParts,
  scheduleTrack,
  stopTrack,
  type ChooseEntry,
  type ScheduledTrack,
} from './partScheduler';
import { jumpTrack, type ChooseJump } from './sectionJump';
import { planClickTrack, renderClickTrackRange, type ClickTrackPlan } from './renderClickTrack';
import type { BeatEvent, BeatTimeline, ClickTrackSettings, PlayerState } from './types';

// The player is the transport (context, state, polling, play/stop); partScheduler.ts puts a track
// on the audio clock in parts; beatTimeline.ts reads bars and beats off the plan.
export { audibleTimeSeconds, smoothAudibleTimeSeconds } from './audioClock';
export type { AudioContextLike } from './audioClock';
export { barStartSamples, STEADY_BEATS_PER_BAR } from './beatTimeline';
export {
  FALLBACK_SCHEDULING_MARGIN_SECONDS,
  HEAD_SECONDS,
  MIN_SCHEDULING_MARGIN_SECONDS,
  PART_SECONDS,
  RENDER_QUANTUM_FRAMES,
  schedulingMarginFrames,
} from './partScheduler';

/** relock() leaves the grid alone when the room's start moved less than this (a shift no one hears, not worth a reschedule). */
export const RELOCK_THRESHOLD_SECONDS = 0.001;
/** What prepare() renders once to have the engine's code compiled: two sounds, two clicks. */
const WARM_UP_SETTINGS: ClickTrackSettings = {
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 0.1,
  countInBeats: 1,
  volumePercent: 75,
};
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
 * Plays click tracks, rendered ahead of time and started on the audio clock so a busy main thread
 * cannot delay a click. To start soon after Play, play() renders and starts the track's first
 * HEAD_SECONDS, then renders the rest and schedules it to begin on the sample after the head (a
 * song map longer than PART_SECONDS follows in parts, each scheduled a part ahead): several
 * AudioBufferSourceNodes, one track (the samples are those of a whole render, see
 * renderClickTrackRangeInto). States follow SPEC.md §4 (idle → count-in → playing → idle) and are
 * derived from the audio clock by one poller, never from timers per beat. On an iPhone the click
 * plays as playback sound, which the silent switch does not mute (see preferPlaybackAudioSession).
 */
export class ClickTrackPlayer {
  private context: AudioContextLike | null = null;
  private unlocked = false;
  private state: PlayerState = 'idle';
  private track: ScheduledTrack | null = null;
  private readonly listeners = new Set<Listener>();
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private playRequest = 0;
  private disposed = false;
  private output: ClickOutput = DEFAULT_CLICK_OUTPUT;
  /** What sources connect to: the destination, or the input of the click routing. */
  private outputNode: AudioNode | null = null;
  /** What the spoken cues connect to: the click's node, or the input of their own routing. */
  private cueNode: AudioNode | null = null;
  /** The track that follows the playing one (queueAt), already on the audio clock. */
  private queued: { track: ScheduledTrack; onStarted: () => void } | null = null;
  /** The track before a follow-on, whose last click may still sound: stop() silences it too. */
  private previous: ScheduledTrack | null = null;
  /** A jump to a later bar (jumpToBar), on the audio clock: the playing track until its bar line. */
  private jump: { track: ScheduledTrack; atSeconds: number } | null = null;
  /** How far ahead of the scheduling margin a jump's bar line must be (raised by MIDI out while on). */
  private jumpLeadSeconds: number | (() => number) = 0;
  /** The playing track's spoken cues, on the same clock and device as its click (on their own channels if chosen). */
  private readonly cues = new CueVoice();

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
    const track = this.schedule(context, planClickTrack(settings, context.sampleRate), (earliestFrame) => ({
      startFrame: earliestFrame,
      firstSample: 0,
    }))!;
    void this.cues.start(context, track, settings, this.cueNode ?? context.destination);
    await this.run(
      context,
      track,
      request,
      track.timeline.beats.some((beat) => beat.kind === 'count-in') ? 'count-in' : 'playing',
    );
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
    void this.cues.start(context, track, settings, this.cueNode ?? context.destination);
    const firstMain = plan.beats.find((beat) => beat.kind === 'main');
    const inCountIn =
      plan.beats.some((beat) => beat.kind === 'count-in') &&
      track.firstSample < (firstMain?.startSampleIndex ?? plan.lengthSamples);
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
    const track = moveToGrid(context, old, startFrame, this.onTrackEnded);
    if (!track) return 0;
    this.track = track;
    this.cues.follow(context, track);
    return shiftFrames / sampleRateHz;
  }

  /**
   * Plays `settings` after the playing track without stopping it, its sample 0 on the audio-clock
   * frame nearest `startAudioTimeSeconds` (see followOnStartFrame in followOn.ts): scheduled now,
   * so no timer at the end decides when it sounds. Once the playing track has been heard to its end
   * or the queued one starts, whichever is first, it is the playing track and `onStarted` is called.
   * Replaces a track queued before; false (nothing queued) when nothing plays or the time is not a
   * scheduling margin ahead. stop(), play() and playAt() cancel it.
   */
  queueAt(settings: ClickTrackSettings, startAudioTimeSeconds: number, onStarted: () => void): boolean {
    const context = this.context;
    if (!context || !this.track || this.disposed) return false;
    this.cancelQueued();
    const startFrame = Math.round(startAudioTimeSeconds * context.sampleRate);
    const plan = planClickTrack(settings, context.sampleRate);
    const track = this.schedule(context, plan, (earliest) =>
      startFrame >= earliest ? { startFrame, firstSample: 0 } : null,
    );
    if (track) this.queued = { track, onStarted };
    return track !== null;
  }

  /**
   * Jumps within the playing track where `choose` says (e.g. to the next section at the next bar
   * line, see sectionJump.ts): scheduled now, heard from the bar line on, the grid unbroken. Until
   * then the timeline stays the playing one; a second jump before it counts from the first. With
   * `settings` (a tapped tempo) the track goes on as planned from those from the bar line on.
   * False when nothing plays or there is nowhere to jump.
   */
  jumpToBar(choose: ChooseJump, settings?: ClickTrackSettings): boolean {
    const context = this.context;
    const base = this.jump?.track ?? this.track;
    if (!context || !base || this.disposed) return false;
    const plan = settings ? planClickTrack(settings, context.sampleRate) : base.plan;
    const lead = typeof this.jumpLeadSeconds === 'function' ? this.jumpLeadSeconds() : this.jumpLeadSeconds;
    const leadFrames = Math.ceil(Math.max(0, lead) * context.sampleRate);
    const track = jumpTrack(context, base, choose, this.onTrackEnded, plan, leadFrames);
    if (!track) return false;
    const shiftSeconds = base.endAudioTimeSeconds - track.endAudioTimeSeconds;
    this.jump = { track, atSeconds: (track.startFrame + track.firstSample) / context.sampleRate };
    // The next song that follows on comes that much sooner, as the song now ends sooner.
    const queued = this.queued;
    if (queued?.track.plan.settings)
      this.queueAt(
        queued.track.plan.settings,
        queued.track.timeline.startAudioTimeSeconds - shiftSeconds,
        queued.onStarted,
      );
    return true;
  }

  /**
   * From now on jumpToBar jumps only at a bar line at least `lead` seconds further ahead than it must
   * for the audio (the next one when far enough, else a later one), `lead` read at each jump: MIDI
   * out says here how far ahead it has sent, as that cannot be taken back. 0 (the default): the next
   * bar line the audio can make.
   */
  setJumpLeadSeconds(lead: number | (() => number)): void {
    this.jumpLeadSeconds = lead;
  }

  /** The jump scheduled by jumpToBar and not yet heard: its track's timeline and its bar line on the audio clock. */
  getPendingJump(): { timeline: BeatTimeline; atAudioSeconds: number } | null {
    return this.jump ? { timeline: this.jump.track.timeline, atAudioSeconds: this.jump.atSeconds } : null;
  }

  /** Calls off the track queued by queueAt (what plays goes on and ends as it would). */
  cancelQueued(): void {
    if (this.queued) stopTrack(this.queued.track);
    this.queued = null;
  }

  /** Waits for the context to run, then follows the track: the common end of play() and playAt(). */
  private async run(
    context: AudioContextLike,
    track: ScheduledTrack,
    request: number,
    state: PlayerState,
  ): Promise<void> {
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
   * Plays the click on `output`'s channels and device from now on: what plays moves over at once
   * (its sources keep their start times), later tracks start there. Rejects when the device cannot
   * be used (unplugged, refused); the channels apply all the same.
   */
  async setOutput(output: ClickOutput): Promise<void> {
    this.output = output;
    const context = this.context;
    if (!context) return;
    this.routeOutput(context);
    if (this.track && this.outputNode) rerouteTrack(this.track, this.outputNode);
    if (this.cueNode) this.cues.reroute(this.cueNode);
    await this.applyOutputDevice(context);
  }

  /**
   * Says a band message's word where the cues play, its first sample at `atSeconds` on this
   * player's audio clock (null: at once); resolves with the time it starts at, or null without an
   * audio context that can.
   */
  async sayMessage(word: MessageWord, atSeconds: number | null, volumePercent: number): Promise<number | null> {
    const context = this.context;
    if (!context || !('decodeAudioData' in context) || !('createGain' in context)) return null;
    const output = this.cueNode ?? context.destination;
    return sayMessageWord(context as MessageContext, word, atSeconds, volumePercent, output);
  }

  /** How many output channels this device's audio output has (creates the AudioContext if need be, as prepare()). */
  outputChannelCount(): number {
    if (this.disposed) return 2;
    return this.ensureContext().destination.maxChannelCount || 2;
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
    renderClickTrackRange(
      planClickTrack(WARM_UP_SETTINGS, context.sampleRate),
      0,
      Math.round(context.sampleRate * 0.1),
    );
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
    return timeline ? beatAt(timeline, audioTimeSeconds) : null;
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
    const nowSeconds = this.getAudioTimeSeconds();
    if (this.jump && nowSeconds >= this.jump.atSeconds) {
      this.track = this.jump.track;
      this.jump = null;
      // The cues before the bar line have been said; those after it follow the new grid.
      if (this.context) this.cues.follow(this.context, this.track);
    }
    const track = this.track;
    if (!track) return;
    const queued = this.queued;
    if (queued && nowSeconds >= Math.min(track.endAudioTimeSeconds, queued.track.timeline.startAudioTimeSeconds)) {
      this.takeQueued(queued);
      return;
    }
    const heardToEnd = nowSeconds >= track.endAudioTimeSeconds - 1e-6;
    if ((track.sourceEnded && heardToEnd) || nowSeconds >= track.endAudioTimeSeconds + END_GRACE_SECONDS) {
      this.finish();
      return;
    }
    if (this.context) scheduleDueParts(this.context, track, this.onTrackEnded);
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
    if (!this.context) {
      // Before the context exists, so its sound goes out as playback, not as ambient sound.
      preferPlaybackAudioSession();
      const context = this.options.createContext
        ? this.options.createContext()
        : new AudioContext({ latencyHint: 'interactive' });
      this.context = context;
      this.routeOutput(context);
      void this.applyOutputDevice(context).catch(() => undefined);
    }
    return this.context;
  }

  /** Builds the nodes the click's sources and the cues connect to for the chosen channels, and lets the previous ones go. */
  private routeOutput(context: AudioContextLike): void {
    const previous = [this.outputNode, this.cueNode];
    const routable = 'createChannelMerger' in context && 'createGain' in context;
    const routes = routable
      ? outputRoutes(context as AudioContextLike & RoutingContext, this.output.channels, this.output.cueChannels)
      : { click: context.destination, cues: context.destination };
    this.outputNode = routes.click;
    this.cueNode = routes.cues;
    for (const node of new Set(previous))
      if (node && node !== context.destination && node !== routes.click && node !== routes.cues) node.disconnect();
  }

  /** Sends the context's sound to the chosen output device, where the browser can (setSinkId). */
  private async applyOutputDevice(context: AudioContextLike): Promise<void> {
    const sink = context as AudioContextLike & { setSinkId?: (id: string) => Promise<void>; sinkId?: unknown };
    if (typeof sink.setSinkId !== 'function' || sink.sinkId === this.output.deviceId) return;
    await sink.setSinkId(this.output.deviceId);
  }

  /** Puts `plan` on the audio clock where `chooseEntry` says (see scheduleTrack); null: nowhere. */
  private schedule(context: AudioContextLike, plan: ClickTrackPlan, chooseEntry: ChooseEntry): ScheduledTrack | null {
    return scheduleTrack(context, plan, chooseEntry, this.onTrackEnded, this.outputNode ?? context.destination);
  }

  /** The last source of `track` has ended: if it still plays, the poller's next look may end it now. */
  private readonly onTrackEnded = (track: ScheduledTrack): void => {
    if (this.track === track) this.update();
  };

  /** iOS Safari only lets audio out after a buffer has been started inside a user gesture. */
  private unlock(context: AudioContextLike): void {
    if (this.unlocked) return;
    this.unlocked = true;
    const silence = context.createBufferSource();
    silence.buffer = context.createBuffer(1, 1, context.sampleRate);
    silence.connect(context.destination);
    silence.start(0);
  }

  /** The queued track becomes the playing one; the one before plays out its last click. */
  private takeQueued(queued: { track: ScheduledTrack; onStarted: () => void }): void {
    if (this.previous) stopTrack(this.previous);
    this.previous = this.track;
    this.track = queued.track;
    this.queued = null;
    const countIn = queued.track.plan.beats.some((beat) => beat.kind === 'count-in');
    this.setState(countIn ? 'count-in' : 'playing');
    queued.onStarted();
  }

  /** Stops every source of the playing track (head and rest), the one before it and the one queued, at once. */
  private stopSource(): void {
    const track = this.track;
    this.track = null;
    if (track) stopTrack(track);
    if (this.jump) stopTrack(this.jump.track);
    this.jump = null;
    if (this.previous) stopTrack(this.previous);
    this.previous = null;
    this.cancelQueued();
    this.cues.stop();
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
