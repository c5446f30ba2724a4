/**
 * Synthetic rhythm for tempo-detection tests and `npm run bench:bpm`: clicks, kick, snare, hi-hat
 * and bass notes rendered at exact beat positions, with optional swing, timing jitter and noise.
 * Deterministic for a given seed, so a test failure reproduces.
 */

/** The sounds a pattern can use. */
export type Instrument = 'click' | 'accent' | 'kick' | 'snare' | 'hat' | 'bass';

/** One hit within a bar, at `beat` (0 = the bar's first beat, 0.5 = the eighth after it). */
export interface BeatEvent {
  beat: number;
  instrument: Instrument;
  /** Linear gain, 1 by default. */
  gain?: number;
  /** Bass note frequency (Hz), 55 by default. */
  pitchHz?: number;
}

/** A repeating bar. */
export interface Pattern {
  beatsPerBar: number;
  events: BeatEvent[];
}

/** How to render a pattern. */
export interface RenderOptions {
  bpm: number;
  seconds: number;
  sampleRate: number;
  /** Delay of off-beat eighths as a share of a beat: 0 straight, 1/6 triplet swing. */
  swing?: number;
  /** Random timing error per hit, standard deviation in milliseconds. */
  jitterMs?: number;
  /** White noise level (RMS, linear, hits peak near 1). */
  noise?: number;
  seed?: number;
  /**
   * A tempo that moves: the tempo (BPM) at `seconds` into the render, in place of the constant
   * `bpm` (which then only names the clip). Beats fall where the integrated tempo reaches them.
   */
  tempoAt?: (seconds: number) => number;
}

/** A small deterministic PRNG (mulberry32): uniform in [0, 1). */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** The waveform of one hit. */
export function renderHit(
  instrument: Instrument,
  sampleRate: number,
  random: () => number,
  pitchHz = 55,
): Float32Array {
  const seconds = { click: 0.03, accent: 0.03, kick: 0.35, snare: 0.22, hat: 0.06, bass: 0.3 }[instrument];
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  let phase = 0;
  let lastNoise = 0;
  for (let index = 0; index < samples.length; index++) {
    const time = index / sampleRate;
    switch (instrument) {
      case 'click':
      case 'accent': {
        const frequency = instrument === 'accent' ? 1500 : 1000;
        samples[index] = Math.sin(2 * Math.PI * frequency * time) * Math.exp(-time / 0.006);
        break;
      }
      case 'kick': {
        phase += (2 * Math.PI * (45 + 110 * Math.exp(-time / 0.04))) / sampleRate;
        samples[index] = Math.sin(phase) * Math.exp(-time / 0.12);
        break;
      }
      case 'snare': {
        const noise = random() * 2 - 1;
        samples[index] =
          0.7 * noise * Math.exp(-time / 0.06) + 0.4 * Math.sin(2 * Math.PI * 190 * time) * Math.exp(-time / 0.05);
        break;
      }
      case 'hat': {
        const noise = random() * 2 - 1;
        samples[index] = 0.5 * (noise - lastNoise) * Math.exp(-time / 0.015); // differenced noise: high-passed
        lastNoise = noise;
        break;
      }
      case 'bass': {
        phase += (2 * Math.PI * pitchHz) / sampleRate;
        const saw = ((phase / (2 * Math.PI)) % 1) * 2 - 1;
        const attack = Math.min(1, time / 0.005);
        samples[index] = 0.6 * (0.6 * Math.sin(phase) + 0.4 * saw) * attack * Math.exp(-time / 0.2);
        break;
      }
    }
  }
  return samples;
}

/** Renders `pattern` repeated for `options.seconds`, scaled to peak 0.9. */
export function renderPattern(pattern: Pattern, options: RenderOptions): Float32Array {
  const { bpm, seconds, sampleRate, swing = 0, jitterMs = 0, noise = 0, seed = 1, tempoAt } = options;
  const random = randomSource(seed);
  const output = new Float32Array(Math.round(seconds * sampleRate));
  const beatSeconds = 60 / bpm;
  const timeOfBeat = tempoAt ? beatClock(tempoAt, seconds) : (beat: number) => beat * beatSeconds;
  const hits = new Map<string, Float32Array>();
  const hitOf = (event: BeatEvent) => {
    const key = `${event.instrument}:${event.pitchHz ?? 55}`;
    let hit = hits.get(key);
    if (!hit) hits.set(key, (hit = renderHit(event.instrument, sampleRate, random, event.pitchHz)));
    return hit;
  };
  for (let bar = 0; timeOfBeat(bar * pattern.beatsPerBar) < seconds; bar++) {
    for (const event of pattern.events) {
      const fraction = event.beat % 1;
      const swungBeat = Math.abs(fraction - 0.5) < 1e-9 ? event.beat + swing : event.beat;
      const time = timeOfBeat(bar * pattern.beatsPerBar + swungBeat) + (jitterMs * gaussian(random)) / 1000;
      const start = Math.round(time * sampleRate);
      if (start < 0 || start >= output.length) continue;
      const hit = hitOf(event);
      const gain = event.gain ?? 1;
      for (let index = 0; index < hit.length && start + index < output.length; index++)
        output[start + index] += gain * hit[index];
    }
  }
  if (noise > 0) for (let index = 0; index < output.length; index++) output[index] += noise * gaussian(random);
  let peak = 0;
  for (const value of output) peak = Math.max(peak, Math.abs(value));
  if (peak > 0) for (let index = 0; index < output.length; index++) output[index] *= 0.9 / peak;
  return output;
}

