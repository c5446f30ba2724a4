import { barStartSamples } from '../../../audio/beatTimeline';
import type { BeatTimeline } from '../../../audio/types';

/**
 * The room-clock time (epoch ms) of the first bar of the playing song that starts at or after
 * `fromMs`, or null when none is left (or nothing plays). Sample 0 of `timeline` sounds at the
 * room's `startsAtMs` on every device, so every device reads the same bar off the same grid; only
 * sample offsets are used, not this device's audio clock.
 */
export function nextDownbeatMs(
  timeline: BeatTimeline | null,
  startsAtMs: number | null,
  fromMs: number,
): number | null {
  return nextDownbeat(timeline, startsAtMs, fromMs)?.atMs ?? null;
}

/** The downbeat of {@link nextDownbeatMs}: its room-clock time and its sample on `timeline`. */
export function nextDownbeat(
  timeline: BeatTimeline | null,
  startsAtMs: number | null,
  fromMs: number,
): { atMs: number; sample: number } | null {
  if (!timeline || startsAtMs === null) return null;
  for (const sample of barStartSamples(timeline.beats)) {
    const atMs = startsAtMs + (sample / timeline.sampleRateHz) * 1000;
    if (atMs >= fromMs) return { atMs, sample };
  }
  return null;
}
