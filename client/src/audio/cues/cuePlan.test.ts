import { resolveRhythm, type RhythmInput } from '../../../../schema/rhythm';
import { planClickTrack } from '../renderClickTrack';
import type { ClickTrackSettings } from '../types';
import { CUE_GAP_SECONDS, cueSamples, mixCuesInto, planCues, type CueOptions } from './cuePlan';
import { CUE_WORDS, sectionCueWord, type CueWord } from './cueWords';

const RATE = 48000;
const ALL: CueOptions = { countIn: true, sections: true, leadInBars: 1 };
const settings = (overrides: Partial<ClickTrackSettings> = {}): ClickTrackSettings => ({
  bpm: 120,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 4,
  countInBeats: 4,
  volumePercent: 60,
  ...overrides,
});
/** Every word 200 ms long unless given. */
const lengths = (overrides: Partial<Record<CueWord, number>> = {}) => ({
  ...Object.fromEntries(CUE_WORDS.map((word) => [word, 0.2 * RATE])),
  ...overrides,
});
const cuesOf = (track: ClickTrackSettings, options = ALL, wordLengths = lengths()) => {
  const plan = planClickTrack(track, RATE);
  return { plan, cues: planCues({ ...plan, rhythm: track.rhythm }, wordLengths, options) };
};
const withMap = (input: RhythmInput, countInBars = 1) =>
  settings({ rhythm: resolveRhythm(input), countInBars, countInBeats: 0 });

describe('section names', () => {
  it.each([
    ['Chorus', 'chorus'],
    ['Pre chorus', 'pre-chorus'],
    ['PRE-CHORUS', 'pre-chorus'],
    ['Prechorus', 'pre-chorus'],
    ['Verse 2', 'verse-2'],
    ['verse two', 'verse-2'],
    ['2nd verse', 'verse-2'],
    ['Verse 7', 'verse'],
    ['Chorus (double)', 'chorus'],
    ['Last time', 'last-time'],
    ['Outro', 'outro'],
    ['Vamp', null],
  ])('%s is said as %s', (name, word) => {
    expect(sectionCueWord(name)).toBe(word);
  });
});

