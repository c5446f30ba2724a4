import {
  CLICK_DURATION_SECONDS,
  SOUND_SPECS,
  SOUND_TYPES,
  SUBDIVISION_CLICK_DURATION_SECONDS,
  synthesizeClick,
} from './sounds';

/** Sign changes between consecutive non-zero samples. */
function signChanges(samples: Float32Array): number {
  let changes = 0;
  let previous = 0;
  for (const value of samples) {
    if (value === 0) continue;
    if (previous !== 0 && Math.sign(value) !== Math.sign(previous)) changes++;
    previous = value;
  }
  return changes;
}

describe('SOUND_SPECS', () => {
  it('matches SPEC.md §9 for its four sounds, and has four more (at least eight)', () => {
    expect(SOUND_SPECS).toEqual({
      click: { waveform: 'sine', frequencyHz: 1000 },
      beep: { waveform: 'sine', frequencyHz: 880 },
      woodblock: { waveform: 'triangle', frequencyHz: 250 },
      cowbell: { waveform: 'square', frequencyHz: 800 },
      clave: { waveform: 'sine', frequencyHz: 2500 },
      tick: { waveform: 'square', frequencyHz: 3000 },
      bongo: { waveform: 'triangle', frequencyHz: 420 },
      bell: { waveform: 'sine', frequencyHz: 1760 },
    });
    expect(SOUND_TYPES).toHaveLength(8);
  });
});

describe('synthesizeClick', () => {
  it.each(SOUND_TYPES.flatMap((soundType) => [44100, 48000].map((rate) => [soundType, rate] as const)))(
    '%s at %d Hz is a short burst with no pop: first sample ~0, last exactly 0, peak ≤ 1',
    (soundType, sampleRateHz) => {
      const samples = synthesizeClick(soundType, sampleRateHz, 100);
      expect(samples.length).toBe(Math.round(CLICK_DURATION_SECONDS * sampleRateHz));
      expect(Math.abs(samples[0])).toBeGreaterThan(0);
      expect(Math.abs(samples[0])).toBeLessThan(0.1);
      expect(samples[samples.length - 1]).toBe(0);
      expect(Math.abs(samples[samples.length - 2])).toBeLessThan(0.01);
      const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
      expect(peak).toBeLessThanOrEqual(1);
      expect(peak).toBeGreaterThan(0.5);
    },
  );

  it('has no sample-to-sample jump bigger than the waveform itself allows in the attack (no pop at the start)', () => {
    const samples = synthesizeClick('cowbell', 44100, 100);
    // The square wave jumps at its edges; in the attack its level rises linearly from ~0.
    for (let index = 1; index < 20; index++) expect(Math.abs(samples[index] - samples[index - 1])).toBeLessThan(0.1);
  });

  it.each(SOUND_TYPES)('%s oscillates at its frequency (sign changes over the burst)', (soundType) => {
    const samples = synthesizeClick(soundType, 48000, 100);
    const expectedChanges = 2 * SOUND_SPECS[soundType].frequencyHz * CLICK_DURATION_SECONDS;
    expect(Math.abs(signChanges(samples) - expectedChanges)).toBeLessThanOrEqual(2);
  });

  it('volume 0 is silent, and volume scales the peak', () => {
    expect(synthesizeClick('click', 44100, 0).every((value) => value === 0)).toBe(true);
    const full = synthesizeClick('beep', 44100, 100);
    const half = synthesizeClick('beep', 44100, 50);
    full.forEach((value, index) => expect(half[index]).toBeCloseTo(value / 2, 6));
  });

  it('makes a shorter burst (a subdivision click) with the same attack and no pop; the default length is unchanged', () => {
    expect(synthesizeClick('woodblock', 48000, 80, CLICK_DURATION_SECONDS)).toEqual(
      synthesizeClick('woodblock', 48000, 80),
    );
    const short = synthesizeClick('click', 48000, 100, SUBDIVISION_CLICK_DURATION_SECONDS);
    const full = synthesizeClick('click', 48000, 100);
    expect(short.length).toBe(Math.round(SUBDIVISION_CLICK_DURATION_SECONDS * 48000));
    expect(short[short.length - 1]).toBe(0);
    expect(Math.abs(short[short.length - 2])).toBeLessThan(0.01);
    expect(Array.from(short.subarray(0, 24))).toEqual(Array.from(full.subarray(0, 24))); // same attack (24 samples)
  });
});
