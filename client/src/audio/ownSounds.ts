/**
 * Users' own sounds in the click-track engine: a stored sound (16-bit PCM mono WAV, as the server
 * prepares it: starting on its onset, peak at −1 dBFS) played instead of the synthesized burst of a
 * level, starting on exactly the same sample.
 */
import type { BeatLevel } from '../../../schema/rhythm';

/** The levels an own sound can stand in for. */
export const OWN_SOUND_LEVELS = ['accent', 'normal', 'soft', 'subdivision', 'count-in'] as const;
export type OwnSoundLevel = (typeof OWN_SOUND_LEVELS)[number];

/** A decoded own sound: mono samples (−1…1) at their own rate. */
export interface OwnSound {
  sampleRateHz: number;
  samples: Float32Array;
}

/** The own sounds chosen for some levels; a level without one plays its synthesized click. */
export type OwnSounds = Partial<Record<OwnSoundLevel, OwnSound>>;

/** Reads a stored sound: 16-bit PCM mono WAV (what GET /api/sounds/{id} serves). Throws on anything else. */
export function parseOwnSoundWav(bytes: ArrayBuffer): OwnSound {
  const view = new DataView(bytes);
  const text = (at: number) => String.fromCharCode(...new Uint8Array(bytes, at, 4));
  if (bytes.byteLength < 44 || text(0) !== 'RIFF' || text(8) !== 'WAVE' || text(12) !== 'fmt ' || text(36) !== 'data')
    throw new Error('Not a stored sound');
  if (view.getUint16(20, true) !== 1 || view.getUint16(22, true) !== 1 || view.getUint16(34, true) !== 16)
    throw new Error('Not 16-bit PCM mono');
  const frames = Math.min(view.getUint32(40, true), bytes.byteLength - 44) >> 1;
  const samples = new Float32Array(frames);
  for (let i = 0; i < frames; i++) samples[i] = view.getInt16(44 + i * 2, true) / 32767;
  return { sampleRateHz: view.getUint32(24, true), samples };
}

/** Which own sound an onset plays: the count-in's, the subdivision's, or its beat level's (none for a muted one). */
export function ownSoundLevelOf(kind: 'count-in' | 'beat' | 'subdivision', level: BeatLevel): OwnSoundLevel | null {
  if (level === 'mute') return null;
  if (kind === 'count-in') return 'count-in';
  return kind === 'subdivision' ? 'subdivision' : level;
}

/**
 * `sound` at `sampleRateHz` (linear interpolation; its first sample stays its first), scaled to
 * `volumePercent` of full scale relative to its −1 dBFS peak, so a level's gain applies as to a
 * synthesized click.
 */
export function ownClick(sound: OwnSound, sampleRateHz: number, volumePercent: number): Float32Array {
  const step = sound.sampleRateHz / sampleRateHz;
  const length = Math.max(1, Math.floor((sound.samples.length - 1) / step) + 1);
  const gain = Math.max(0, Math.min(100, volumePercent)) / 100;
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const at = i * step;
    const left = Math.floor(at);
    const right = Math.min(left + 1, sound.samples.length - 1);
    const fraction = at - left;
    out[i] = gain * (sound.samples[left]! * (1 - fraction) + sound.samples[right]! * fraction);
  }
  return out;
}

/**
 * The own click of a level at a volume, made once per level and volume for one plan; null where
 * the level has no own sound (its synthesized click plays).
 */
export function ownClicksFor(
  sounds: OwnSounds | null | undefined,
  sampleRateHz: number,
): (level: OwnSoundLevel | null, volumePercent: number) => Float32Array | null {
  const made = new Map<string, Float32Array>();
  return (level, volumePercent) => {
    const sound = level && sounds?.[level];
    if (!sound) return null;
    const key = `${level}/${volumePercent}`;
    let click = made.get(key);
    if (!click) {
      click = ownClick(sound, sampleRateHz, volumePercent);
      made.set(key, click);
    }
    return click;
  };
}
