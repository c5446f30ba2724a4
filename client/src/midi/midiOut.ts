/**
 * Sends a track's MIDI events (clock, transport, and any others given, such as patch changes) to a
 * MIDI output, each timestamped in the `performance.now()` time base from the same audio-clock
 * mapping the clicks are heard by, a lookahead ahead of time.
 */
import { chasedPatches, patchKey } from './patchChase';
import type { BeatTimeline, ClickTrackSettings, PlayerState } from '../audio/types';
import { STATUS, clockEvents, planClock } from './clockPlan';
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

/**
 * Follows a click player: whenever its track changes (play, a room's new grid, the next song
 * following on, stop), it plans that track's events and sends them as they come within
 * LOOKAHEAD_MS; when the player goes idle before the track's end it sends Stop at once.
 */
export class MidiClockOut {
  private timeline: BeatTimeline | null = null;
  private events: MidiEvent[] = [];
  private next = 0;
  /** performance.now() of the track's sample 0 as heard, offset included. */
  private zeroMs = 0;
  /** The timestamp of the last message sent: a new track's messages start after it. */
  private sentUntilMs = -Infinity;
  private running = false;
  /** The last Program and Control Changes sent (patchKey → bytes), so a jump sends only what changed. */
  private readonly patchState = new Map<string, string>();
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
    const timeline = source && source.getState?.() !== 'idle' ? source.getTimeline() : null;
    if (timeline !== this.timeline) this.follow(source, timeline);
    const horizonMs = this.now() + LOOKAHEAD_MS;
    while (this.next < this.events.length) {
      const event = this.events[this.next]!;
      const timestamp = this.zeroMs + event.trackSeconds * 1000;
      if (timestamp > horizonMs) break;
      this.send(event.data, timestamp);
      this.next++;
    }
  }

  /** Stops following: Stop now if the gear is running, and no more messages. */
  dispose(): void {
    this.timer.stop();
    this.halt();
    this.timeline = null;
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
    const plan = planClock(timeline.settings);
    const patches = this.options.extraEvents?.(timeline.settings) ?? [];
    const nowMs = this.now();
    this.zeroMs =
      nowMs + (timeline.startAudioTimeSeconds - source.getAudioTimeSeconds()) * 1000 + (this.options.offsetMs ?? 0);
    const fromSeconds = (Math.max(nowMs + SEND_MARGIN_MS, this.sentUntilMs + 0.001) - this.zeroMs) / 1000;
    // The same track on a new grid (a room's clock moved): it goes on, without transport.
    const sameTrack = previous?.settings === timeline.settings;
    if (!sameTrack && this.running) this.sendStopNow();
    const chased = chasedPatches(
      patches.filter((e) => e.trackSeconds < fromSeconds),
      this.patchState,
    ).map((e) => ({ trackSeconds: fromSeconds, data: e.data }));
    const extra = [...chased, ...patches.filter((e) => e.trackSeconds >= fromSeconds)];
    this.events = inTimeOrder([...clockEvents(plan, fromSeconds, { transport: !sameTrack }), ...extra]);
    this.next = 0;
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
