// The clips of `npm run bench:bpm`: a synthesiser and a list of grooves of its own — it
// shares no pattern and no sound with testkit/beatSynth.ts (the detector's unit tests), so the
// detector is not measured on what it was tuned on. Deterministic: every clip has its seed.
//
// A clip is a groove (a function of the bar number and a PRNG giving the bar's notes, positions in
// beats of the truth tempo), a tempo, a tempo shape (steady, a ±2 % sine wobble, a slow drift),
// timing jitter and white noise at a given SNR. The truth is the clip's mean tempo (beats played
// in the clip per minute); for 6/8 and 12/8 the beat is the dotted quarter.

/** mulberry32: a small deterministic PRNG, uniform in [0, 1). */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const normal = (random) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const midiHz = (note) => 440 * Math.pow(2, (note - 69) / 12);

// ---------------------------------------------------------------------------------------------
// Sounds. Each returns a Float32Array (peak about 1 × gain) for one note.

function decayingNoise(sampleRate, random, seconds, decay, highPass) {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  let previous = 0;
  let previous2 = 0;
  for (let index = 0; index < out.length; index++) {
    const white = random() * 2 - 1;
    let value = white;
    if (highPass >= 1) value = white - previous;
    if (highPass >= 2) value = white - 2 * previous + previous2;
    previous2 = previous;
    previous = white;
    out[index] = value * Math.exp(-index / (decay * sampleRate)) * (highPass >= 2 ? 0.35 : highPass >= 1 ? 0.6 : 1);
  }
  return out;
}

function harmonicTone(sampleRate, hz, seconds, { attack, decay, harmonics = 6, brightness = 1, release = 0.05 }) {
  const out = new Float32Array(Math.round(seconds * sampleRate));
  const attackSamples = Math.max(1, attack * sampleRate);
  const releaseStart = out.length - release * sampleRate;
  for (let k = 1; k <= harmonics; k++) {
    if (hz * k > sampleRate / 2.2) break;
    const amplitude = Math.pow(1 / k, 1 + 1 / brightness) * 0.6;
    const step = (2 * Math.PI * hz * k) / sampleRate;
    const kDecay = decay / (1 + 0.3 * (k - 1));
    for (let index = 0; index < out.length; index++)
      out[index] += amplitude * Math.sin(step * index) * Math.exp(-index / (kDecay * sampleRate));
  }
  for (let index = 0; index < out.length; index++) {
    let envelope = index < attackSamples ? index / attackSamples : 1;
    if (index > releaseStart) envelope *= Math.max(0, (out.length - index) / (release * sampleRate));
    out[index] *= envelope;
  }
  return out;
}

const SOUNDS = {
  kick: (rate) => {
    const out = new Float32Array(Math.round(0.3 * rate));
    let phase = 0;
    for (let index = 0; index < out.length; index++) {
      const t = index / rate;
      phase += (2 * Math.PI * (48 + 110 * Math.exp(-t / 0.03))) / rate;
      out[index] = Math.sin(phase) * Math.exp(-t / 0.12);
    }
    return out;
  },
  snare: (rate, random) => {
    const out = decayingNoise(rate, random, 0.2, 0.05, 1);
    for (let index = 0; index < out.length; index++)
      out[index] =
        0.7 * out[index] + 0.5 * Math.sin((2 * Math.PI * 185 * index) / rate) * Math.exp(-index / (0.04 * rate));
    return out;
  },
  clap: (rate, random) => {
    const out = decayingNoise(rate, random, 0.15, 0.03, 1);
    for (const offset of [0.01, 0.02]) {
      const start = Math.round(offset * rate);
      for (let index = start; index < out.length; index++)
        out[index] += 0.5 * (random() * 2 - 1) * Math.exp(-(index - start) / (0.008 * rate));
    }
    return out;
  },
  hat: (rate, random) => decayingNoise(rate, random, 0.05, 0.012, 2),
  openHat: (rate, random) => decayingNoise(rate, random, 0.25, 0.09, 2),
  shaker: (rate, random) => {
    const out = decayingNoise(rate, random, 0.06, 0.02, 2);
    const rise = 0.012 * rate;
    for (let index = 0; index < rise; index++) out[index] *= index / rise;
    return out;
  },
  rim: (rate) => harmonicTone(rate, 1650, 0.04, { attack: 0.0005, decay: 0.012, harmonics: 2 }),
  cowbell: (rate) => harmonicTone(rate, 560, 0.15, { attack: 0.001, decay: 0.05, harmonics: 3 }),
};

