import { ValidationError } from 'yup';
import { rhythmMessages, rhythmSchema } from './rhythm';
import { trackSchema, trackUpdateSchema } from './playlists';
import { generatorSettingsSchema } from './settings';

/** The first message the rhythm schema gives for `input`, or null when it passes. */
function problemOf(input: unknown): string | null {
  try {
    rhythmSchema.validateSync(input, { abortEarly: true, stripUnknown: true });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0] ?? null;
    throw error;
  }
}

const SEVEN_EIGHT_MAP = {
  timeSignature: '7/8',
  grouping: [2, 2, 3],
  accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
  subdivision: 'triplets',
  sections: [
    {
      name: 'Intro',
      bars: 4,
      bpm: 120,
      endBpm: 132,
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      subdivision: 'triplets',
    },
    { name: 'Groove', bars: 16, bpm: 132, timeSignature: '4/4', subdivision: 'eighths', swingPercent: 66 },
    { name: 'Break', bars: 2, bpm: 132, muted: true },
  ],
};

describe('a track rhythm', () => {
  it('takes a 7/8 (2+2+3) song map with a ramp, triplets and swing, and an empty rhythm (steady 4/4)', () => {
    expect(problemOf(SEVEN_EIGHT_MAP)).toBeNull();
    expect(problemOf({})).toBeNull();
    expect(problemOf({ timeSignature: '6/8', tempoUnit: 'dotted' })).toBeNull();
  });

  it.each([
    ['a time signature that is not one', { timeSignature: 'seven' }, rhythmMessages.timeSignature],
    ['17 beats per bar', { timeSignature: '17/8' }, rhythmMessages.beatsPerBar],
    ['no beats', { timeSignature: '0/4' }, rhythmMessages.beatsPerBar],
    ['a note value of 3', { timeSignature: '4/3' }, rhythmMessages.noteValue],
    ['a grouping that does not add up', { timeSignature: '7/8', grouping: [2, 2, 2] }, rhythmMessages.grouping],
    ['a grouping for the default 4/4 that does not add up', { grouping: [3, 3] }, rhythmMessages.grouping],
    ['a group of no beats', { timeSignature: '4/4', grouping: [0, 4] }, rhythmMessages.grouping],
    ['too few accents', { timeSignature: '3/4', accents: ['accent', 'normal'] }, rhythmMessages.accents],
    ['an unknown level', { timeSignature: '2/4', accents: ['accent', 'loud'] }, rhythmMessages.accents],
    ['an unknown subdivision', { subdivision: 'thirty-seconds' }, rhythmMessages.subdivision],
    ['swing over 75 %', { subdivision: 'eighths', swingPercent: 80 }, rhythmMessages.swing],
    ['swing on triplets', { subdivision: 'triplets', swingPercent: 60 }, rhythmMessages.swingNeedsPairs],
    ['a dotted tempo in 7/8', { timeSignature: '7/8', tempoUnit: 'dotted' }, rhythmMessages.dottedNeedsCompound],
    ['an unknown tempo unit', { tempoUnit: 'half' }, rhythmMessages.tempoUnit],
    [
      'a quarter-note tempo in 7/4',
      { timeSignature: '7/4', tempoUnit: 'quarter' },
      rhythmMessages.quarterNeedsShortNotes,
    ],
    [
      'a group tempo in 4/4 (groups of one beat)',
      { timeSignature: '4/4', tempoUnit: 'group' },
      rhythmMessages.groupNeedsGroups,
    ],
    [
      'a group tempo with a group of one',
      { timeSignature: '7/8', grouping: [1, 3, 3], tempoUnit: 'group' },
      rhythmMessages.groupNeedsGroups,
    ],
    [
      'a section whose group tempo clicks 1,000 eighths a minute',
      { sections: [{ name: 'Fast', bars: 4, bpm: 200, timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'group' }] },
      rhythmMessages.pulseTooFast,
    ],
    [
      'a section ramping past the pulse cap',
      {
        sections: [
          { name: 'Up', bars: 4, bpm: 150, endBpm: 200, timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'group' },
        ],
      },
      rhythmMessages.pulseTooFast,
    ],
    [
      "a section too fast for the track's group tempo",
      { timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'group', sections: [{ name: 'Fast', bars: 4, bpm: 200 }] },
      rhythmMessages.pulseTooFast,
    ],
    ['a section of 0 bars', { sections: [{ name: 'Intro', bars: 0, bpm: 120 }] }, rhythmMessages.sectionBars],
    ['a section of 1,000 bars', { sections: [{ name: 'Intro', bars: 1000, bpm: 120 }] }, rhythmMessages.sectionBars],
    ['a section without a name', { sections: [{ name: ' ', bars: 4, bpm: 120 }] }, rhythmMessages.sectionName],
    ['a section ramping past 240', { sections: [{ name: 'Up', bars: 4, bpm: 200, endBpm: 260 }] }, rhythmMessages.bpm],
    [
      'a section whose grouping does not fit its own meter',
      { sections: [{ name: 'Odd', bars: 4, bpm: 120, timeSignature: '5/8', grouping: [2, 2] }] },
      rhythmMessages.grouping,
    ],
    [
      '65 sections',
      { sections: Array.from({ length: 65 }, (_, index) => ({ name: `S${index}`, bars: 1, bpm: 120 })) },
      rhythmMessages.sections,
    ],
  ])('refuses %s with a clear message', (_case, input, message) => {
    expect(problemOf(input)).toBe(message);
  });
});

