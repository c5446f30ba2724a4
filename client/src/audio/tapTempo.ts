import { BPM_DEFAULT, BPM_MAX, BPM_MIN } from '../../../schema/limits';

/** Taps kept for the average (SPEC.md §9). */
export const TAP_TEMPO_KEPT_TAPS = 8;
/** A gap longer than this since the last tap starts a new sequence (SPEC.md §4). */
export const TAP_TEMPO_RESET_GAP_MS = 2000;
/** A detected bpm is shown only from this many taps on (SPEC.md §4). */
export const TAP_TEMPO_MIN_TAPS_SHOWN = 3;

/** What tapping has produced so far. */
export interface TapTempoReading {
  /** The tempo to use: BPM_DEFAULT until two taps, then 60000 / mean interval, rounded and clamped to BPM_MIN–BPM_MAX. */
  bpm: number;
  /** Taps in the current sequence (counting on past the TAP_TEMPO_KEPT_TAPS used for the average). */
  tapCount: number;
  /** The bpm to show, or null before TAP_TEMPO_MIN_TAPS_SHOWN taps. */
  detectedBpm: number | null;
}

/** Tap tempo per SPEC.md §4 and §9. Times are any monotonic milliseconds (e.g. performance.now()). */
export class TapTempo {
  private tapTimesMs: number[] = [];
  private tapCount = 0;

  /** Records a tap at `nowMs` and returns the new reading. */
  tap(nowMs: number): TapTempoReading {
    const lastMs = this.tapTimesMs[this.tapTimesMs.length - 1];
    // A long pause, or a clock that went backwards, begins a new sequence with this tap as its first.
    if (lastMs !== undefined && (nowMs - lastMs > TAP_TEMPO_RESET_GAP_MS || nowMs < lastMs)) this.reset();
    this.tapTimesMs.push(nowMs);
    if (this.tapTimesMs.length > TAP_TEMPO_KEPT_TAPS) this.tapTimesMs.shift();
    this.tapCount++;
    return this.reading();
  }

  /** Forgets all taps. */
  reset(): void {
    this.tapTimesMs = [];
    this.tapCount = 0;
  }

  /** The reading without tapping. */
  reading(): TapTempoReading {
    const times = this.tapTimesMs;
    let bpm = BPM_DEFAULT;
    if (times.length >= 2) {
      const meanIntervalMs = (times[times.length - 1] - times[0]) / (times.length - 1);
      const raw = meanIntervalMs > 0 ? Math.round(60000 / meanIntervalMs) : BPM_MAX;
      bpm = Math.min(BPM_MAX, Math.max(BPM_MIN, raw));
    }
    return { bpm, tapCount: this.tapCount, detectedBpm: this.tapCount >= TAP_TEMPO_MIN_TAPS_SHOWN ? bpm : null };
  }
}
