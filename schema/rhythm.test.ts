import {
  STEADY_FOUR_FOUR,
  defaultAccents,
  defaultGrouping,
  groupAccents,
  groupingFits,
  isCompound,
  noteBpmOf,
  parseTimeSignature,
  resolvePattern,
  resolveRhythm,
} from './rhythm';

describe('rhythm', () => {
  it.each([
    ['4/4', { beatsPerBar: 4, noteValue: 4 }],
    ['7/8', { beatsPerBar: 7, noteValue: 8 }],
    [' 16/16 ', { beatsPerBar: 16, noteValue: 16 }],
    ['1/2', { beatsPerBar: 1, noteValue: 2 }],
  ])('reads the time signature %s', (text, meter) => {
    expect(parseTimeSignature(text)).toEqual(meter);
  });

  it.each(['0/4', '17/8', '4/3', '4/32', '4', '4/4/4', 'x/4', '-4/4', '4.5/4', ''])('refuses %p', (text) => {
    expect(parseTimeSignature(text)).toBeNull();
  });

  it.each([
    ['4/4', [1, 1, 1, 1]],
    ['3/4', [1, 1, 1]],
    ['6/8', [3, 3]],
    ['9/8', [3, 3, 3]],
    ['12/8', [3, 3, 3, 3]],
    ['7/8', [2, 2, 3]],
    ['5/8', [2, 3]],
    ['8/8', [2, 2, 2, 2]],
    ['3/8', [1, 1, 1]],
    ['15/16', [3, 3, 3, 3, 3]],
  ])('groups %s as %p by default', (text, grouping) => {
    const meter = parseTimeSignature(text)!;
    expect(defaultGrouping(meter)).toEqual(grouping);
    expect(groupingFits(grouping, meter.beatsPerBar)).toBe(true);
  });

  it('checks that a grouping adds up to the beats, in whole groups', () => {
    expect(groupingFits([2, 2, 3], 7)).toBe(true);
    expect(groupingFits([3, 2, 2], 7)).toBe(true);
    expect(groupingFits([2, 2, 2], 7)).toBe(false);
    expect(groupingFits([0, 7], 7)).toBe(false);
    expect(groupingFits([3.5, 3.5], 7)).toBe(false);
    expect(groupingFits([], 0)).toBe(false);
  });

  it('knows compound meters, and what a tempo counts in them (6/8 at 120: eighths, or dotted quarters)', () => {
    expect(isCompound([3, 3])).toBe(true);
    expect(isCompound([2, 2, 3])).toBe(false);
    expect(noteBpmOf(120, { timeSignature: '6/8', grouping: [3, 3], tempoUnit: 'note' })).toBe(120);
    expect(noteBpmOf(120, { timeSignature: '6/8', grouping: [3, 3], tempoUnit: 'dotted' })).toBe(360);
  });

  it('plays every beat normal by default (as today), and marks groups when asked', () => {
    expect(defaultAccents(4)).toEqual(['normal', 'normal', 'normal', 'normal']);
    expect(groupAccents([2, 2, 3])).toEqual(['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft']);
  });
});

describe('resolving a rhythm', () => {
  it('fills a left-out rhythm with today’s steady 4/4', () => {
    expect(resolveRhythm({})).toEqual({
      ...STEADY_FOUR_FOUR,
      sections: [],
      levelSounds: { accent: null, normal: null, soft: null, subdivision: null },
    });
    expect(resolveRhythm({ levelSounds: { accent: 'bell' } }).levelSounds).toEqual({
      accent: 'bell',
      normal: null,
      soft: null,
      subdivision: null,
    });
  });

  it('gives a new meter its own grouping and accents, keeps what is given, and lets sections start from the track', () => {
    const rhythm = resolveRhythm({
      timeSignature: ' 7/8 ',
      subdivision: 'eighths',
      swingPercent: 60,
      sections: [
        { name: ' Intro ', bars: 4, bpm: 120, endBpm: 132 },
        {
          name: 'Waltz',
          bars: 8,
          bpm: 90,
          timeSignature: '6/8',
          tempoUnit: 'dotted',
          subdivision: 'triplets',
          muted: true,
        },
      ],
    });
    expect(rhythm).toMatchObject({
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      accents: defaultAccents(7),
      subdivision: 'eighths',
      swingPercent: 60,
      tempoUnit: 'note',
    });
    expect(rhythm.sections[0]).toEqual({
      name: 'Intro',
      bars: 4,
      bpm: 120,
      endBpm: 132,
      muted: false,
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      accents: defaultAccents(7),
      subdivision: 'eighths',
      swingPercent: 60,
      tempoUnit: 'note',
    });
    expect(rhythm.sections[1]).toMatchObject({
      timeSignature: '6/8',
      grouping: [3, 3],
      subdivision: 'triplets',
      swingPercent: 50,
      tempoUnit: 'dotted',
      muted: true,
      endBpm: null,
    });
  });

  it('plays a dotted tempo only in a compound meter', () => {
    expect(resolvePattern({ timeSignature: '6/8', tempoUnit: 'dotted' }).tempoUnit).toBe('dotted');
    expect(resolvePattern({ timeSignature: '6/8', grouping: [2, 2, 2], tempoUnit: 'dotted' }).tempoUnit).toBe('note');
  });

  it('counts quarters only in meters of eighths or sixteenths, and groups only of two or more beats', () => {
    expect(resolvePattern({ timeSignature: '7/8', tempoUnit: 'quarter' }).tempoUnit).toBe('quarter');
    expect(resolvePattern({ timeSignature: '7/4', tempoUnit: 'quarter' }).tempoUnit).toBe('note');
    expect(resolvePattern({ timeSignature: '7/8', tempoUnit: 'group' }).tempoUnit).toBe('group');
    expect(resolvePattern({ timeSignature: '4/4', tempoUnit: 'group' }).tempoUnit).toBe('note');
    expect(noteBpmOf(152, { timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'quarter' })).toBe(304);
    expect(noteBpmOf(152, { timeSignature: '7/16', grouping: [2, 2, 3], tempoUnit: 'quarter' })).toBe(608);
    expect(noteBpmOf(100, { timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'group' })).toBe(200);
    expect(noteBpmOf(100, { timeSignature: '8/8', grouping: [3, 3, 2], tempoUnit: 'group' })).toBe(200);
  });
});
