/**
 * From the room's clock to this device's loudspeaker: where on the AudioContext clock
 * a sample must be scheduled to be heard at a given local time, and the per-device calibration that
 * corrects what the browser does not report (Bluetooth headphones add 150–250 ms no API admits).
 */
import type { AudioContextLike } from '../audio/audioClock';

/** The calibration's limits in ms. */
export const MAX_CALIBRATION_MS = 200;
/** Where the calibration is kept (localStorage). */
export const CALIBRATION_STORAGE_KEY = 'musicIqueue.outputCalibrationMs';

/**
 * The AudioContext time at which to schedule a sample so that it is heard at local time `localMs`
 * (performance.now() ms, e.g. ServerClock.toLocal of the room's start). With getOutputTimestamp the
 * browser says which context time reaches the output at which performance time, so the output
 * latency is included; without one (or before the context runs, when it reports zeros) it falls back
 * to currentTime minus outputLatency (or baseLatency). `calibrationMs` is the device's own
 * correction: positive when it sounds late, so the sample is scheduled that much earlier.
 * @param nowMs performance.now() at the call (for the fallback)
 */
export function audioTimeForLocal(
  context: Pick<AudioContextLike, 'currentTime' | 'outputLatency' | 'baseLatency' | 'getOutputTimestamp'>,
  localMs: number,
  calibrationMs: number,
  nowMs: number = performance.now(),
): number {
  const stamp = context.getOutputTimestamp?.();
  if (stamp && stamp.performanceTime && stamp.contextTime !== undefined) {
    return stamp.contextTime + (localMs - stamp.performanceTime - calibrationMs) / 1000;
  }
  const latencySeconds = context.outputLatency || context.baseLatency || 0;
  return context.currentTime + (localMs - nowMs - calibrationMs) / 1000 - latencySeconds;
}

/** `ms` as a calibration: whole ms within ±MAX_CALIBRATION_MS (0 for anything not a number). */
export function clampCalibrationMs(ms: number): number {
  if (!Number.isFinite(ms)) return 0;
  return Math.max(-MAX_CALIBRATION_MS, Math.min(MAX_CALIBRATION_MS, Math.round(ms))) || 0;
}

/**
 * This device's output calibration in ms (0 if none is saved or storage is unavailable). It is kept
 * in this browser's localStorage, not with the user's settings on the server: it measures this
 * device's output path (its speaker, its Bluetooth headphones), so it must not follow the user to
 * another device.
 */
export function loadCalibrationMs(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): number {
  try {
    const saved = storage?.getItem(CALIBRATION_STORAGE_KEY);
    return saved === null || saved === undefined ? 0 : clampCalibrationMs(Number(saved));
  } catch {
    return 0;
  }
}

/** Saves this device's output calibration (clamped to whole ms within ±200) in localStorage and returns what was saved; see {@link loadCalibrationMs}. */
export function saveCalibrationMs(
  ms: number,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): number {
  const calibrationMs = clampCalibrationMs(ms);
  try {
    storage?.setItem(CALIBRATION_STORAGE_KEY, String(calibrationMs));
  } catch {
    // Storage full or refused (private browsing): the value still applies until the page closes.
  }
  return calibrationMs;
}

/** localStorage, or undefined where reading it throws (some browsers' privacy settings). */
function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