/** Pitched sounds: a note's default length and attack, and the rest of harmonicTone's options. */
const TONES = {
  bass: { seconds: 0.4, attack: 0.006, decay: 0.35, harmonics: 6, brightness: 0.8 },
  piano: { seconds: 1.2, attack: 0.004, decay: 0.5, harmonics: 8, brightness: 1.2, release: 0.08 },
  pad: { seconds: 1, attack: 0.2, decay: 30, harmonics: 7, brightness: 1, release: 0.25 },
};

/** One note's waveform, cached by its description (the noise of a cached drum is the same each time, as a sample would be). */
function makeVoice(sampleRate, seed) {
  const cache = new Map();
  return (note) => {
    const key = `${note.sound}|${note.midi ?? ''}|${note.seconds?.toFixed(2) ?? ''}|${note.attack ?? ''}`;
    let wave = cache.get(key);
    if (!wave) {
      const random = prng(seed + cache.size * 7919);
      if (SOUNDS[note.sound]) wave = SOUNDS[note.sound](sampleRate, random);
      else if (TONES[note.sound]) {
        const { seconds, attack, ...tone } = TONES[note.sound];
        wave = harmonicTone(sampleRate, midiHz(note.midi), note.seconds ?? seconds, {
          attack: note.attack ?? attack,
          ...tone,
        });
      } else throw new Error(`unknown sound ${note.sound}`);
      cache.set(key, wave);
    }
    return wave;
  };
}

// ---------------------------------------------------------------------------------------------
// Grooves: (bar, random, beatSeconds) → notes { at (beats within the bar), sound, gain, midi?, seconds?, attack? }.

const CHORDS = [
  [57, 60, 64, 67], // Am7
  [53, 57, 60, 64], // Fmaj7
  [55, 59, 62, 65], // G7
  [52, 55, 59, 62], // Em7
  [50, 53, 57, 60], // Dm7
];
const chordOf = (bar) => CHORDS[(bar * 3 + Math.floor(bar / 4)) % CHORDS.length];
const rootOf = (bar) => chordOf(bar)[0] - 24;

const hit = (at, sound, gain = 1) => ({ at, sound, gain });