describe('what the tempo counts', () => {
  it('takes 7/8 and 7/16 at quarter = 152, 2+2+3 at group = 100, and a pulse of exactly 960 a minute', () => {
    expect(problemOf({ timeSignature: '7/8', tempoUnit: 'quarter' })).toBeNull();
    expect(problemOf({ timeSignature: '7/16', tempoUnit: 'quarter' })).toBeNull();
    expect(problemOf({ timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'group' })).toBeNull();
    expect(
      problemOf({ sections: [{ name: 'Odd', bars: 8, bpm: 152, timeSignature: '7/8', tempoUnit: 'quarter' }] }),
    ).toBeNull();
    expect(
      problemOf({
        sections: [{ name: 'Cap', bars: 8, bpm: 192, timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'group' }],
      }),
    ).toBeNull();
    expect(
      trackSchema.isValidSync({ name: 'Odd', bpm: 152, rhythm: { timeSignature: '7/8', tempoUnit: 'quarter' } }),
    ).toBe(true);
    expect(
      trackSchema.isValidSync({ name: 'Sixteens', bpm: 240, rhythm: { timeSignature: '9/16', tempoUnit: 'quarter' } }),
    ).toBe(true);
  });

  it("refuses a track's or the generator's tempo that makes the pulse too fast, with the message", () => {
    const tooFast = { timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'group' };
    expect(() => trackSchema.validateSync({ name: 'Fast', bpm: 200, rhythm: tooFast })).toThrow(
      rhythmMessages.pulseTooFast,
    );
    expect(() => trackUpdateSchema.validateSync({ bpm: 200, rhythm: tooFast })).toThrow(rhythmMessages.pulseTooFast);
    expect(trackUpdateSchema.isValidSync({ bpm: 192, rhythm: tooFast })).toBe(true);
    const generator = {
      bpm: 120,
      soundType: 'click',
      countInSoundType: 'click',
      durationSeconds: 30,
      countInBeats: 4,
      volumePercent: 80,
      visualizerTheme: 'Standard',
      rhythm: tooFast,
    };
    expect(generatorSettingsSchema.isValidSync(generator)).toBe(true);
    expect(() =>
      generatorSettingsSchema.validateSync({
        ...generator,
        practice: { tempoTrainer: { stepBpm: 5, everyBars: 4, limitBpm: 200 } },
      }),
    ).toThrow(rhythmMessages.pulseTooFast);
    expect(rhythmMessages.pulseTooFast).toBe(
      "Too fast to click cleanly: the tempo times the notes it counts must be at most 960 of the meter's notes a minute",
    );
  });
});