/**
 * The time (s) of beat number `beat` (fractional) under a tempo curve: the tempo integrated in 1 ms
 * steps, inverted by linear interpolation. Beats after `seconds` are at Infinity.
 */
function beatClock(tempoAt: (seconds: number) => number, seconds: number): (beat: number) => number {
  const step = 0.001;
  const beatsAt = new Float64Array(Math.ceil(seconds / step) + 2);
  for (let index = 1; index < beatsAt.length; index++)
    beatsAt[index] = beatsAt[index - 1] + (tempoAt((index - 0.5) * step) / 60) * step;
  return (beat) => {
    let low = 0;
    let high = beatsAt.length - 1;
    if (beat >= beatsAt[high]) return Number.POSITIVE_INFINITY;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (beatsAt[middle] <= beat) low = middle;
      else high = middle;
    }
    return (low + (beat - beatsAt[low]) / (beatsAt[high] - beatsAt[low])) * step;
  };
}

const each = (beats: number[], instrument: Instrument, gain = 1): BeatEvent[] =>
  beats.map((beat) => ({ beat, instrument, gain }));
const eighths = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5];

/** Named patterns whose beat is the quarter note (their tempo is the render bpm). */
export const PATTERNS = {
  /** A metronome: accent on 1, clicks on 2–4. */
  clicks: { beatsPerBar: 4, events: [...each([0], 'accent'), ...each([1, 2, 3], 'click', 0.7)] },
  /** Rock beat: kick 1 and 3, snare 2 and 4, hi-hat eighths. */
  rock: {
    beatsPerBar: 4,
    events: [...each([0, 2], 'kick'), ...each([1, 3], 'snare', 0.8), ...each(eighths, 'hat', 0.35)],
  },
  /** Dance: kick on every beat, open hat off-beats, clap/snare 2 and 4. */
  fourOnTheFloor: {
    beatsPerBar: 4,
    events: [...each([0, 1, 2, 3], 'kick'), ...each([0.5, 1.5, 2.5, 3.5], 'hat', 0.4), ...each([1, 3], 'snare', 0.6)],
  },
  /** Punk: kick and snare alternating on every beat, hat on each beat. */
  punk: {
    beatsPerBar: 4,
    events: [...each([0, 2], 'kick'), ...each([1, 3], 'snare', 0.9), ...each([0, 1, 2, 3], 'hat', 0.4)],
  },
  /** Ballad: kick on 1 and (softer) 3, soft snare on 2 and 4, quiet quarter hats; sparse. */
  ballad: {
    beatsPerBar: 4,
    events: [
      ...each([0], 'kick'),
      ...each([1, 3], 'snare', 0.6),
      ...each([0, 1, 2, 3], 'hat', 0.25),
      ...each([2], 'kick', 0.7),
    ],
  },
  /** Syncopated funk: kick on 1, the "and" of 2, 3; snare 2 and 4; sixteenth hats. */
  funk: {
    beatsPerBar: 4,
    events: [
      ...each([0, 1.5, 2, 2.75], 'kick'),
      ...each([1, 3], 'snare', 0.9),
      ...each([0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.25, 3.5, 3.75], 'hat', 0.25),
    ],
  },
  /** Bass line alone: a note on every beat with one off-beat pickup, changing pitch. */
  bass: {
    beatsPerBar: 4,
    events: [
      { beat: 0, instrument: 'bass', pitchHz: 55 },
      { beat: 1, instrument: 'bass', pitchHz: 55, gain: 0.8 },
      { beat: 2, instrument: 'bass', pitchHz: 82.4 },
      { beat: 3, instrument: 'bass', pitchHz: 73.4, gain: 0.8 },
      { beat: 3.5, instrument: 'bass', pitchHz: 65.4, gain: 0.6 },
    ],
  },
  /** Drums and bass together (rock beat with the bass line). */
  band: {
    beatsPerBar: 4,
    events: [
      ...each([0, 2], 'kick'),
      ...each([1, 3], 'snare', 0.8),
      ...each(eighths, 'hat', 0.3),
      { beat: 0, instrument: 'bass', pitchHz: 55 },
      { beat: 1, instrument: 'bass', pitchHz: 55, gain: 0.8 },
      { beat: 2, instrument: 'bass', pitchHz: 82.4 },
      { beat: 3, instrument: 'bass', pitchHz: 73.4, gain: 0.8 },
    ],
  },
  /**
   * Half-time feel: kick on 1, snare on 3 only, hats on eighths — heard at the render tempo or at
   * half of it (tempo-ambiguous).
   */
  halfTime: {
    beatsPerBar: 4,
    events: [...each([0], 'kick'), ...each([2], 'snare', 0.9), ...each(eighths, 'hat', 0.35)],
  },
  /** Waltz: kick on 1, snare on 2 and 3 (three beats a bar). */
  waltz: {
    beatsPerBar: 3,
    events: [...each([0], 'kick'), ...each([1, 2], 'snare', 0.5), ...each([0, 1, 2], 'hat', 0.3)],
  },
} satisfies Record<string, Pattern>;

/** The name of a pattern of PATTERNS. */
export type PatternName = keyof typeof PATTERNS;