export const GROOVES = {
  /** House: kick on every beat, clap on 2 and 4, open hat on the off-beats. */
  fourOnTheFloor: {
    beatsPerBar: 4,
    bar: () =>
      [0, 1, 2, 3].flatMap((beat) => [
        hit(beat, 'kick'),
        hit(beat + 0.5, 'openHat', 0.5),
        ...(beat % 2 ? [hit(beat, 'clap', 0.8)] : []),
      ]),
  },
  /** Rock: kick 1, 3 and the and of 3, snare 2 and 4, closed hats on eighths. */
  rock: {
    beatsPerBar: 4,
    bar: (bar) => [
      hit(0, 'kick'),
      hit(2, 'kick'),
      ...(bar % 2 ? [hit(2.5, 'kick', 0.8)] : []),
      hit(1, 'snare'),
      hit(3, 'snare'),
      ...Array.from({ length: 8 }, (_, i) => hit(i / 2, 'hat', i % 2 ? 0.4 : 0.6)),
    ],
  },
  /** Half-time: kick on 1, snare on 3, hats on eighths (the notated tempo is the truth). */
  halfTime: {
    beatsPerBar: 4,
    bar: () => [
      hit(0, 'kick'),
      hit(1.75, 'kick', 0.6),
      hit(2, 'snare'),
      ...Array.from({ length: 8 }, (_, i) => hit(i / 2, 'hat', i % 2 ? 0.35 : 0.55)),
    ],
  },
  /** Shuffle: triplet feel, hats on the beat and the last triplet, kick 1 and 3, snare 2 and 4. */
  shuffle: {
    beatsPerBar: 4,
    bar: () => [
      hit(0, 'kick'),
      hit(2, 'kick'),
      hit(1, 'snare'),
      hit(3, 'snare'),
      ...[0, 1, 2, 3].flatMap((beat) => [hit(beat, 'hat', 0.6), hit(beat + 2 / 3, 'hat', 0.45)]),
    ],
  },
  /** Waltz: bass on 1, piano chord on 2 and 3. */
  waltz: {
    beatsPerBar: 3,
    bar: (bar) => [
      { at: 0, sound: 'bass', gain: 1, midi: rootOf(bar), seconds: 0.5 },
      ...[1, 2].flatMap((beat) =>
        chordOf(bar)
          .slice(1)
          .map((midi) => ({ at: beat, sound: 'piano', gain: 0.35, midi, seconds: 0.4 })),
      ),
    ],
  },
  /** 6/8, the dotted quarter is the beat (2 a bar): kick on 1, snare on 4, hats on every eighth. */
  sixEight: {
    beatsPerBar: 2,
    bar: () => [
      hit(0, 'kick'),
      hit(1, 'snare', 0.9),
      ...Array.from({ length: 6 }, (_, i) => hit(i / 3, 'hat', i % 3 ? 0.35 : 0.6)),
    ],
  },
  /** 12/8 slow blues: piano triplets on every eighth, kick on beats 1 and 3, snare on 2 and 4 (dotted quarters). */
  twelveEight: {
    beatsPerBar: 4,
    bar: (bar) => [
      hit(0, 'kick'),
      hit(2, 'kick'),
      hit(1, 'snare', 0.8),
      hit(3, 'snare', 0.8),
      ...Array.from({ length: 12 }, (_, i) =>
        chordOf(bar)
          .slice(1, 3)
          .map((midi) => ({ at: i / 3, sound: 'piano', gain: i % 3 ? 0.18 : 0.3, midi, seconds: 0.25 })),
      ).flat(),
    ],
  },
  /** A syncopated bass line alone: sixteenth-note syncopation, few notes on the beat. */
  syncopatedBass: {
    beatsPerBar: 4,
    bar: (bar, random) => {
      const root = rootOf(bar) + 12;
      const shapes = [
        [0, 0.75, 1.5, 2.5, 3.25],
        [0, 0.75, 1.75, 2.5, 3.5],
        [0, 1.25, 1.5, 2.75, 3.5],
        [0, 0.5, 1.75, 2.25, 3.25, 3.75],
      ];
      const shape = shapes[Math.floor(random() * shapes.length)];
      return shape.map((at, i) => ({
        at,
        sound: 'bass',
        gain: i === 0 ? 1 : 0.7 + 0.2 * random(),
        midi: root + [0, 0, 7, 12, 10, 5][i % 6],
        seconds: 0.22,
      }));
    },
  },
  /** A breakbeat with ghost notes (after the famous two-bar break): syncopated kicks, ghost snares, ride on eighths. */
  breakbeat: {
    beatsPerBar: 4,
    bar: (bar, random) => {
      const notes = [hit(0, 'kick'), hit(0.5, 'kick', 0.9), hit(1, 'snare'), hit(3, 'snare')];
      if (bar % 2) notes.push(hit(2.5, 'kick', 0.9), hit(2.75, 'kick', 0.7));
      else notes.push(hit(2.25, 'kick', 0.8), hit(2.5, 'kick', 0.9));
      for (const at of [1.75, 2.25, 3.25, 3.75]) if (random() < 0.7) notes.push(hit(at, 'snare', 0.25));
      for (let i = 0; i < 8; i++) notes.push(hit(i / 2, 'hat', 0.45));
      return notes;
    },
  },
  /** Reggaeton's dembow: kick on every beat, snare on the 3-3-2 figure (the and-a of 1, the and of 2). */
  dembow: {
    beatsPerBar: 4,
    bar: () =>
      [0, 1, 2, 3].flatMap((beat) => [
        hit(beat, 'kick', 0.9),
        hit(beat + (beat % 2 ? 0.5 : 0.75), 'snare', 0.8),
        hit(beat + 0.5, 'hat', 0.3),
      ]),
  },
  /** Bossa nova: surdo-like bass on 1 and the and of 2, rim on the 3-2 clave over two bars, soft shaker on sixteenths. */
  bossa: {
    beatsPerBar: 4,
    bar: (bar) => [
      { at: 0, sound: 'bass', gain: 0.9, midi: rootOf(bar) + 12, seconds: 0.5 },
      { at: 1.5, sound: 'bass', gain: 0.7, midi: rootOf(bar) + 19, seconds: 0.4 },
      { at: 2, sound: 'bass', gain: 0.9, midi: rootOf(bar) + 19, seconds: 0.5 },
      { at: 3.5, sound: 'bass', gain: 0.7, midi: rootOf(bar) + 12, seconds: 0.4 },
      ...(bar % 2 === 0 ? [0, 1.5, 3] : [1, 2]).map((at) => hit(at, 'rim', 0.6)),
      ...Array.from({ length: 16 }, (_, i) => hit(i / 4, 'shaker', i % 4 === 0 ? 0.35 : 0.2)),
    ],
  },
  /** Piano alone: chords on the beats (the first of the bar louder), a melody on some eighths; soft attacks. */
  piano: {
    beatsPerBar: 4,
    bar: (bar, random) => {
      const notes = [{ at: 0, sound: 'piano', gain: 0.9, midi: rootOf(bar) + 12, seconds: 1.5, attack: 0.012 }];
      for (let beat = 0; beat < 4; beat++)
        for (const midi of chordOf(bar).slice(1))
          notes.push({ at: beat, sound: 'piano', gain: beat === 0 ? 0.45 : 0.3, midi, seconds: 0.6, attack: 0.012 });
      for (let eighth = 1; eighth < 8; eighth += 2)
        if (random() < 0.5)
          notes.push({
            at: eighth / 2,
            sound: 'piano',
            gain: 0.25,
            midi: chordOf(bar)[Math.floor(random() * 4)] + 12,
            seconds: 0.3,
            attack: 0.012,
          });
      return notes;
    },
  },
  /** Pads alone: a chord on every beat with a slow swell (40–80 ms), the voicing moving within the bar. */
  pads: {
    beatsPerBar: 4,
    bar: (bar) =>
      [0, 1, 2, 3].flatMap((beat) =>
        chordOf(bar + (beat >= 2 ? 1 : 0)).map((midi, i) => ({
          at: beat,
          sound: 'pad',
          gain: (beat === 0 ? 0.4 : 0.28) * (i === 0 ? 1 : 0.8),
          midi: midi + (beat % 2 && i === 3 ? 2 : 0),
          seconds: 0.9,
          attack: 0.06,
        })),
      ),
  },
  /** Funk: sixteenth hats with accents, syncopated kick, snare 2 and 4 with a ghost note. */
  funk: {
    beatsPerBar: 4,
    bar: () => [
      hit(0, 'kick'),
      hit(0.75, 'kick', 0.7),
      hit(2.5, 'kick', 0.8),
      hit(1, 'snare'),
      hit(3, 'snare'),
      hit(2.25, 'snare', 0.2),
      hit(3.75, 'snare', 0.2),
      ...Array.from({ length: 16 }, (_, i) => hit(i / 4, 'hat', i % 2 ? 0.2 : 0.45)),
    ],
  },
};

