import { resolveRhythm } from '../../../schema/rhythm';
import { barRandom, isBarSilenced, planPractice, trainerRhythm } from './practicePlan';
import { planClickTrack, renderClickTrack, renderClickTrackRange } from './renderClickTrack';
import { firstDifference } from './testing/firstDifference';
import type { ClickTrackSettings } from './types';

const RATE = 48_000;
const settings = (overrides: Partial<ClickTrackSettings> = {}): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 12,
  countInBeats: 4,
  volumePercent: 60,
  ...overrides,
});

/** Whether any sample of [fromSeconds, toSeconds) sounds. */
const soundsBetween = (samples: Float32Array, fromSeconds: number, toSeconds: number) =>
  samples.subarray(Math.round(fromSeconds * RATE), Math.round(toSeconds * RATE)).some((sample) => sample !== 0);

describe('practice tools', () => {
  it('gap click: 2 bars on, 1 bar off, the count-in and the beats kept (the visualizer counts the silent bars)', () => {
    const practice = { gapClick: { playBars: 2, muteBars: 1 } };
    const track = renderClickTrack(settings({ practice }), RATE);
    const plain = renderClickTrack(settings(), RATE);
    // 120 bpm, 4/4: a bar is 2 s, the song starts after the 2 s count-in.
    expect(soundsBetween(track.samples, 0, 2)).toBe(true);
    for (const bar of [1, 2, 3, 4, 5, 6]) {
      const from = 2 + (bar - 1) * 2;
      expect([bar, soundsBetween(track.samples, from, from + 2)]).toEqual([bar, bar % 3 !== 0]);
    }
    expect(track.beats).toHaveLength(plain.beats.length);
    expect(track.beats.filter((beat) => beat.level === 'mute').map((beat) => beat.bar)).toEqual([
      3, 3, 3, 3, 6, 6, 6, 6,
    ]);
    // Bars that play are today's samples exactly.
    expect(firstDifference(track.samples.subarray(0, 6 * RATE), plain.samples.subarray(0, 6 * RATE))).toBeNull();
  });

  it('random mute: the share asked for, the same bars for the same seed (so the WAV is what was heard), never the count-in', () => {
    const silenced = (seed: number) =>
      Array.from({ length: 400 }, (_, index) => index + 1).filter((bar) =>
        isBarSilenced({ randomMutePercent: 30, randomSeed: seed }, bar),
      );
    expect(silenced(7)).toEqual(silenced(7));
    expect(silenced(7)).not.toEqual(silenced(8));
    expect(silenced(7).length).toBeGreaterThan(90);
    expect(silenced(7).length).toBeLessThan(150);
    expect(barRandom(1, 1)).toBeGreaterThanOrEqual(0);
    expect(barRandom(1, 1)).toBeLessThan(1);

    const plan = planPractice({
      ...settings(),
      durationSeconds: 30,
      rhythm: resolveRhythm({}),
      practice: { randomMutePercent: 90, randomSeed: 3 },
    });
    expect(plan.onsets.filter((onset) => onset.kind === 'count-in').every((onset) => onset.level === 'normal')).toBe(
      true,
    );
    expect(plan.onsets.some((onset) => onset.level === 'mute')).toBe(true);
  });

  it('tempo trainer: +10 BPM every 2 bars from 100 up to 130, which then holds; the track still ends after its duration', () => {
    const trainer = { stepBpm: 10, everyBars: 2, limitBpm: 130 };
    const plan = planPractice({
      ...settings({ bpm: 100, countInBeats: 0, durationSeconds: 30 }),
      rhythm: resolveRhythm({}),
      practice: { tempoTrainer: trainer },
    });
    const beats = plan.onsets.filter((onset) => onset.kind === 'beat');
    // Bars 1–2 at 100, 3–4 at 110, 5–6 at 120, then 130: each beat's start, summed bar by bar.
    const expected: number[] = [];
    let time = 0;
    for (let bar = 1; time < 30; bar++) {
      const tempo = Math.min(130, 100 + 10 * Math.floor((bar - 1) / 2));
      for (let beat = 0; beat < 4 && time < 30; beat++) {
        expected.push(time);
        time += 60 / tempo;
      }
    }
    expect(beats.map((onset) => onset.idealTimeSeconds)).toHaveLength(expected.length);
    beats.forEach((onset, index) => expect(onset.idealTimeSeconds).toBeCloseTo(expected[index]!, 9));
    expect(plan.endSeconds).toBe(30);
  });

  it('tempo trainer down: −5 BPM every bar to 80', () => {
    const rhythm = trainerRhythm(resolveRhythm({ timeSignature: '3/4' }), 100, 20, {
      stepBpm: -5,
      everyBars: 1,
      limitBpm: 80,
    });
    expect(rhythm.sections.map((section) => section.bpm)).toEqual([100, 95, 90, 85, 80]);
    expect(rhythm.sections.slice(0, 4).every((section) => section.bars === 1 && section.timeSignature === '3/4')).toBe(
      true,
    );
  });

  it('a practised track plays as a head and the rest exactly like its whole render (the WAV)', () => {
    const practised = settings({
      practice: { gapClick: { playBars: 1, muteBars: 1 }, tempoTrainer: { stepBpm: 4, everyBars: 1, limitBpm: 140 } },
    });
    const whole = renderClickTrack(practised, RATE).samples;
    const plan = planClickTrack(practised, RATE);
    const head = renderClickTrackRange(plan, 0, RATE);
    const rest = renderClickTrackRange(plan, RATE, plan.lengthSamples);
    expect(head.length + rest.length).toBe(whole.length);
    expect(firstDifference(head, whole.subarray(0, RATE))).toBeNull();
    expect(firstDifference(rest, whole.subarray(RATE))).toBeNull();
  });

  it('no tool on: exactly today’s track', () => {
    expect(
      firstDifference(
        renderClickTrack(settings({ practice: { gapClick: null, randomMutePercent: 0, tempoTrainer: null } }), RATE)
          .samples,
        renderClickTrack(settings(), RATE).samples,
      ),
    ).toBeNull();
  });
});
