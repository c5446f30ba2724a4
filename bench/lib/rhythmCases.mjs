// The rhythms bench:audio (e) plays, written out whole (resolved) so the bench does
// not lean on the code it checks. Volume 50 % so an accent (× 1.5) stays below full scale.

const base = { soundType: 'click', countInSoundType: 'woodblock', countInBeats: 0, volumePercent: 50 };

/** A bar's pattern with every field given. */
const pattern = (timeSignature, grouping, accents, subdivision = 'none', swingPercent = 50, tempoUnit = 'note') => ({
  timeSignature,
  grouping,
  accents,
  subdivision,
  swingPercent,
  tempoUnit,
});
const normal = (beats) => Array.from({ length: beats }, () => 'normal');
const SEVEN_EIGHT = pattern(
  '7/8',
  [2, 2, 3],
  ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
  'triplets',
);

/** A section of a song map. */
const section = (name, bars, bpm, endBpm, barPattern, muted = false) => ({
  name,
  bars,
  bpm,
  endBpm,
  muted,
  ...barPattern,
});

const SONG_MAP = {
  ...SEVEN_EIGHT,
  sections: [
    section('Intro (7/8, 2+2+3, triplets, 120 → 132)', 2, 120, 132, SEVEN_EIGHT),
    section(
      'Verse (4/4, swung eighths 60 %)',
      4,
      132,
      null,
      pattern('4/4', [1, 1, 1, 1], ['accent', 'normal', 'normal', 'normal'], 'eighths', 60),
    ),
    section('Break (muted)', 2, 132, null, pattern('4/4', [1, 1, 1, 1], normal(4)), true),
    section(
      'Outro (6/8 dotted, a muted beat, 90 → 60)',
      2,
      90,
      60,
      pattern('6/8', [3, 3], ['accent', 'soft', 'soft', 'mute', 'soft', 'soft'], 'none', 50, 'dotted'),
    ),
  ],
};

/** Each case: a name and the generator settings with a rhythm. */
export const RHYTHM_CASES = [
  {
    name: '7/8 (2+2+3) at 120, triplets',
    settings: { ...base, bpm: 120, durationSeconds: 12, rhythm: { ...SEVEN_EIGHT, sections: [] } },
  },
  {
    name: '6/8 at 80 dotted quarters, swung eighths 66 %',
    settings: {
      ...base,
      bpm: 80,
      durationSeconds: 12,
      rhythm: {
        ...pattern('6/8', [3, 3], ['accent', 'soft', 'soft', 'normal', 'soft', 'soft'], 'eighths', 66, 'dotted'),
        sections: [],
      },
    },
  },
  {
    name: '7/8 (2+2+3) at quarter = 152: 304 eighths a minute',
    settings: {
      ...base,
      bpm: 152,
      durationSeconds: 12,
      rhythm: { ...pattern('7/8', [2, 2, 3], SEVEN_EIGHT.accents, 'none', 50, 'quarter'), sections: [] },
    },
  },
  {
    name: '7/8 (2+2+3) at group = 100: groups of 0.6, 0.6 and 0.9 s',
    settings: {
      ...base,
      bpm: 100,
      durationSeconds: 12,
      rhythm: { ...pattern('7/8', [2, 2, 3], SEVEN_EIGHT.accents, 'eighths', 50, 'group'), sections: [] },
    },
  },
  {
    name: '5/4 at 200, swung sixteenths 60 %',
    settings: {
      ...base,
      bpm: 200,
      durationSeconds: 12,
      rhythm: {
        ...pattern('5/4', [1, 1, 1, 1, 1], ['accent', 'normal', 'normal', 'normal', 'normal'], 'sixteenths', 60),
        sections: [],
      },
    },
  },
  {
    name: '3/4 at 90, quintuplets',
    settings: {
      ...base,
      bpm: 90,
      durationSeconds: 12,
      rhythm: { ...pattern('3/4', [1, 1, 1], ['accent', 'normal', 'soft'], 'quintuplets'), sections: [] },
    },
  },
  {
    name: '4/4 at 60, sextuplets',
    settings: {
      ...base,
      bpm: 60,
      durationSeconds: 12,
      rhythm: { ...pattern('4/4', [1, 1, 1, 1], ['accent', 'normal', 'normal', 'normal'], 'sextuplets'), sections: [] },
    },
  },
  {
    name: '16/16 at 240 and a muted beat',
    settings: {
      ...base,
      bpm: 240,
      durationSeconds: 12,
      rhythm: { ...pattern('16/16', [3, 3, 3, 3, 2, 2], ['accent', ...normal(6), 'mute', ...normal(8)]), sections: [] },
    },
  },
  {
    name: '1/2 at 40',
    settings: { ...base, bpm: 40, durationSeconds: 12, rhythm: { ...pattern('1/2', [1], ['accent']), sections: [] } },
  },
  {
    name: 'song map: ramp up, swing, muted break, dotted ramp down',
    settings: { ...base, bpm: 120, durationSeconds: 10, rhythm: SONG_MAP },
  },
  {
    name: 'practice: gap click 2 on 1 off, 7/8 triplets',
    settings: {
      ...base,
      bpm: 150,
      durationSeconds: 20,
      rhythm: { ...SEVEN_EIGHT, sections: [] },
      practice: { gapClick: { playBars: 2, muteBars: 1 } },
    },
  },
  {
    name: 'practice: tempo trainer +8 every 2 bars 100 → 140, swung 4/4',
    settings: {
      ...base,
      bpm: 100,
      durationSeconds: 30,
      rhythm: {
        ...pattern('4/4', [1, 1, 1, 1], ['accent', 'normal', 'normal', 'normal'], 'eighths', 62),
        sections: [],
      },
      practice: { tempoTrainer: { stepBpm: 8, everyBars: 2, limitBpm: 140 } },
    },
  },
  {
    name: 'practice: tempo trainer −6 every bar 120 → 90, 3/4',
    settings: {
      ...base,
      bpm: 120,
      durationSeconds: 20,
      rhythm: { ...pattern('3/4', [1, 1, 1], ['accent', 'normal', 'normal']), sections: [] },
      practice: { tempoTrainer: { stepBpm: -6, everyBars: 1, limitBpm: 90 } },
    },
  },
];

/** Real-time playback of a song map (meter changes, ramps, no subdivisions or mutes: every beat sounds) for the stall test. */
export const RHYTHM_STALL_SETTINGS = {
  ...base,
  bpm: 200,
  durationSeconds: 10,
  rhythm: {
    ...pattern('7/8', [2, 2, 3], ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft']),
    sections: [
      section(
        'Up',
        2,
        200,
        240,
        pattern('7/8', [2, 2, 3], ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft']),
      ),
      section('Steady', 3, 240, null, pattern('4/4', [1, 1, 1, 1], ['accent', 'normal', 'normal', 'normal'])),
      section('Down', 2, 240, 180, pattern('5/8', [2, 3], ['accent', 'soft', 'normal', 'soft', 'soft'])),
    ],
  },
};