/** Tempo range per groove (its truth): what the style is played at, up to 200. */
const TEMPO_RANGES = {
  fourOnTheFloor: [110, 140],
  rock: [80, 200],
  halfTime: [120, 176],
  shuffle: [70, 150],
  waltz: [84, 200],
  sixEight: [44, 90],
  twelveEight: [40, 72],
  syncopatedBass: [80, 200],
  breakbeat: [85, 200],
  dembow: [84, 104],
  bossa: [110, 150],
  piano: [56, 140],
  pads: [56, 120],
  funk: [84, 120],
};

/**
 * The clip list: each groove × 10 variants (tempo, shape, noise, jitter), deterministic. `variant`
 * other than 0 draws another list of the same kind (other tempos and seeds): a check that a change
 * is not fitted to the one list.
 */
export function tempoClips(variant = 0) {
  const clips = [];
  const names = Object.keys(GROOVES);
  const shapes = ['steady', 'steady', 'wobble', 'steady', 'drift', 'steady', 'wobble', 'steady', 'drift', 'steady'];
  const snrs = [null, 20, null, 10, null, 6, null, 0, 20, null];
  const jitters = [0, 0, 5, 0, 0, 10, 0, 5, 0, 10];
  names.forEach((groove, g) => {
    const random = prng(25_000 + g * 101 + variant * 100_003);
    const [low, high] = TEMPO_RANGES[groove];
    for (let v = 0; v < 10; v++) {
      // Tempos spread over the groove's range (a stratified draw, off the integers).
      const bpm = Math.round((low + ((high - low) * (v + random())) / 10) * 10) / 10;
      const k = (v + g) % 10;
      clips.push({
        name: `${groove} ${bpm}`,
        groove,
        bpm,
        shape: shapes[k],
        snrDb: snrs[(k + 3 * g) % 10],
        jitterMs: jitters[(k + g) % 10],
        seed: 25_000 + g * 1000 + v + variant * 100_003,
      });
    }
  });
  return clips;
}

