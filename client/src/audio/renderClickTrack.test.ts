import { BPM_DEFAULT } from '../../../schema/limits';
import {
  clickTrackBeats,
  mainBeatCount,
  planClickTrack,
  renderClickTrack,
  renderClickTrackRange,
  renderClickTrackRangeInto,
} from './renderClickTrack';
import { CLICK_DURATION_SECONDS, SOUND_SPECS, SOUND_TYPES, synthesizeClick } from './sounds';
import { firstDifference } from './testing/firstDifference';
import { detectOnsets } from './testing/onsets';
import type { ClickTrackSettings } from './types';

const settings = (overrides: Partial<ClickTrackSettings> = {}): ClickTrackSettings => ({
  bpm: BPM_DEFAULT,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 10,
  countInBeats: 4,
  volumePercent: 75,
  ...overrides,
});

/** Magnitude of the DFT of `samples` at `frequencyHz`. */
function dftMagnitude(samples: Float32Array, sampleRateHz: number, frequencyHz: number): number {
  let re = 0;
  let im = 0;
  for (let index = 0; index < samples.length; index++) {
    const angle = (2 * Math.PI * frequencyHz * index) / sampleRateHz;
    re += samples[index] * Math.cos(angle);
    im -= samples[index] * Math.sin(angle);
  }
  return Math.hypot(re, im);
}

describe('mainBeatCount', () => {
  it('counts the beats that start within the duration', () => {
    expect(mainBeatCount(120, 10)).toBe(20); // 0, 0.5 … 9.5 s; 10 s itself is not within
    expect(mainBeatCount(240, 30)).toBe(120);
    expect(mainBeatCount(40, 3)).toBe(2); // 0 and 1.5 s
    expect(mainBeatCount(97, 30)).toBe(49); // j < 48.5
    expect(mainBeatCount(181, 3)).toBe(10); // j < 9.05
    expect(mainBeatCount(60, 3)).toBe(3);
  });
});

