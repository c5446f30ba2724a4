/**
 * Sends a track's MIDI events (clock, transport, and any others given, such as patch changes) to a
 * MIDI output, each timestamped in the `performance.now()` time base from the same audio-clock
 * mapping the clicks are heard by, a lookahead ahead of time.
 */
import { chasedPatches, patchKey } from './patchChase';
import type { BeatTimeline, ClickTrackSettings, PlayerState } from '../audio/types';
import { STATUS, clockEvents, planClock, type ClockPlan } from './clockPlan';
import { inTimeOrder, type MidiEvent } from './midiEvents';
import { CLOCK_OFFSET_MS_MAX } from './midiLimits';
import { pumpTimer, type PumpTimer } from './pumpTimer';

/**
 * How far ahead events are sent. A main-thread stall shorter than this sends no tick late: through
 * four 300 ms stalls bench:midi found 0 late ticks, the closest still sent 97.5 ms ahead. Chrome
 * cannot take back a queued message, so after Stop the gear still gets at most this much clock,
 * harmless once it has stopped.
 */
export const LOOKAHEAD_MS = 400;
/** How often the pump looks for events to send (a Worker's timer: not throttled in a hidden tab). */
export const PUMP_INTERVAL_MS = 10;
/** The first event of a track is never sent for sooner than this from now. */
const SEND_MARGIN_MS = 2;

/** What the scheduler needs of a Web MIDI output. */
export interface MidiOutputLike {
  send(data: number[], timestamp?: number): void;
  /** Firefox only: drops what is queued. */
  clear?: () => void;
}

/** What it needs of the click player: the playing track on the audio clock and the audible time now. */
export interface ClockSource {
  getTimeline(): BeatTimeline | null;
  getAudioTimeSeconds(): number;
  /** 'idle' until the audio clock runs: a track is not followed before (its clock would stand still). */
  getState?(): PlayerState;
  /** A jump scheduled and not yet heard (see ClickTrackPlayer.jumpToBar): followed from its bar line on. */
  getPendingJump?(): { timeline: BeatTimeline; atAudioSeconds: number } | null;
  /** How far ahead a jump's bar line must be, asked at each jump (see ClickTrackPlayer.setJumpLeadSeconds). */
  setJumpLeadSeconds?(lead: number | (() => number)): void;
}

/** Options of {@link MidiClockOut}. */
export interface MidiClockOutOptions {
  /** Shifts every message, in ms (−50 … +50): lines the gear up with the audible click. */
  offsetMs?: number;
  /** Events to send with the clock for a track (Program/Control Changes per song and section). */
  extraEvents?: (settings: ClickTrackSettings) => MidiEvent[];
  /** performance.now(), for tests. */
  now?: () => number;
  /** What drives the pump; default a Worker's timer (see pumpTimer). */
  timer?: (tick: () => void, intervalMs: number) => PumpTimer;
}

/** A jump's bar line is a rounded sample; the tick planned on it may lie this much either side. */
const BAR_LINE_TOLERANCE_MS = 0.5;

/** A message with its `performance.now()` timestamp. */
interface TimedEvent {
  atMs: number;
  data: number[];
}

/**
 * Follows a click player: whenever its track changes (play, a room's new grid, the next song
 * following on, stop), it plans that track's events and sends them as they come within
 * LOOKAHEAD_MS; when the player goes idle before the track's end it sends Stop at once. A jump
 * (next section, a tapped tempo) is planned in as soon as it is scheduled: the events before its
 * bar line stay, the jumped track's follow from it on, on the same audio-clock mapping.
 */
export class MidiClockOut {
  private timeline: BeatTimeline | null = null;
  /** The timeline of a pending jump already planned in: once heard, the player's timeline needs no new plan. */
  private jumpedTo: BeatTimeline | null = null;
  private events: TimedEvent[] = [];
  private next = 0;
  /** performance.now() of audio time 0 as heard, offset included: one mapping per followed track. */
  private audioZeroMs = 0;
  /** The timestamp of the last message sent: a new track's messages start after it. */
  private sentUntilMs = -Infinity;
  private running = false;
  /** The last Program and Control Changes sent (patchKey → bytes), so a jump sends only what changed. */
  private readonly patchState = new Map<string, string>();
  /** The player whose jump lead was raised, lowered again when no longer followed. */
  private leadSource: ClockSource | null = null;
  private readonly timer: PumpTimer;
  private readonly now: () => number;
  /** Messages whose timestamp had already passed when sent (should stay 0). */
  lateCount = 0;

