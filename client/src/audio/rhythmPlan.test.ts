import {
  MAIN_SOUND_EVERYWHERE,
  groupAccents,
  resolveRhythm,
  STEADY_FOUR_FOUR,
  type BeatLevel,
  type Rhythm,
  type RhythmInput,
} from '../../../schema/rhythm';
import { LEVEL_GAINS, planClickTrack, renderClickTrack, renderClickTrackRange } from './renderClickTrack';
import { planRhythm, pulseFractions, rampBeatOffsetSeconds, sectionSeconds } from './rhythmPlan';
import { CLICK_DURATION_SECONDS, SUBDIVISION_CLICK_DURATION_SECONDS, synthesizeClick } from './sounds';
import { detectOnsets } from './testing/onsets';
import { firstDifference } from './testing/firstDifference';
import type { ClickTrackSettings } from './types';

const settings = (overrides: Partial<ClickTrackSettings> = {}): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 7,
  countInBeats: 0,
  volumePercent: 60,
  ...overrides,
});

type SectionInput = NonNullable<RhythmInput['sections']>[number];
const section = (overrides: Partial<SectionInput> = {}): SectionInput => ({
  name: 'A',
  bars: 1,
  bpm: 120,
  ...overrides,
});
const rhythm = (input: RhythmInput): Rhythm => resolveRhythm(input);

/** ∫₀ᵇ 60 / tempo(x) dx for a tempo linear in x from n0 (x = 0) to n1 (x = total), by Simpson's rule. */
function numericRampSeconds(beat: number, total: number, n0: number, n1: number): number {
  const steps = 2000;
  const h = beat / steps;
  const f = (x: number) => 60 / (n0 + ((n1 - n0) * x) / total);
  let sum = f(0) + f(beat);
  for (let step = 1; step < steps; step++) sum += (step % 2 === 1 ? 4 : 2) * f(step * h);
  return (sum * h) / 3;
}

