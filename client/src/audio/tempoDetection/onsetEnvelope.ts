import { Fft } from './fft';

/** Onset strength over time: how much new sound starts in each analysis frame. */
export interface OnsetEnvelope {
  /** One value per frame, ≥ 0. */
  values: Float32Array;
  /** Frames per second (about 100). */
  frameRate: number;
}

/** About 10 ms between frames: fine enough for ±1 BPM, coarse enough to stay fast. */
const FRAMES_PER_SECOND = 100;
/** Analysis window of about 46 ms at 44.1 kHz: enough frequency resolution to separate a kick's band. */
const WINDOW_SECONDS = 0.04;
/** Log compression `log(1 + γ·E)`: quiet and loud onsets count alike, as the ear hears them. */
const COMPRESSION = 1000;
/**
 * Band edges (Hz), about an octave each. Each band's flux counts once, however many FFT bins it
 * spans, so a kick (a few low bins) weighs as much as a hi-hat (hundreds of high bins).
 */
const BAND_EDGES_HZ = [30, 120, 250, 500, 1000, 2000, 4000, 8000, 16000];
/** Rates from here on are halved first: onsets need no more than ~11 kHz, and it halves the FFT work. */
const DECIMATE_ABOVE_HZ = 32000;
/** The local mean subtracted from the flux (so sustained loudness is not an onset). */
const LOCAL_MEAN_SECONDS = 0.3;

/**
 * Band-wise spectral flux onset envelope: Hann-windowed frames every ~10 ms, the energy of each
 * octave band, log-compressed; the sum over bands of each band's rise since the previous frame,
 * minus its local mean, floored at 0.
 */
export function onsetEnvelope(input: Float32Array, inputRate: number): OnsetEnvelope {
  const { samples, sampleRate } =
    inputRate >= DECIMATE_ABOVE_HZ ? halveRate(input, inputRate) : { samples: input, sampleRate: inputRate };
  const hop = Math.max(1, Math.round(sampleRate / FRAMES_PER_SECOND));
  const frameRate = sampleRate / hop;
  let frameSize = 2;
  while (frameSize < WINDOW_SECONDS * sampleRate) frameSize *= 2;
  const frameCount = Math.max(0, Math.floor((samples.length - frameSize) / hop) + 1);
  const flux = new Float32Array(frameCount);
  if (frameCount === 0) return { values: flux, frameRate };

  let peak = 0;
  for (let index = 0; index < samples.length; index++) peak = Math.max(peak, Math.abs(samples[index]));
  if (peak === 0 || !Number.isFinite(peak)) return { values: flux, frameRate };
  const gain = 1 / peak;

  const fft = new Fft(frameSize);
  const window = new Float64Array(frameSize);
  for (let index = 0; index < frameSize; index++)
    window[index] = 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / frameSize);
  const binHz = sampleRate / frameSize;
  const bandStarts = BAND_EDGES_HZ.map((hz) => Math.min(frameSize / 2, Math.max(1, Math.round(hz / binHz))));
  const bandCount = bandStarts.length - 1;
  const real = new Float64Array(frameSize);
  const imag = new Float64Array(frameSize);
  let previous = new Float64Array(bandCount);
  let current = new Float64Array(bandCount);

  for (let frame = 0; frame < frameCount; frame++) {
    const start = frame * hop;
    for (let index = 0; index < frameSize; index++) {
      real[index] = samples[start + index] * gain * window[index];
      imag[index] = 0;
    }
    fft.transform(real, imag);
    let rise = 0;
    for (let band = 0; band < bandCount; band++) {
      const from = bandStarts[band];
      const to = bandStarts[band + 1];
      if (to <= from) continue;
      let energy = 0;
      for (let bin = from; bin < to; bin++) energy += real[bin] * real[bin] + imag[bin] * imag[bin];
      const level = Math.log1p((COMPRESSION * energy) / (to - from));
      current[band] = level;
      const delta = level - previous[band];
      if (delta > 0 && frame > 0) rise += delta;
    }
    flux[frame] = rise;
    [previous, current] = [current, previous];
  }
  return { values: subtractLocalMean(flux, Math.max(1, Math.round(LOCAL_MEAN_SECONDS * frameRate))), frameRate };
}

/** `values` minus their centred moving mean over `width` frames, floored at 0. */
function subtractLocalMean(values: Float32Array, width: number): Float32Array {
  const result = new Float32Array(values.length);
  const half = Math.floor(width / 2);
  let sum = 0;
  let lo = 0;
  let hi = 0; // window is [lo, hi)
  for (let index = 0; index < values.length; index++) {
    const wantLo = Math.max(0, index - half);
    const wantHi = Math.min(values.length, index + half + 1);
    while (hi < wantHi) sum += values[hi++];
    while (lo < wantLo) sum -= values[lo++];
    result[index] = Math.max(0, values[index] - sum / (hi - lo));
  }
  return result;
}

/** Half the sample rate by averaging pairs (a gentle low-pass against aliasing, enough for onsets). */
function halveRate(samples: Float32Array, sampleRate: number): { samples: Float32Array; sampleRate: number } {
  const result = new Float32Array(Math.floor(samples.length / 2));
  for (let index = 0; index < result.length; index++)
    result[index] = 0.5 * (samples[2 * index] + samples[2 * index + 1]);
  return { samples: result, sampleRate: sampleRate / 2 };
}
