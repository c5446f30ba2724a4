import type { BeatEvent, BeatTimeline } from './types';

/** How far ahead of the audible clock each look schedules pulses: a few poll intervals. */
export const HAPTIC_LOOKAHEAD_SECONDS = 0.1;
/** Pulse length per beat level: the downbeat is felt longest; a muted beat is not felt. */
export const HAPTIC_PULSE_MS = { accent: 60, normal: 30, soft: 15 } as const;

/** What the haptic beat reads of a player: its timeline and the audible audio-clock time. */
export interface HapticClockSource {
  getTimeline(): BeatTimeline | null;
  getAudioTimeSeconds(): number;
}

/** The page's timers and clock (tests pass fakes). */
export interface HapticTimers {
  now(): number;
  setTimeout(run: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** One pulse put on the page's clock: which beat, when (ms of `now()`), and for how long. */
export interface ScheduledPulse {
  beatIndex: number;
  atMs: number;
  pulseMs: number;
}

const pageTimers: HapticTimers = {
  now: () => performance.now(),
  setTimeout: (run, delayMs) => globalThis.setTimeout(run, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The pulse a beat gets, in ms (0: none), following the level it is heard at (a steady track's are all 'normal'). */
function pulseMsOf(beat: BeatEvent): number {
  const level = beat.level ?? 'normal';
  return level === 'mute' ? 0 : HAPTIC_PULSE_MS[level];
}

/**
 * A vibration on each beat (`navigator.vibrate`), timed from the same audio clock the click is
 * scheduled on. The Vibration API cannot be scheduled ahead, so each `update()` (the caller's poll)
 * maps the beats due within {@link HAPTIC_LOOKAHEAD_SECONDS} from the audio clock onto the page's
 * clock (the audible time now ↔ `now()`) and sets a timer for each: the pulse starts when the click
 * is heard, give or take the timer's lateness. Each beat is pulsed once; a new track or a moved grid
 * (a new timeline) starts over.
 */
export class HapticBeat {
  private timeline: BeatTimeline | null = null;
  private nextBeat = 0;
  private readonly pending = new Set<unknown>();

  constructor(
    private readonly source: HapticClockSource,
    private readonly vibrate: (pulseMs: number) => void,
    private readonly timers: HapticTimers = pageTimers,
    /** Told of each pulse as it is put on the clock (bench:audio compares it with when it fired). */
    private readonly onScheduled?: (pulse: ScheduledPulse) => void,
  ) {}

  /** Schedules the pulses of the beats due before the look-ahead ends; call it every poll while playing. */
  update(): void {
    const timeline = this.source.getTimeline();
    if (timeline !== this.timeline) {
      this.cancel();
      this.timeline = timeline;
      this.nextBeat = 0;
    }
    if (!timeline) return;
    const audibleNow = this.source.getAudioTimeSeconds();
    const nowMs = this.timers.now();
    const beatTime = (beat: BeatEvent) =>
      timeline.startAudioTimeSeconds + beat.startSampleIndex / timeline.sampleRateHz;
    // Beats already heard (a track entered mid-song, a late first look) are skipped, not pulsed late.
    while (this.nextBeat < timeline.beats.length && beatTime(timeline.beats[this.nextBeat]!) < audibleNow)
      this.nextBeat++;
    while (this.nextBeat < timeline.beats.length) {
      const beat = timeline.beats[this.nextBeat]!;
      const inSeconds = beatTime(beat) - audibleNow;
      if (inSeconds > HAPTIC_LOOKAHEAD_SECONDS) break;
      this.nextBeat++;
      const pulseMs = pulseMsOf(beat);
      if (pulseMs === 0) continue;
      const atMs = nowMs + inSeconds * 1000;
      this.onScheduled?.({ beatIndex: beat.index, atMs, pulseMs });
      const handle = this.timers.setTimeout(() => {
        this.pending.delete(handle);
        this.vibrate(pulseMs);
      }, atMs - nowMs);
      this.pending.add(handle);
    }
  }

  /** Cancels the pulses not yet started (Stop, leaving the page) and stops any vibration. */
  stop(): void {
    this.cancel();
    this.timeline = null;
    this.nextBeat = 0;
  }

  private cancel(): void {
    const hadPending = this.pending.size > 0;
    for (const handle of this.pending) this.timers.clearTimeout(handle);
    this.pending.clear();
    if (hadPending) this.vibrate(0);
  }
}