/** Each time equal to its expected one to 1e-12 s (float rounding differs by formula). */
const expectTimes = (actual: number[], expected: number[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((time, index) => expect(time).toBeCloseTo(expected[index], 12));
};

/** Largest |sample| in [start, start + length). */
const peak = (samples: Float32Array, start: number, length: number) =>
  Math.max(...Array.from(samples.subarray(start, start + length), Math.abs));

describe('a track without a rhythm', () => {
  it('renders bit-identical with rhythm: null, and with a steady 4/4 rhythm (what the server resolves by default)', () => {
    for (const sampleRateHz of [44100, 48000]) {
      const today = renderClickTrack(settings({ countInBeats: 4, bpm: 97, volumePercent: 75 }), sampleRateHz);
      const withNull = renderClickTrack(
        settings({ countInBeats: 4, bpm: 97, volumePercent: 75, rhythm: null }),
        sampleRateHz,
      );
      const steady = renderClickTrack(
        settings({
          countInBeats: 4,
          bpm: 97,
          volumePercent: 75,
          rhythm: { ...STEADY_FOUR_FOUR, sections: [], levelSounds: MAIN_SOUND_EVERYWHERE },
        }),
        sampleRateHz,
      );
      expect(firstDifference(withNull.samples, today.samples)).toBeNull();
      expect(withNull.beats).toEqual(today.beats);
      expect(firstDifference(steady.samples, today.samples)).toBeNull();
      expect(
        steady.beats.map(({ index, kind, numberInKind, idealTimeSeconds, startSampleIndex }) => ({
          index,
          kind,
          numberInKind,
          idealTimeSeconds,
          startSampleIndex,
        })),
      ).toEqual(today.beats);
    }
  });
});

describe('planRhythm', () => {
  it.each([44100, 48000])(
    '7/8 (2+2+3) at 120 with triplets: every onset on the analytic plan ±1 sample at %d Hz',
    (sampleRateHz) => {
      const sevenEight = rhythm({
        timeSignature: '7/8',
        grouping: [2, 2, 3],
        accents: groupAccents([2, 2, 3]),
        subdivision: 'triplets',
      });
      const track = settings({ countInBeats: 2, durationSeconds: 7, rhythm: sevenEight });
      const expected: Array<{ time: number; kind: string; level: BeatLevel; beatInBar: number }> = [0, 1].map((k) => ({
        time: k * 0.5,
        kind: 'count-in',
        level: 'normal',
        beatInBar: k + 1,
      }));
      const levels = groupAccents([2, 2, 3]);
      for (let note = 0; note < 14; note++) {
        for (let pulse = 0; pulse < 3; pulse++) {
          expected.push({
            time: (2 + note + pulse / 3) * 0.5,
            kind: pulse === 0 ? 'beat' : 'subdivision',
            level: pulse === 0 ? levels[note % 7] : 'soft',
            beatInBar: (note % 7) + 1,
          });
        }
      }
      const plan = planRhythm({ ...track, rhythm: sevenEight });
      expect(plan.onsets.map(({ kind, level, beatInBar }) => ({ kind, level, beatInBar }))).toEqual(
        expected.map(({ kind, level, beatInBar }) => ({ kind, level, beatInBar })),
      );
      expect(plan.onsets.filter((onset) => onset.kind === 'beat').map((onset) => onset.bar)).toEqual([
        ...Array(7).fill(1),
        ...Array(7).fill(2),
      ]);
      expect(plan.endSeconds).toBe(8);

      const clickPlan = planClickTrack(track, sampleRateHz);
      const rendered = renderClickTrack(track, sampleRateHz);
      const detected = detectOnsets(rendered.samples);
      expect(detected).toHaveLength(expected.length); // 'mute' is not among groupAccents' levels: all sound
      detected.forEach((sample, index) =>
        expect(Math.abs(sample - expected[index].time * sampleRateHz)).toBeLessThanOrEqual(1),
      );
      expect(detected).toEqual(clickPlan.onsets.map((onset) => onset.startSampleIndex));
      expect(clickPlan.beats).toHaveLength(2 + 14); // subdivisions are not beats
      expect(rendered.samples.length).toBe(8 * sampleRateHz);
    },
  );

  it('a 120 → 132 ramp: onsets on the closed-form integral ±1 sample; the next section starts one ramped beat after the last', () => {
    const sampleRateHz = 48000;
    const song = rhythm({
      sections: [section({ bars: 2, bpm: 120, endBpm: 132 }), section({ name: 'B', bars: 1, bpm: 132 })],
    });
    const track = settings({ durationSeconds: 999, rhythm: song });
    const plan = planClickTrack(track, sampleRateHz);
    const rampEnd = numericRampSeconds(8, 8, 120, 132);
    const expected = [
      ...Array.from({ length: 8 }, (_, beat) => numericRampSeconds(beat, 8, 120, 132)),
      ...Array.from({ length: 4 }, (_, beat) => rampEnd + (beat * 60) / 132),
    ];
    expect(plan.beats.map((beat) => beat.sectionIndex)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
    plan.beats.forEach((beat, index) => {
      expect(beat.idealTimeSeconds).toBeCloseTo(expected[index], 9);
      expect(Math.abs(beat.startSampleIndex - expected[index] * sampleRateHz)).toBeLessThanOrEqual(1);
    });
    // The closed form itself: 60 / k · ln(1 + k b / 120), k = 12 / 8.
    expect(rampBeatOffsetSeconds(5, 8, 120, 132)).toBeCloseTo((60 / 1.5) * Math.log(1 + (1.5 * 5) / 120), 12);
    // Beat 8 (B's first) follows beat 7 by exactly the ramp's last beat, t(8) − t(7), at a tempo between 120 and 132.
    const lastRampBeat = rampBeatOffsetSeconds(8, 8, 120, 132) - rampBeatOffsetSeconds(7, 8, 120, 132);
    expect(plan.beats[8].idealTimeSeconds - plan.beats[7].idealTimeSeconds).toBeCloseTo(lastRampBeat, 12);
    expect(lastRampBeat).toBeGreaterThan(60 / 132);
    expect(lastRampBeat).toBeLessThan(60 / 130.5);
    // No gap, no doubled click: the render's onsets are the 12 beats, once each.
    expect(detectOnsets(renderClickTrack(track, sampleRateHz).samples)).toEqual(
      plan.beats.map((beat) => beat.startSampleIndex),
    );
    // The song map's length, durationSeconds ignored.
    expect(plan.lengthSamples).toBe(Math.round((rampEnd + 4 * (60 / 132)) * sampleRateHz));
    expect(sectionSeconds(song.sections[0])).toBeCloseTo(rampEnd, 9);
  });

  it('integrates slowing ramps and steady ones (endBpm == bpm) alike', () => {
    for (const beat of [0, 1, 7, 12, 16]) {
      expect(rampBeatOffsetSeconds(beat, 16, 140, 90)).toBeCloseTo(numericRampSeconds(beat, 16, 140, 90), 9);
      expect(rampBeatOffsetSeconds(beat, 16, 100, 100)).toBe((beat * 60) / 100);
    }
  });

  it('subdivides a ramped beat: triplets split its actual interval into three', () => {
    const song = rhythm({ subdivision: 'triplets', sections: [section({ bars: 1, bpm: 100, endBpm: 160 })] });
    const plan = planRhythm({ ...settings(), rhythm: song });
    for (let beat = 0; beat < 4; beat++) {
      const start = rampBeatOffsetSeconds(beat, 4, 100, 160);
      const interval = rampBeatOffsetSeconds(beat + 1, 4, 100, 160) - start;
      expectTimes(
        plan.onsets.slice(beat * 3, beat * 3 + 3).map((onset) => onset.idealTimeSeconds),
        [start, start + interval / 3, start + (2 * interval) / 3],
      );
    }
  });

  it('swings eighths 66 % and sixteenths 60 %', () => {
    const beat = 60 / 100;
    const eighths = planRhythm({
      ...settings({ bpm: 100, durationSeconds: 2.4 }),
      rhythm: rhythm({ subdivision: 'eighths', swingPercent: 66 }),
    });
    expectTimes(
      eighths.onsets.map((onset) => onset.idealTimeSeconds),
      [0, 1, 2, 3].flatMap((k) => [k * beat, k * beat + 0.66 * beat]),
    );
    const sixteenths = planRhythm({
      ...settings({ bpm: 100, durationSeconds: 0.6 }),
      rhythm: rhythm({ subdivision: 'sixteenths', swingPercent: 60 }),
    });
    expectTimes(
      sixteenths.onsets.map((onset) => onset.idealTimeSeconds),
      [0, 0.3 * beat, 0.5 * beat, 0.8 * beat],
    );
    expect(pulseFractions(rhythm({ subdivision: 'triplets', swingPercent: 70 }))).toEqual([0, 1 / 3, 2 / 3]); // only pairs swing
    const rendered = renderClickTrack(
      settings({ bpm: 100, durationSeconds: 2.4, rhythm: rhythm({ subdivision: 'eighths', swingPercent: 66 }) }),
      44100,
    );
    detectOnsets(rendered.samples).forEach((sample, index) =>
      expect(Math.abs(sample - eighths.onsets[index].idealTimeSeconds * 44100)).toBeLessThanOrEqual(1),
    );
  });

  it('6/8 at 120: the tempo counts eighths (note) or dotted quarters (dotted, three eighths each)', () => {
    const note = planRhythm({
      ...settings({ countInBeats: 2, durationSeconds: 3 }),
      rhythm: rhythm({ timeSignature: '6/8', tempoUnit: 'note' }),
    });
    const dotted = planRhythm({
      ...settings({ countInBeats: 2, durationSeconds: 3 }),
      rhythm: rhythm({ timeSignature: '6/8', tempoUnit: 'dotted' }),
    });
    const times = (plan: typeof note, kind: string) =>
      plan.onsets.filter((onset) => onset.kind === kind).map((onset) => onset.idealTimeSeconds);
    // note: a count-in beat and an eighth are 0.5 s; a bar of six 3 s.
    expect(times(note, 'count-in')).toEqual([0, 0.5]);
    expect(times(note, 'beat')).toEqual([1, 1.5, 2, 2.5, 3, 3.5]);
    // dotted: a count-in beat is a dotted quarter (0.5 s), an eighth 1/6 s, a bar 1 s.
    expect(times(dotted, 'count-in')).toEqual([0, 0.5]);
    const eighths = times(dotted, 'beat');
    expect(eighths).toHaveLength(18);
    eighths.forEach((time, index) => expect(time).toBeCloseTo(1 + index / 6, 12));
    expect(
      dotted.onsets.filter((onset) => onset.kind === 'beat' && onset.beatInBar === 1).map((onset) => onset.bar),
    ).toEqual([1, 2, 3]);
  });

  it('7/8 at quarter = 152: eighths at 304 a minute, a count-in beat a quarter, every onset on its sample', () => {
    const sampleRateHz = 44100;
    const sevenEight = rhythm({ timeSignature: '7/8', tempoUnit: 'quarter' });
    const plan = planRhythm({ ...settings({ bpm: 152, countInBeats: 2, durationSeconds: 3 }), rhythm: sevenEight });
    const eighth = 60 / 304;
    const times = (kind: string) =>
      plan.onsets.filter((onset) => onset.kind === kind).map((onset) => onset.idealTimeSeconds);
    expectTimes(times('count-in'), [0, 2 * eighth]);
    const beats = times('beat');
    expect(beats).toHaveLength(Math.ceil(3 / eighth)); // 3 s of eighths at 304 a minute: 16
    expectTimes(
      beats,
      beats.map((_, index) => (4 + index) * eighth),
    );
    expect(
      plan.onsets.filter((onset) => onset.kind === 'beat' && onset.beatInBar === 1).map((onset) => onset.bar),
    ).toEqual([1, 2, 3]);
    const rendered = renderClickTrack(
      settings({ bpm: 152, countInBeats: 2, durationSeconds: 3, rhythm: sevenEight }),
      sampleRateHz,
    );
    expect(detectOnsets(rendered.samples)).toEqual(
      plan.onsets.map((onset) => Math.round(onset.idealTimeSeconds * sampleRateHz)),
    );
  });

  it("7/16 at quarter = 60 and 2+2+3 at group = 100: the meter's note stays steady, a 3-group lasts 1.5 times a 2-group", () => {
    const sixteenths = planRhythm({
      ...settings({ bpm: 60, durationSeconds: 1 }),
      rhythm: rhythm({ timeSignature: '7/16', tempoUnit: 'quarter' }),
    });
    expectTimes(
      sixteenths.onsets.map((onset) => onset.idealTimeSeconds),
      [0, 0.25, 0.5, 0.75],
    );

    const groups = planRhythm({
      ...settings({ bpm: 100, countInBeats: 3, durationSeconds: 2.1 }),
      rhythm: rhythm({ timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'group' }),
    });
    // A count-in beat is a group of the shortest kind (0.6 s); the eighth 0.3 s (200 a minute).
    expectTimes(
      groups.onsets.filter((onset) => onset.kind === 'count-in').map((onset) => onset.idealTimeSeconds),
      [0, 0.6, 1.2],
    );
    const bar = groups.onsets.filter((onset) => onset.kind === 'beat' && onset.bar === 1);
    expectTimes(
      bar.map((onset) => onset.idealTimeSeconds),
      [1.8, 2.1, 2.4, 2.7, 3.0, 3.3, 3.6],
    );
    // Group starts (beats 1, 3, 5): the 2-groups last 0.6 s, the 3-group 0.9 s, the bar 2.1 s.
    const starts = [1, 3, 5].map((beat) => bar.find((onset) => onset.beatInBar === beat)!.idealTimeSeconds);
    expectTimes([starts[1] - starts[0], starts[2] - starts[1], groups.endSeconds - starts[2]], [0.6, 0.6, 0.9]);
  });

  it('a section at group tempo ramps in groups, and its length is its bars at that tempo', () => {
    const mapped = rhythm({
      sections: [section({ bars: 2, bpm: 100, timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'group' })],
    });
    expect(sectionSeconds(mapped.sections[0])).toBeCloseTo(4.2, 12);
    const ramp = rhythm({
      sections: [section({ bars: 2, bpm: 100, endBpm: 200, timeSignature: '7/8', tempoUnit: 'quarter' })],
    });
    expect(sectionSeconds(ramp.sections[0])).toBeCloseTo(numericRampSeconds(14, 14, 200, 400), 9);
  });

  it('a muted section renders silence but keeps its beats (and no doubled or missing beat around it)', () => {
    const sampleRateHz = 44100;
    const song = rhythm({
      subdivision: 'eighths',
      sections: [section({ bars: 1 }), section({ name: 'B', bars: 1, muted: true }), section({ name: 'C', bars: 1 })],
    });
    const track = settings({ rhythm: song });
    const plan = planClickTrack(track, sampleRateHz);
    expect(plan.beats).toHaveLength(12);
    expect(plan.beats.map((beat) => beat.level)).toEqual([
      ...Array(4).fill('normal'),
      ...Array(4).fill('mute'),
      ...Array(4).fill('normal'),
    ]);
    expect(plan.beats.map((beat) => beat.idealTimeSeconds)).toEqual(Array.from({ length: 12 }, (_, k) => k * 0.5));
    plan.beats.slice(4, 8).forEach((beat, index) => {
      expect(beat.sectionIndex).toBe(1);
      expect(plan.clicks[4 + index]).toHaveLength(0);
    });
    const { samples } = renderClickTrack(track, sampleRateHz);
    // B spans [2 s, 4 s); A's last eighth (1.75 s) rings 40 ms into nothing before 2 s.
    expect(samples.subarray(2 * sampleRateHz, 4 * sampleRateHz).every((value) => value === 0)).toBe(true);
    expect(detectOnsets(samples)).toEqual(plan.onsets.map((onset) => onset.startSampleIndex));
    expect(plan.onsets).toHaveLength(16); // 8 beats + 8 eighths in A and C
  });

  it('accent peaks > normal > soft per click; mute is silent; subdivisions play their own shorter, soft click', () => {
    const sampleRateHz = 48000;
    const track = settings({
      bpm: 60,
      durationSeconds: 4,
      volumePercent: 60,
      rhythm: rhythm({ accents: ['accent', 'normal', 'soft', 'mute'], subdivision: 'eighths' }),
    });
    const plan = planClickTrack(track, sampleRateHz);
    const { samples } = renderClickTrack(track, sampleRateHz);
    const clickSamples = Math.round(CLICK_DURATION_SECONDS * sampleRateHz);
    const [accent, normal, soft, mute] = plan.beats.map((beat) => peak(samples, beat.startSampleIndex, clickSamples));
    expect(accent).toBeGreaterThan(normal);
    expect(normal).toBeGreaterThan(soft);
    expect(soft).toBeGreaterThan(0);
    expect(mute).toBe(0);
    expect(accent / normal).toBeCloseTo(LEVEL_GAINS.accent, 6);
    expect(soft / normal).toBeCloseTo(LEVEL_GAINS.soft, 6);
    const subdivisions = plan.onsets.filter((onset) => onset.kind === 'subdivision');
    expect(subdivisions).toHaveLength(4); // the muted beat's eighth still sounds
    subdivisions.forEach((onset) => {
      expect(onset.level).toBe('soft');
      expect(onset.click).toHaveLength(Math.round(SUBDIVISION_CLICK_DURATION_SECONDS * sampleRateHz));
      const subdivisionPeak = peak(samples, onset.startSampleIndex, onset.click.length);
      expect(subdivisionPeak).toBeGreaterThan(0);
      expect(subdivisionPeak).toBeLessThan(normal);
    });
    // Each distinct click synthesized once: all soft subdivisions share one array.
    expect(new Set(subdivisions.map((onset) => onset.click)).size).toBe(1);
  });

  it('counts in whole bars of the first meter at the first tempo, its grouping accented', () => {
    const sevenEight = rhythm({ timeSignature: '7/8', grouping: [2, 2, 3] });
    const plan = planRhythm({
      ...settings({ countInBeats: 4, durationSeconds: 1 }),
      countInBars: 2,
      rhythm: sevenEight,
    });
    const countIn = plan.onsets.filter((onset) => onset.kind === 'count-in');
    expect(countIn.map((onset) => onset.idealTimeSeconds)).toEqual(Array.from({ length: 14 }, (_, k) => k * 0.5));
    expect(countIn.map((onset) => onset.level)).toEqual([...groupAccents([2, 2, 3]), ...groupAccents([2, 2, 3])]);
    expect(countIn.map((onset) => onset.bar)).toEqual([...Array(7).fill(1), ...Array(7).fill(2)]);
    expect(plan.countInSeconds).toBe(7);
    expect(plan.onsets.find((onset) => onset.kind === 'beat')?.idealTimeSeconds).toBe(7);
    // A song map counts in its first section's meter and tempo.
    const song = rhythm({
      sections: [section({ bars: 1, bpm: 90, timeSignature: '5/4' }), section({ bars: 1, bpm: 150 })],
    });
    const songPlan = planRhythm({ ...settings(), countInBars: 1, rhythm: song });
    const songCountIn = songPlan.onsets
      .filter((onset) => onset.kind === 'count-in')
      .map((onset) => onset.idealTimeSeconds);
    expect(songCountIn).toEqual(Array.from({ length: 5 }, (_, k) => (k * 60) / 90));
    expect(songPlan.onsets.find((onset) => onset.kind === 'beat')?.idealTimeSeconds).toBeCloseTo(5 * (60 / 90), 12);
    // countInBars 0 keeps today's count-in of countInBeats beats.
    expect(
      planRhythm({ ...settings({ countInBeats: 3 }), countInBars: 0, rhythm: sevenEight }).onsets.filter(
        (onset) => onset.kind === 'count-in',
      ),
    ).toHaveLength(3);
  });

  it('renders a song map in ranges (the player head + rest, a split inside a click) equal to the whole render', () => {
    const sampleRateHz = 48000;
    const song = rhythm({
      subdivision: 'sextuplets',
      sections: [
        section({ bars: 2, bpm: 200, endBpm: 240, timeSignature: '7/8' }),
        section({ name: 'B', bars: 2, bpm: 90, tempoUnit: 'dotted', timeSignature: '6/8', muted: false }),
      ],
    });
    const track = settings({ countInBeats: 3, rhythm: song });
    const plan = planClickTrack(track, sampleRateHz);
    const whole = renderClickTrack(track, sampleRateHz).samples;
    const insideClick = plan.onsets[20].startSampleIndex + 7;
    for (const split of [sampleRateHz, insideClick]) {
      const joined = [
        ...renderClickTrackRange(plan, 0, split),
        ...renderClickTrackRange(plan, split, plan.lengthSamples),
      ];
      expect(firstDifference(Float32Array.from(joined), whole)).toBeNull();
    }
  });

  it('mixes overlapping clicks (dense subdivisions at full volume) the same in ranges as in one render, clamped to [-1, 1]', () => {
    const sampleRateHz = 44100;
    const dense = rhythm({
      timeSignature: '12/8',
      tempoUnit: 'dotted',
      accents: Array(12).fill('accent'),
      subdivision: 'sextuplets',
    });
    const track = settings({ bpm: 200, durationSeconds: 3, volumePercent: 100, rhythm: dense });
    const plan = planClickTrack(track, sampleRateHz);
    // Eighths every 100 ms, sextuplets every 16.7 ms: a 40 ms beat click overlaps the next two 20 ms ones.
    expect(plan.onsets[1].startSampleIndex - plan.onsets[0].startSampleIndex).toBeLessThan(plan.onsets[0].click.length);
    const whole = renderClickTrack(track, sampleRateHz).samples;
    expect(whole.every((value) => value >= -1 && value <= 1)).toBe(true);
    for (const split of [plan.onsets[1].startSampleIndex + 3, 44100]) {
      const joined = [
        ...renderClickTrackRange(plan, 0, split),
        ...renderClickTrackRange(plan, split, plan.lengthSamples),
      ];
      expect(firstDifference(Float32Array.from(joined), whole)).toBeNull();
    }
  });
});

describe('a sound per level', () => {
  it('plays each level and the subdivisions with their own sound where set, the main sound elsewhere', () => {
    const rate = 48000;
    const own = rhythm({
      accents: ['accent', 'normal', 'soft', 'normal'],
      subdivision: 'eighths',
      levelSounds: { accent: 'bell', soft: 'bongo', subdivision: 'tick' },
    });
    const track = renderClickTrack(settings({ bpm: 60, durationSeconds: 4, volumePercent: 50, rhythm: own }), rate);
    const at = (seconds: number, length: number) => track.samples.subarray(seconds * rate, seconds * rate + length);
    const click = (sound: Parameters<typeof synthesizeClick>[0], level: BeatLevel, seconds = CLICK_DURATION_SECONDS) =>
      synthesizeClick(sound, rate, 50 * LEVEL_GAINS[level], seconds);
    const beat = click('bell', 'accent');
    expect(at(0, beat.length)).toEqual(beat);
    expect(at(1, beat.length)).toEqual(click('click', 'normal'));
    expect(at(2, beat.length)).toEqual(click('bongo', 'soft'));
    const subdivision = click('tick', 'soft', SUBDIVISION_CLICK_DURATION_SECONDS);
    expect(at(0.5, subdivision.length)).toEqual(subdivision);
  });
});