  constructor(
    private readonly output: MidiOutputLike,
    private readonly source: () => ClockSource | null,
    private readonly options: MidiClockOutOptions = {},
  ) {
    this.now = options.now ?? (() => performance.now());
    this.timer = (options.timer ?? pumpTimer)(() => this.pump(), PUMP_INTERVAL_MS);
  }

  /** A new clock offset, for tracks from the next one on. */
  setOffsetMs(offsetMs: number): void {
    this.options.offsetMs = Math.max(-CLOCK_OFFSET_MS_MAX, Math.min(CLOCK_OFFSET_MS_MAX, offsetMs));
  }

  /** Looks at the player and sends what is due; the timer calls it. */
  pump(): void {
    const source = this.source();
    this.raiseJumpLead(source);
    const timeline = source && source.getState?.() !== 'idle' ? source.getTimeline() : null;
    if (timeline !== this.timeline) {
      if (timeline && timeline === this.jumpedTo) this.timeline = timeline;
      else this.follow(source, timeline);
      this.jumpedTo = null;
    }
    const jump = source && this.timeline ? source.getPendingJump?.() : null;
    if (jump?.timeline.settings && jump.timeline !== this.jumpedTo) this.planJump(jump);
    const horizonMs = this.now() + LOOKAHEAD_MS;
    while (this.next < this.events.length) {
      const event = this.events[this.next]!;
      if (event.atMs > horizonMs) break;
      this.send(event.data, event.atMs);
      this.next++;
    }
  }

  /** Stops following: Stop now if the gear is running, and no more messages. */
  dispose(): void {
    this.timer.stop();
    this.halt();
    this.timeline = null;
    this.raiseJumpLead(null);
  }

  /** Jumps of the followed player wait for a bar line past what is sent; another player, or none, is let go. */
  private raiseJumpLead(source: ClockSource | null): void {
    if (source === this.leadSource) return;
    this.leadSource?.setJumpLeadSeconds?.(0);
    source?.setJumpLeadSeconds?.(() => this.sentLeadSeconds(source));
    this.leadSource = source;
  }

  /**
   * How far past `source`'s audible now a jump's bar line must be so that every message sent so far
   * lies before it: up to the lookahead while a track plays, nothing when none of it has gone out yet
   * (Play from a later section jumps as it would without MIDI out).
   */
  private sentLeadSeconds(source: ClockSource): number {
    if (!Number.isFinite(this.sentUntilMs)) return 0;
    const barAudioSeconds = (this.sentUntilMs + BAR_LINE_TOLERANCE_MS - this.audioZeroMs) / 1000;
    return Math.max(0, barAudioSeconds - source.getAudioTimeSeconds());
  }

  private follow(source: ClockSource | null, timeline: BeatTimeline | null): void {
    const previous = this.timeline;
    this.timeline = timeline;
    if (!timeline?.settings || !source) {
      this.halt();
      return;
    }
    // Planned before the clocks are read: in a background tab on a busy machine a track's first pump
    // took up to 30 ms, and planned after the reading its first ticks went out after their time.
    const track = this.trackPlan(timeline.settings);
    const nowMs = this.now();
    this.audioZeroMs = nowMs - source.getAudioTimeSeconds() * 1000 + (this.options.offsetMs ?? 0);
    const zeroMs = this.audioZeroMs + timeline.startAudioTimeSeconds * 1000;
    const fromMs = Math.max(nowMs + SEND_MARGIN_MS, this.sentUntilMs + 0.001);
    // The same track on a new grid (a room's clock moved): it goes on, without transport.
    const sameTrack = previous?.settings === timeline.settings;
    if (!sameTrack && this.running) this.sendStopNow();
    this.events = this.planned(track, zeroMs, fromMs, !sameTrack, this.patchState);
    this.next = 0;
  }