/**
 * Renders `clip` as mono samples; returns { samples, truth, tempoMin, tempoMax } where truth is the
 * clip's mean tempo (beats played per minute) and tempoMin/tempoMax the slowest and fastest the
 * tempo curve goes within the clip (equal to the tempo for a steady clip). Tempo shapes: steady; wobble, the tempo a sine ±2 % around bpm (period
 * 7–13 s); drift, the tempo moving linearly from −2.5 % to +2.5 % of bpm over the clip.
 */
export function renderClip(clip, { seconds = 30, sampleRate = 44100 } = {}) {
  const groove = GROOVES[clip.groove];
  const random = prng(clip.seed);
  const voice = makeVoice(sampleRate, clip.seed * 31);
  const period = 7 + 6 * random();
  const wobblePhase = 2 * Math.PI * random();
  const tempoAt = (time) =>
    clip.shape === 'wobble'
      ? clip.bpm * (1 + 0.02 * Math.sin((2 * Math.PI * time) / period + wobblePhase))
      : clip.shape === 'drift'
        ? clip.bpm * (1 - 0.025 + (0.05 * time) / seconds)
        : clip.bpm;
  // Beat position over time, integrated at 1 ms; its inverse places notes.
  const step = 0.001;
  const beatsAtMs = new Float64Array(Math.ceil(seconds / step) + 2);
  for (let index = 1; index < beatsAtMs.length; index++)
    beatsAtMs[index] = beatsAtMs[index - 1] + (tempoAt((index - 0.5) * step) / 60) * step;
  const timeOfBeat = (beat) => {
    let lo = 0;
    let hi = beatsAtMs.length - 1;
    if (beat >= beatsAtMs[hi]) return Infinity;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (beatsAtMs[mid] <= beat) lo = mid;
      else hi = mid;
    }
    return (lo + (beat - beatsAtMs[lo]) / (beatsAtMs[hi] - beatsAtMs[lo])) * step;
  };
  const truth = (beatsAtMs[Math.round(seconds / step)] / seconds) * 60;
  let tempoMin = Infinity;
  let tempoMax = -Infinity;
  for (let time = 0; time <= seconds; time += 0.01) {
    tempoMin = Math.min(tempoMin, tempoAt(time));
    tempoMax = Math.max(tempoMax, tempoAt(time));
  }

  const samples = new Float32Array(Math.round(seconds * sampleRate));
  const totalBars = Math.ceil(beatsAtMs[beatsAtMs.length - 1] / groove.beatsPerBar) + 1;
  for (let bar = 0; bar < totalBars; bar++) {
    for (const note of groove.bar(bar, random)) {
      const jitter = clip.jitterMs ? (normal(random) * clip.jitterMs) / 1000 : 0;
      const time = timeOfBeat(bar * groove.beatsPerBar + note.at) + jitter;
      if (!Number.isFinite(time)) continue;
      const wave = voice(note);
      const start = Math.round(Math.max(0, time) * sampleRate);
      const gain = note.gain * (0.9 + 0.2 * random());
      const end = Math.min(samples.length, start + wave.length);
      for (let index = start; index < end; index++) samples[index] += gain * wave[index - start];
    }
  }
  let peak = 0;
  let energy = 0;
  for (let index = 0; index < samples.length; index++) {
    peak = Math.max(peak, Math.abs(samples[index]));
    energy += samples[index] * samples[index];
  }
  const scale = peak > 0 ? 0.5 / peak : 1;
  if (clip.snrDb !== null && clip.snrDb !== undefined) {
    const noiseRms = (Math.sqrt(energy / samples.length) * scale) / Math.pow(10, clip.snrDb / 20);
    const noise = prng(clip.seed + 7);
    for (let index = 0; index < samples.length; index++)
      samples[index] = samples[index] * scale + noiseRms * normal(noise);
  } else {
    for (let index = 0; index < samples.length; index++) samples[index] *= scale;
  }
  const round = (value) => Math.round(value * 100) / 100;
  return { samples, truth: round(truth), tempoMin: round(tempoMin), tempoMax: round(tempoMax) };
}