describe('planCues', () => {
  it('counts a steady count-in "one, two, three, four" on its beats', () => {
    const { plan, cues } = cuesOf(settings());
    expect(cues.map((cue) => cue.word)).toEqual(['one', 'two', 'three', 'four']);
    expect(cues.map((cue) => cue.startSample)).toEqual(plan.beats.slice(0, 4).map((beat) => beat.startSampleIndex));
  });

  it.each([
    ['6/8', undefined, ['one', 'two']],
    ['12/8', undefined, ['one', 'two', 'three', 'four']],
    ['7/8', undefined, ['one', 'two', 'three']],
    ['7/8', [3, 2, 2], ['one', 'two', 'three']],
    ['5/4', undefined, ['one', 'two', 'three', 'four', 'five']],
  ])('counts the groups of %s (grouping %p): %p', (timeSignature, grouping, words) => {
    const { plan, cues } = cuesOf(withMap({ timeSignature, grouping, sections: [{ name: 'A', bars: 1, bpm: 80 }] }));
    expect(cues.map((cue) => cue.word)).toEqual(words);
    const groupStarts = (grouping ?? (timeSignature === '7/8' ? [2, 2, 3] : null))?.reduce<number[]>(
      (starts, group) => [...starts, starts[starts.length - 1] + group],
      [1],
    );
    if (groupStarts)
      expect(
        cues.map((cue) => plan.beats.find((beat) => beat.startSampleIndex === cue.startSample)?.beatInBar),
      ).toEqual(groupStarts.slice(0, words.length));
  });

  it('says a section name on the first beat of the bar before it, and "Chorus… three, four" over the count-in', () => {
    const { plan, cues } = cuesOf(
      withMap({
        sections: [
          { name: 'Chorus', bars: 2, bpm: 120 },
          { name: 'Verse 2', bars: 2, bpm: 120 },
        ],
      }),
      ALL,
      lengths({ chorus: 0.7 * RATE }),
    );
    const main = plan.beats.filter((beat) => beat.kind === 'main');
    expect(cues.map((cue) => cue.word)).toEqual(['chorus', 'three', 'four', 'verse-2']);
    expect(cues[0].startSample).toBe(plan.beats[0].startSampleIndex);
    // Verse 2 starts at main bar 3; its name is said on main bar 2's first beat.
    expect(cues[3].startSample).toBe(main[4].startSampleIndex);
  });

  it.each([0, 2])('with a lead-in of %i bars says the name that many bars ahead', (leadInBars) => {
    const { plan, cues } = cuesOf(
      withMap({
        sections: [
          { name: 'Intro', bars: 2, bpm: 120 },
          { name: 'Bridge', bars: 1, bpm: 120 },
        ],
      }),
      { countIn: false, sections: true, leadInBars },
    );
    const main = plan.beats.filter((beat) => beat.kind === 'main');
    const bridge = cues.find((cue) => cue.word === 'bridge')!;
    expect(bridge.startSample).toBe(main[(2 - leadInBars) * 4].startSampleIndex);
    // The intro has no bars two before it: unannounced then.
    expect(cues.some((cue) => cue.word === 'intro')).toBe(leadInBars < 2);
  });

  it('ends every count word at least 20 ms before the next beat, cutting or leaving out words too long', () => {
    const beat = (60 / 200) * RATE; // 14400 samples at 200 bpm
    const { plan, cues } = cuesOf(
      settings({ bpm: 200 }),
      ALL,
      lengths({
        one: 0.25 * RATE, // fits: 12000 < 14400 − 960
        two: 0.31 * RATE, // 14880: cut to 13440 (90 %)
        three: 0.6 * RATE, // 28800: would keep 47 %, left out
      }),
    );
    expect(cues.map((cue) => [cue.word, cue.cut])).toEqual([
      ['one', false],
      ['two', true],
      ['four', false],
    ]);
    for (const cue of cues) {
      const next = plan.beats.find((each) => each.startSampleIndex > cue.startSample)!.startSampleIndex;
      expect(next - cue.endSample).toBeGreaterThanOrEqual(CUE_GAP_SECONDS * RATE);
      expect(cue.deadlineSample).toBe(next);
    }
    expect(cues[1].endSample - cues[1].startSample).toBe(beat - CUE_GAP_SECONDS * RATE);
  });

  it('lets a count word in 6/8 run on through its group, up to 20 ms before the next count', () => {
    const track = withMap({ timeSignature: '6/8', tempoUnit: 'dotted', sections: [{ name: 'A', bars: 1, bpm: 66 }] });
    const { plan, cues } = cuesOf(track, ALL, lengths({ one: 0.5 * RATE, two: 0.5 * RATE }));
    // An eighth at 66 dotted quarters is 303 ms: each 500 ms word still fits its 909 ms group.
    expect(cues.map((cue) => [cue.word, cue.cut])).toEqual([
      ['one', false],
      ['two', false],
    ]);
    expect(cues[0].deadlineSample).toBe(plan.beats[3].startSampleIndex);
    expect(cues[1].deadlineSample).toBe(plan.beats.find((beat) => beat.kind === 'main')!.startSampleIndex);
  });

  it('speaks nothing it was not asked to, nor a word not loaded', () => {
    const track = withMap({ sections: [{ name: 'Chorus', bars: 1, bpm: 120 }] });
    expect(cuesOf(track, { countIn: false, sections: false, leadInBars: 1 }).cues).toEqual([]);
    expect(cuesOf(track, ALL, { one: 9600, two: 9600 }).cues.map((cue) => cue.word)).toEqual(['one', 'two']);
  });
});

describe('mixing', () => {
  it('puts each word’s first sample on its cue’s sample, fading a cut word to silence', () => {
    const word = new Float32Array(100).fill(0.5);
    const cut = {
      word: 'one' as const,
      kind: 'count' as const,
      startSample: 10,
      endSample: 60,
      cut: true,
      deadlineSample: 70,
    };
    const faded = cueSamples(cut, word, 2000);
    expect(faded.length).toBe(50);
    expect(faded[49]).toBe(0);
    const target = new Float32Array(80);
    mixCuesInto(target, 0, [{ ...cut, endSample: 110, cut: false }], new Map([['one', word]]), 0.5, 2000);
    expect(target.findIndex((value) => value !== 0)).toBe(10);
    expect(target[10]).toBeCloseTo(0.25);
  });
});