  /**
   * A jump scheduled: the events not yet sent before its bar line stay, then the jumped track's from
   * the bar line on. The clock runs on (a section's or tempo's ticks follow the last one before), its
   * patch changes are chased against what the gear will have got by then, and the gear is started
   * (Song Position and Continue) only when the bar line comes before its Start.
   */
  private planJump(jump: { timeline: BeatTimeline; atAudioSeconds: number }): void {
    this.jumpedTo = jump.timeline;
    const track = this.trackPlan(jump.timeline.settings!);
    const barMs = this.audioZeroMs + jump.atAudioSeconds * 1000 - BAR_LINE_TOLERANCE_MS;
    const kept = this.events.slice(this.next).filter((event) => event.atMs < barMs);
    const lastSent = new Map(this.patchState);
    let running = this.running;
    for (const { data } of kept) {
      const key = patchKey(data);
      if (key) lastSent.set(key, data.join());
      if (data[0] === STATUS.start || data[0] === STATUS.continue) running = true;
    }
    const zeroMs = this.audioZeroMs + jump.timeline.startAudioTimeSeconds * 1000;
    // The lead keeps the bar line past what was sent; were it not, the jump goes on after it.
    const fromMs = Math.max(barMs, this.sentUntilMs + 0.001);
    this.events = [...kept, ...this.planned(track, zeroMs, fromMs, !running, lastSent)];
    this.next = 0;
  }

  /** `settings`' clock and the events sent with it (patch changes), on the track's time line. */
  private trackPlan(settings: ClickTrackSettings): { clock: ClockPlan; patches: MidiEvent[] } {
    return { clock: planClock(settings), patches: this.options.extraEvents?.(settings) ?? [] };
  }

  /** A track's clock and patch changes from `fromMs` on, its sample 0 at `zeroMs`. */
  private planned(
    { clock, patches }: { clock: ClockPlan; patches: MidiEvent[] },
    zeroMs: number,
    fromMs: number,
    transport: boolean,
    lastSent: ReadonlyMap<string, string>,
  ): TimedEvent[] {
    const fromSeconds = (fromMs - zeroMs) / 1000;
    const clockFrom = clockEvents(clock, fromSeconds, { transport });
    // Chased patches come with the first clock message sent, as a song's own come with its first
    // tick: the gear changes sound on the grid, wherever between two ticks MIDI out came in.
    const chasedAt = clockFrom[0]?.trackSeconds ?? fromSeconds;
    const chased = chasedPatches(
      patches.filter((e) => e.trackSeconds < fromSeconds),
      lastSent,
    ).map((e) => ({ trackSeconds: chasedAt, data: e.data }));
    const extra = [...chased, ...patches.filter((e) => e.trackSeconds >= fromSeconds)];
    return inTimeOrder([...clockFrom, ...extra]).map((event) => ({
      atMs: zeroMs + event.trackSeconds * 1000,
      data: event.data,
    }));
  }

  /** The track stopped early: Stop now, drop what was not yet sent, and what is queued where the browser can. */
  private halt(): void {
    this.events = [];
    this.next = 0;
    if (!this.running) return;
    this.sendStopNow();
    if (this.output.clear) {
      this.output.clear();
      this.sentUntilMs = this.now();
    }
  }

  /** Stop without a timestamp: the browser sends it at once, ahead of the clock still queued. */
  private sendStopNow(): void {
    this.output.send([STATUS.stop]);
    this.running = false;
  }

  private send(data: number[], timestamp: number): void {
    if (timestamp < this.now()) this.lateCount++;
    if (data[0] === STATUS.start || data[0] === STATUS.continue) this.running = true;
    if (data[0] === STATUS.stop) this.running = false;
    const key = patchKey(data);
    if (key) this.patchState.set(key, data.join());
    this.output.send(data, timestamp);
    this.sentUntilMs = Math.max(this.sentUntilMs, timestamp);
  }
}
