import { findOnset, onsetErrorMs, onsetSounds } from '../../../testkit/onsetSounds';

// The onset finder on the generated test set: tones, noise bursts and low thumps, attacks from
// instant to 2 ms, digital silence or a noise floor up to −55 dBFS before them, three sample rates.

/** The goal: the trimmed sound starts within half a millisecond of the true transient. */
const TOLERANCE_MS = 0.5;

describe('findOnset', () => {
  const sounds = onsetSounds();

  it('has at least twenty sounds to be measured on', () => {
    expect(sounds.length).toBeGreaterThanOrEqual(20);
  });

  it.each(sounds.map((sound) => [sound.name, sound] as const))(
    `finds the transient of %s within ±${TOLERANCE_MS} ms`,
    (_name, sound) => {
      const error = onsetErrorMs(sound, findOnset(sound.samples, sound.sampleRate));
      expect(Math.abs(error)).toBeLessThanOrEqual(TOLERANCE_MS);
    },
  );

  it('finds nothing in digital silence, and the first sample of a sound that starts at once', () => {
    expect(findOnset(new Float32Array(4800), 48_000)).toBeNull();
    const atOnce = Float32Array.from({ length: 480 }, (_, i) => Math.cos(i / 3) * Math.exp(-i / 100));
    expect(findOnset(atOnce, 48_000)).toBe(0);
  });

  it('does not take a noise floor for the onset, nor a click for the noise', () => {
    const samples = new Float32Array(9600);
    for (let i = 0; i < samples.length; i++) samples[i] = ((i * 7919) % 200) / 100_000 - 0.001; // ±0.001 ramp noise
    samples.fill(0.5, 4800, 4810);
    expect(findOnset(samples, 48_000)).toBe(4800);
  });
});
