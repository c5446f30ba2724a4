import { resolveRhythm } from '../../../schema/rhythm';
import { ownClick, parseOwnSoundWav, type OwnSound } from './ownSounds';
import { planClickTrack, renderClickTrack } from './renderClickTrack';
import type { ClickTrackSettings } from './types';
import { encodeWav } from './wav';

const RATE = 48_000;
/** A sound no oscillator makes: a 5 ms ramp down from its −1 dBFS peak, at 44.1 kHz. */
const RAMP: OwnSound = {
  sampleRateHz: 44_100,
  samples: Float32Array.from({ length: 221 }, (_, i) => 0.891 * (1 - i / 221)),
};

const settings = (overrides: Partial<ClickTrackSettings> = {}): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 4,
  countInBeats: 4,
  volumePercent: 80,
  rhythm: resolveRhythm({ timeSignature: '4/4', accents: ['accent', 'normal', 'soft', 'normal'] }),
  ...overrides,
});

describe('own sounds in the click track', () => {
  it('plays the own sound on every accent, on exactly the sample the synthesized accent started on', () => {
    const plain = planClickTrack(settings(), RATE);
    const mine = planClickTrack(settings({ ownSounds: { accent: RAMP } }), RATE);
    expect(mine.onsets.map((onset) => onset.startSampleIndex)).toEqual(
      plain.onsets.map((onset) => onset.startSampleIndex),
    );
    const accents = mine.onsets.filter((onset) => onset.kind === 'beat' && onset.level === 'accent');
    expect(accents.length).toBe(2);
    const expected = ownClick(RAMP, RATE, 100); // the accent's gain: 80 % × 1.5, capped at full scale
    for (const accent of accents) expect(accent.click).toEqual(expected);
    // The other levels keep their synthesized clicks.
    const others = mine.onsets.filter((onset) => onset.level !== 'accent');
    others.forEach((onset, index) =>
      expect(onset.click).toEqual(plain.onsets.filter((o) => o.level !== 'accent')[index]!.click),
    );

    const rendered = renderClickTrack(settings({ ownSounds: { accent: RAMP } }), RATE).samples;
    const at = accents[0]!.startSampleIndex;
    expect(rendered[at - 1]).toBe(0);
    expect(rendered[at]).toBeCloseTo(0.891, 3);
  });

  it('plays own sounds for the count-in and the beats of a steady track too', () => {
    const steady = settings({ rhythm: null, ownSounds: { 'count-in': RAMP, normal: RAMP } });
    const plan = planClickTrack(steady, RATE);
    const ramp = ownClick(RAMP, RATE, 80);
    expect(plan.onsets.every((onset) => onset.click.length === ramp.length && onset.click[0] === ramp[0])).toBe(true);
  });

  it('resamples without moving the first sample, and reads the WAV the server stores', () => {
    const click = ownClick(RAMP, 88_200, 100);
    expect(click[0]).toBeCloseTo(0.891, 6);
    expect(click[1]).toBeCloseTo(0.891 * (1 - 0.5 / 221), 6);
    expect(click.length).toBe(441);
    const parsed = parseOwnSoundWav(encodeWav(RAMP.samples, 44_100));
    expect(parsed.sampleRateHz).toBe(44_100);
    expect(parsed.samples.length).toBe(221);
    expect(parsed.samples[0]).toBeCloseTo(0.891, 3);
    expect(() => parseOwnSoundWav(new ArrayBuffer(10))).toThrow('Not a stored sound');
  });
});