describe('renderClickTrack', () => {
  const cases = [40, 97, 120, 181, 240].flatMap((bpm) =>
    [0, 4, 8].flatMap((countInBeats) => [44100, 48000].map((rate) => [bpm, countInBeats, rate] as const)),
  );

  it.each(cases)(
    'at %d bpm with %d count-in beats at %d Hz puts every onset exactly on its grid sample',
    (bpm, countInBeats, sampleRateHz) => {
      const durationSeconds = 7;
      const track = renderClickTrack(settings({ bpm, countInBeats, durationSeconds }), sampleRateHz);
      const mainBeats = mainBeatCount(bpm, durationSeconds);
      expect(track.beats).toHaveLength(countInBeats + mainBeats);
      track.beats.forEach((beat, index) => {
        expect(beat.index).toBe(index);
        expect(beat.kind).toBe(index < countInBeats ? 'count-in' : 'main');
        expect(beat.numberInKind).toBe(index < countInBeats ? index + 1 : index - countInBeats + 1);
        expect(beat.idealTimeSeconds).toBeCloseTo((index * 60) / bpm, 12);
        expect(beat.startSampleIndex).toBe(Math.round(((index * 60) / bpm) * sampleRateHz));
      });
      expect(detectOnsets(track.samples)).toEqual(track.beats.map((beat) => beat.startSampleIndex));
      const nominalSamples = Math.round(((countInBeats * 60) / bpm + durationSeconds) * sampleRateHz);
      const lastClickEnd =
        track.beats[track.beats.length - 1].startSampleIndex + Math.round(CLICK_DURATION_SECONDS * sampleRateHz);
      expect(track.samples.length).toBe(Math.max(nominalSamples, lastClickEnd));
      expect(track.durationSeconds).toBeCloseTo(track.samples.length / sampleRateHz, 12);
      expect(track.sampleRateHz).toBe(sampleRateHz);
    },
  );

  it('lasts the count-in plus the duration (a click tail may extend it)', () => {
    const track = renderClickTrack(settings({ bpm: 120, countInBeats: 4, durationSeconds: 10 }), 44100);
    expect(track.samples.length).toBe(12 * 44100);
    // 60 bpm, 3 s: the last click at 2 s ends well before 3 s.
    expect(renderClickTrack(settings({ bpm: 60, countInBeats: 0, durationSeconds: 3 }), 48000).samples.length).toBe(
      3 * 48000,
    );
  });

  it.each(SOUND_TYPES)('plays the %s sound at its frequency for count-in and main clicks', (soundType) => {
    const sampleRateHz = 48000;
    const { frequencyHz } = SOUND_SPECS[soundType];
    const other = soundType === 'click' ? 'woodblock' : 'click';
    for (const [countInSoundType, mainSoundType, kind] of [
      [soundType, other, 'count-in'],
      [other, soundType, 'main'],
    ] as const) {
      const track = renderClickTrack(settings({ countInSoundType, soundType: mainSoundType }), sampleRateHz);
      const beat = track.beats.find((candidate) => candidate.kind === kind)!;
      const click = track.samples.subarray(
        beat.startSampleIndex,
        beat.startSampleIndex + Math.round(CLICK_DURATION_SECONDS * sampleRateHz),
      );
      const atFrequency = dftMagnitude(click, sampleRateHz, frequencyHz);
      // ±120 Hz tells beep (880) from click (1000); halves and doubles catch a wrong octave.
      for (const neighbourHz of [frequencyHz / 2, frequencyHz - 120, frequencyHz + 120, frequencyHz * 2]) {
        expect(atFrequency).toBeGreaterThan(2 * dftMagnitude(click, sampleRateHz, neighbourHz));
      }
    }
  });

  it('is silent at volume 0 and never leaves [-1, 1] at volume 100', () => {
    expect(renderClickTrack(settings({ volumePercent: 0 }), 44100).samples.every((value) => value === 0)).toBe(true);
    for (const soundType of SOUND_TYPES) {
      const track = renderClickTrack(
        settings({ bpm: 240, soundType, countInSoundType: soundType, volumePercent: 100, countInBeats: 8 }),
        44100,
      );
      expect(track.samples.every((value) => value >= -1 && value <= 1)).toBe(true);
    }
  });

  it('renders the worst case (240 bpm, 8 count-in, 30 s) with 128 clicks', () => {
    const track = renderClickTrack(settings({ bpm: 240, countInBeats: 8, durationSeconds: 30 }), 48000);
    expect(track.beats).toHaveLength(128);
    expect(detectOnsets(track.samples)).toHaveLength(128);
  });
});

/** The whole-buffer renderer as it was before ranges existed (one pass over every beat, then clamp), to pin the output. */
function referenceRender(trackSettings: ClickTrackSettings, sampleRateHz: number): Float32Array {
  const beats = clickTrackBeats(trackSettings, sampleRateHz);
  const clickOf = (kind: string) =>
    synthesizeClick(
      kind === 'count-in' ? trackSettings.countInSoundType : trackSettings.soundType,
      sampleRateHz,
      trackSettings.volumePercent,
    );
  const countIn = beats.filter((beat) => beat.kind === 'count-in').length;
  let length = Math.round(((countIn * 60) / trackSettings.bpm + trackSettings.durationSeconds) * sampleRateHz);
  for (const beat of beats) length = Math.max(length, beat.startSampleIndex + clickOf(beat.kind).length);
  const samples = new Float32Array(length);
  for (const beat of beats) {
    const click = clickOf(beat.kind);
    for (let offset = 0; offset < click.length; offset++) samples[beat.startSampleIndex + offset] += click[offset];
  }
  return samples.map((value) => Math.max(-1, Math.min(1, value)));
}

