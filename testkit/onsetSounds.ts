// The test set of click sounds with known onsets that the onset finder of users' own sounds is
// measured on (server/services/sounds/onset.test.ts, bench:sounds): each a stretch of silence or
// noise, then a transient of its own kind, attack and level, starting on a known frame.
export { findOnset } from '../server/services/sounds/onset';

/** One generated sound and the frame its transient starts on. */
export interface OnsetSound {
  name: string;
  sampleRate: number;
  samples: Float32Array;
  onset: number;
}

interface OnsetCase {
  kind: 'sine' | 'noise' | 'thump';
  sampleRate: number;
  silenceMs: number;
  attackMs: number;
  /** Noise floor before (and under) the sound, dBFS RMS; null for digital silence. */
  noiseDb: number | null;
  peak: number;
  frequency: number;
  /** Phase of a tone's first sample, in cycles. */
  phase: number;
}

const KINDS = ['sine', 'noise', 'thump'] as const;
const RATES = [44_100, 48_000, 96_000];
const ATTACKS_MS = [0, 0.2, 0.5, 1, 2];
const NOISE_DB = [null, -80, -65, -55];

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The cases: every kind with every attack and noise floor, rates, levels and phases varied with the index. */
function cases(): OnsetCase[] {
  const all: OnsetCase[] = [];
  let index = 0;
  for (const kind of KINDS)
    for (const attackMs of ATTACKS_MS)
      for (const noiseDb of NOISE_DB) {
        all.push({
          kind,
          sampleRate: RATES[index % RATES.length]!,
          silenceMs: [0, 3, 37, 180, 420][index % 5]!,
          attackMs,
          noiseDb,
          peak: [0.9, 0.5, 0.25][index % 3]!,
          frequency: kind === 'thump' ? 120 + (index % 4) * 30 : 700 + (index % 7) * 400,
          phase: (index % 4) / 4,
        });
        index++;
      }
  return all;
}

function render(spec: OnsetCase, seed: number): OnsetSound {
  const { sampleRate } = spec;
  const next = random(seed);
  const onset = Math.round((spec.silenceMs / 1000) * sampleRate);
  const length = onset + Math.round(0.12 * sampleRate);
  const samples = new Float32Array(length);
  const noise = spec.noiseDb === null ? 0 : 10 ** (spec.noiseDb / 20) * Math.sqrt(3);
  const attack = Math.max(1, (spec.attackMs / 1000) * sampleRate);
  const decay = (spec.kind === 'thump' ? 0.05 : 0.012) * sampleRate;
  for (let i = 0; i < length; i++) {
    const t = i - onset;
    let value = 0;
    if (t >= 0) {
      const envelope = Math.min(1, (t + 1) / attack) * Math.exp(-t / decay);
      const tone =
        spec.kind === 'noise'
          ? next() * 2 - 1
          : Math.sin(2 * Math.PI * (spec.phase + (spec.frequency * t) / sampleRate));
      value = spec.peak * envelope * tone;
    }
    samples[i] = value + noise * (next() * 2 - 1);
  }
  const name = `${spec.kind} ${spec.frequency} Hz, attack ${spec.attackMs} ms, noise ${spec.noiseDb ?? 'none'} dB, ${sampleRate} Hz`;
  return { name, sampleRate, samples, onset };
}

/** Every sound of the test set (60), the same on every run. */
export function onsetSounds(): OnsetSound[] {
  return cases().map((spec, index) => render(spec, 1000 + index));
}

/** How far `found` is from the sound's true onset, in milliseconds (positive: late). */
export function onsetErrorMs(sound: OnsetSound, found: number | null): number {
  return found === null ? Infinity : ((found - sound.onset) / sound.sampleRate) * 1000;
}