describe('rendering a track in ranges (head and rest, as the player does)', () => {
  const cases: Array<[number, number, ClickTrackSettings['soundType'], ClickTrackSettings['soundType'], number]> = [
    [120, 4, 'click', 'woodblock', 44100],
    [240, 8, 'cowbell', 'woodblock', 48000],
    [97, 0, 'beep', 'beep', 44100],
    [181, 3, 'woodblock', 'cowbell', 48000],
    [40, 8, 'click', 'beep', 48000],
  ];

  it.each(cases)(
    'at %d bpm, %d count-in, %s / %s at %d Hz: the whole render is unchanged and head + rest equal it sample for sample',
    (bpm, countInBeats, soundType, countInSoundType, sampleRateHz) => {
      const trackSettings = settings({
        bpm,
        countInBeats,
        soundType,
        countInSoundType,
        durationSeconds: 6,
        volumePercent: 90,
      });
      const whole = renderClickTrack(trackSettings, sampleRateHz).samples;
      expect(firstDifference(whole, referenceRender(trackSettings, sampleRateHz))).toBeNull();

      const plan = planClickTrack(trackSettings, sampleRateHz);
      expect(plan.lengthSamples).toBe(whole.length);
      const clickSamples = Math.round(CLICK_DURATION_SECONDS * sampleRateHz);
      const third = plan.beats[3].startSampleIndex;
      // Splits: the player's 1 s head, inside a click (its attack, its middle, its last sample), on a click's first sample, the ends.
      const splits = [
        sampleRateHz,
        third + 1,
        third + Math.floor(clickSamples / 2),
        third + clickSamples - 1,
        third,
        1,
        0,
        whole.length - 1,
        whole.length,
      ];
      for (const split of splits) {
        const head = renderClickTrackRange(plan, 0, split);
        const rest = renderClickTrackRange(plan, split, plan.lengthSamples);
        const joined = new Float32Array(whole.length);
        joined.set(head, 0);
        joined.set(rest, head.length);
        expect({ split, difference: firstDifference(joined, whole) }).toEqual({ split, difference: null });
      }
      // The boundary in the middle of a click really has sound on both sides.
      const straddling = third + Math.floor(clickSamples / 2);
      expect(renderClickTrackRange(plan, straddling - 10, straddling).some((value) => value !== 0)).toBe(true);
      expect(renderClickTrackRange(plan, straddling, straddling + 10).some((value) => value !== 0)).toBe(true);
    },
  );

  it('renders into a given zeroed buffer (an AudioBuffer channel) and clips ranges to the track', () => {
    const plan = planClickTrack(settings({ bpm: 181, countInBeats: 2 }), 44100);
    const whole = renderClickTrack(settings({ bpm: 181, countInBeats: 2 }), 44100).samples;
    const target = new Float32Array(5000);
    renderClickTrackRangeInto(plan, target, 30000);
    expect(firstDifference(target, whole.slice(30000, 35000))).toBeNull();
    expect(renderClickTrackRange(plan, plan.lengthSamples - 3, plan.lengthSamples + 100)).toHaveLength(3);
    expect(renderClickTrackRange(plan, -5, 4)).toHaveLength(4);
    expect(renderClickTrackRange(plan, plan.lengthSamples + 1, plan.lengthSamples + 9)).toHaveLength(0);
  });

  it('mixes overlapping clicks and clamps the same way on both sides of a boundary', () => {
    // 3000 bpm puts a click every 20 ms, so the 40 ms clicks overlap and their sums exceed 1 at volume 100.
    const trackSettings = settings({
      bpm: 3000,
      countInBeats: 2,
      durationSeconds: 0.2,
      soundType: 'cowbell',
      countInSoundType: 'cowbell',
      volumePercent: 100,
    });
    const whole = renderClickTrack(trackSettings, 48000).samples;
    expect(whole.some((value) => value === 1)).toBe(true);
    expect(firstDifference(whole, referenceRender(trackSettings, 48000))).toBeNull();
    const plan = planClickTrack(trackSettings, 48000);
    for (const split of [500, 1234, 2000, 4321]) {
      const joined = new Float32Array(whole.length);
      joined.set(renderClickTrackRange(plan, 0, split), 0);
      joined.set(renderClickTrackRange(plan, split, plan.lengthSamples), split);
      expect({ split, difference: firstDifference(joined, whole) }).toEqual({ split, difference: null });
    }
  });
});
