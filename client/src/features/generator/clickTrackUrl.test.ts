import { MAIN_SOUND_EVERYWHERE, STEADY_FOUR_FOUR, type BarPatternInput } from '../../../../schema/rhythm';
import { patternProblem } from '../../../../schema/rhythmRules';
import { rhythmSchema } from '../../../../schema/validation/rhythm';
import {
  bpmForGenerator,
  parseClickTrackParams,
  parseGrouping,
  parsePositiveInteger,
  type ClickTrackParams,
} from './clickTrackUrl';

const NOTHING: ClickTrackParams = {
  track: null,
  bpm: null,
  setList: null,
  visualizer: false,
  autoplay: false,
  rhythm: null,
  countInBars: null,
  ignored: [],
};

describe('parseClickTrackParams', () => {
  it('loads a track with a name and a positive integer bpm', () => {
    expect(parseClickTrackParams('?track=Song%20A&bpm=120')).toEqual({
      ...NOTHING,
      track: { name: 'Song A', bpm: 120 },
    });
    expect(parseClickTrackParams('track=+Song+B+&bpm=300').track).toEqual({ name: 'Song B', bpm: 300 });
  });

  it.each(['12.5', '-5', '0', 'abc', '120abc', '', ' 120', '1e2', '+5'])('ignores bpm %p', (bpm) => {
    expect(parseClickTrackParams(`?track=Song&bpm=${encodeURIComponent(bpm)}`).track).toBeNull();
  });

  it('ignores a missing bpm, a missing name or a blank name', () => {
    expect(parseClickTrackParams('?track=Song').track).toBeNull();
    expect(parseClickTrackParams('?bpm=120').track).toBeNull();
    expect(parseClickTrackParams('?bpm=120').bpm).toBe(120);
    expect(parseClickTrackParams('?track=%20%20&bpm=120').track).toBeNull();
    expect(parseClickTrackParams('').track).toBeNull();
  });

  it("sets visualizer and autoplay only for the string 'true'", () => {
    expect(parseClickTrackParams('?visualizer=true&autoplay=true')).toEqual({
      ...NOTHING,
      visualizer: true,
      autoplay: true,
    });
    for (const value of ['TRUE', '1', 'yes', '', 'false']) {
      expect(parseClickTrackParams(`?visualizer=${value}&autoplay=${value}`)).toEqual(NOTHING);
    }
    expect(parseClickTrackParams('?visualizer&autoplay')).toEqual(NOTHING);
  });
});

describe('parsePositiveInteger', () => {
  it('accepts digits only, above zero', () => {
    expect(parsePositiveInteger('120')).toBe(120);
    expect(parsePositiveInteger('007')).toBe(7);
    expect(parsePositiveInteger(null)).toBeNull();
    expect(parsePositiveInteger('99999999999999999999')).toBeNull();
  });
});

describe('bpmForGenerator', () => {
  it('clamps into 40–240', () => {
    expect(bpmForGenerator(20)).toBe(40);
    expect(bpmForGenerator(40)).toBe(40);
    expect(bpmForGenerator(128)).toBe(128);
    expect(bpmForGenerator(240)).toBe(240);
    expect(bpmForGenerator(300)).toBe(240);
  });
});

describe('set list parameters', () => {
  it('reads a playlist and a track id together, and neither alone', () => {
    expect(parseClickTrackParams('?playlist=p-1&trackId=t-2&autoplay=true')).toEqual({
      ...NOTHING,
      setList: { playlistId: 'p-1', trackId: 't-2' },
      autoplay: true,
    });
    expect(parseClickTrackParams('?playlist=p-1').setList).toBeNull();
    expect(parseClickTrackParams('?trackId=t-2').setList).toBeNull();
  });
});

describe('generator links', () => {
  it('reads a tempo alone, a meter, a grouping, a subdivision and swing', () => {
    const params = parseClickTrackParams('?bpm=120&meter=7/8&grouping=2-2-3&sub=triplet&autoplay=true');
    expect(params).toMatchObject({ track: null, bpm: 120, autoplay: true, countInBars: null, ignored: [] });
    expect(params.rhythm).toEqual({
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
      subdivision: 'triplets',
      swingPercent: 50,
      tempoUnit: 'note',
      sections: [],
      levelSounds: MAIN_SOUND_EVERYWHERE,
    });
    expect(parseClickTrackParams('?bpm=96&sub=eighths&swing=60').rhythm).toEqual({
      ...STEADY_FOUR_FOUR,
      subdivision: 'eighths',
      swingPercent: 60,
      sections: [],
      levelSounds: MAIN_SOUND_EVERYWHERE,
    });
  });

  it('keeps a track and its bpm as before, with a rhythm alongside', () => {
    const params = parseClickTrackParams('?track=Take%20Five&bpm=172&meter=5/4');
    expect(params.track).toEqual({ name: 'Take Five', bpm: 172 });
    expect(params.bpm).toBeNull();
    expect(params.rhythm?.timeSignature).toBe('5/4');
    expect(params.rhythm?.accents).toEqual(['accent', 'normal', 'normal', 'normal', 'normal']);
  });

  it.each([
    ['sub=none', 'none'],
    ['sub=eighth', 'eighths'],
    ['sub=Sixteenths', 'sixteenths'],
    ['sub=quintuplet', 'quintuplets'],
    ['sub=sextuplets', 'sextuplets'],
  ])('reads %s', (query, subdivision) => {
    expect(parseClickTrackParams(`?${query}`).rhythm?.subdivision).toBe(subdivision);
  });

  it('reads accents as letters or words, a dotted unit in a compound meter and a count-in in bars', () => {
    const params = parseClickTrackParams('?meter=6/8&accents=a-s-s-normal-soft-mute&unit=dotted&countInBars=2');
    expect(params.rhythm).toMatchObject({
      timeSignature: '6/8',
      grouping: [3, 3],
      accents: ['accent', 'soft', 'soft', 'normal', 'soft', 'mute'],
      tempoUnit: 'dotted',
    });
    expect(params.countInBars).toBe(2);
    expect(params.ignored).toEqual([]);
  });

  it.each([
    ['?bpm=152&meter=7/8&unit=quarter', { timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'quarter' }],
    ['?bpm=100&meter=7/8&grouping=2-2-3&unit=group', { timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'group' }],
    ['?bpm=90&meter=7/16&unit=QUARTER', { timeSignature: '7/16', tempoUnit: 'quarter' }],
  ])('reads the quarter and group units from %s', (query, rhythm) => {
    const params = parseClickTrackParams(query);
    expect(params.rhythm).toMatchObject(rhythm);
    expect(params.ignored).toEqual([]);
  });

  it('ignores a unit whose pulse would be too fast to click cleanly, and keeps the meter', () => {
    const params = parseClickTrackParams('?bpm=200&meter=10/8&grouping=5-5&unit=group');
    expect(params.ignored).toEqual([
      `Ignored unit=group: Too fast to click cleanly: the tempo times the notes it counts must be at most 960 of the meter's notes a minute`,
    ]);
    expect(params.rhythm).toMatchObject({ timeSignature: '10/8', grouping: [5, 5], tempoUnit: 'note' });
    expect(parseClickTrackParams('?bpm=190&meter=10/8&grouping=5-5&unit=group').rhythm?.tempoUnit).toBe('group');
  });

  it('ignores each invalid parameter with the shared message, and keeps the valid ones', () => {
    const params = parseClickTrackParams('?bpm=120&meter=17/8&sub=triplets');
    expect(params.ignored).toEqual(['Ignored meter=17/8: Beats per bar must be between 1 and 16']);
    expect(params.rhythm).toMatchObject({ timeSignature: '4/4', subdivision: 'triplets' });

    expect(parseClickTrackParams('?meter=7/7').ignored).toEqual([
      'Ignored meter=7/7: The note value must be 2, 4, 8 or 16',
    ]);
    expect(parseClickTrackParams('?meter=seven').ignored).toEqual([
      'Ignored meter=seven: Time signature must look like 7/8: beats per bar, a slash, a note value',
    ]);
    expect(parseClickTrackParams('?meter=7/8&grouping=2-2-2').ignored).toEqual([
      'Ignored grouping=2-2-2: The grouping must add up to the beats per bar',
    ]);
    expect(parseClickTrackParams('?meter=7/8&grouping=2-x').ignored).toEqual([
      'Ignored grouping=2-x: The grouping must add up to the beats per bar',
    ]);
    expect(parseClickTrackParams('?accents=a-s').ignored).toEqual([
      'Ignored accents=a-s: Give one level per beat of the bar: accent, normal, soft, mute',
    ]);
    expect(parseClickTrackParams('?accents=a-s-q-n').ignored).toHaveLength(1);
    expect(parseClickTrackParams('?sub=septuplets').ignored).toEqual([
      'Ignored sub=septuplets: Subdivision must be one of none, eighths, triplets, sixteenths, quintuplets, sextuplets',
    ]);
    expect(parseClickTrackParams('?sub=eighths&swing=80').ignored).toEqual([
      'Ignored swing=80: Swing must be a whole number from 50 to 75 (percent)',
    ]);
    expect(parseClickTrackParams('?sub=eighths&swing=6O').ignored).toEqual([
      'Ignored swing=6O: Swing must be a whole number from 50 to 75 (percent)',
    ]);
    expect(parseClickTrackParams('?sub=triplets&swing=60').ignored).toEqual([
      'Ignored swing=60: Only eighths and sixteenths can swing',
    ]);
    expect(parseClickTrackParams('?meter=7/8&unit=dotted').ignored).toEqual([
      'Ignored unit=dotted: A dotted tempo needs a compound meter (groups of three beats)',
    ]);
    expect(parseClickTrackParams('?unit=quarter').ignored).toEqual([
      'Ignored unit=quarter: A quarter-note tempo needs a meter of eighths or sixteenths (e.g. 7/8)',
    ]);
    expect(parseClickTrackParams('?unit=half').ignored).toEqual([
      'Ignored unit=half: Tempo unit must be one of note, dotted, quarter, group',
    ]);
    expect(parseClickTrackParams('?meter=4/4&unit=group').ignored).toEqual([
      'Ignored unit=group: A group tempo needs groups of two or more beats (e.g. 7/8 as 2+2+3)',
    ]);
    expect(parseClickTrackParams('?countInBars=9').ignored).toEqual([
      'Ignored countInBars=9: Count-in bars must be a whole number from 1 to 4',
    ]);
  });

  it('has no rhythm when the link gives none (or only invalid ones)', () => {
    expect(parseClickTrackParams('?bpm=120').rhythm).toBeNull();
    expect(parseClickTrackParams('?meter=0/4').rhythm).toBeNull();
  });
});

describe('parseGrouping', () => {
  it('splits on dashes, plus signs or commas', () => {
    expect(parseGrouping('2-2-3')).toEqual([2, 2, 3]);
    expect(parseGrouping('3+3')).toEqual([3, 3]);
    expect(parseGrouping(' 2, 3 ')).toEqual([2, 3]);
    expect(parseGrouping('2-0')).toBeNull();
    expect(parseGrouping('')).toBeNull();
  });
});

describe('one rulebook for a bar pattern: the API, the shared rules and the generator links agree', () => {
  const schemaProblem = (input: object): string | null => {
    try {
      rhythmSchema.validateSync(input, { strict: true });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  /** The pattern as a generator link writes it, and what the link parser says of it: its problem, or null. */
  const linkProblem = (input: BarPatternInput): string | null => {
    const fields: Array<[string, string | undefined]> = [
      ['meter', input.timeSignature ?? undefined],
      ['grouping', input.grouping?.join('-')],
      ['accents', input.accents?.join('-')],
      ['sub', input.subdivision ?? undefined],
      ['swing', input.swingPercent?.toString()],
      ['unit', input.tempoUnit ?? undefined],
    ];
    const params = new URLSearchParams(fields.filter((field): field is [string, string] => field[1] !== undefined));
    const { ignored } = parseClickTrackParams(`?${params}`);
    expect(ignored.length).toBeLessThanOrEqual(1);
    return ignored[0]?.replace(/^Ignored [a-z]+=[^:]*: /, '') ?? null;
  };

  it.each([
    {},
    { timeSignature: '7/8' },
    { timeSignature: '17/8' },
    { timeSignature: '7/7' },
    { timeSignature: 'x' },
    { timeSignature: '7/8', grouping: [2, 2, 3] },
    { timeSignature: '7/8', grouping: [3, 3] },
    { grouping: [1, 1, 1, 1], accents: ['accent', 'soft', 'soft', 'mute'] },
    { accents: ['accent'] },
    { accents: ['accent', 'soft', 'loud', 'mute'] },
    { subdivision: 'septuplets' },
    { subdivision: 'eighths', swingPercent: 75 },
    { subdivision: 'eighths', swingPercent: 76 },
    { subdivision: 'eighths', swingPercent: 49 },
    { subdivision: 'triplets', swingPercent: 60 },
    { subdivision: 'triplets', swingPercent: 50 },
    { swingPercent: 55.5, subdivision: 'sixteenths' },
    { timeSignature: '6/8', tempoUnit: 'dotted' },
    { timeSignature: '7/8', tempoUnit: 'dotted' },
    { timeSignature: '6/8', grouping: [2, 2, 2], tempoUnit: 'dotted' },
    { timeSignature: '7/8', tempoUnit: 'quarter' },
    { timeSignature: '7/16', tempoUnit: 'quarter' },
    { timeSignature: '7/4', tempoUnit: 'quarter' },
    { timeSignature: '7/8', grouping: [2, 2, 3], tempoUnit: 'group' },
    { timeSignature: '7/8', grouping: [1, 3, 3], tempoUnit: 'group' },
    { timeSignature: '4/4', tempoUnit: 'group' },
    { tempoUnit: 'half' },
  ])('%j gets one verdict', (input) => {
    const verdict = schemaProblem(input);
    expect(patternProblem(input as BarPatternInput)).toBe(verdict);
    expect(linkProblem(input as BarPatternInput)).toBe(verdict);
  });

  it('the verdicts include refusals, so the comparison means something', () => {
    expect(schemaProblem({ timeSignature: '7/8', tempoUnit: 'dotted' })).toBe(
      'A dotted tempo needs a compound meter (groups of three beats)',
    );
    expect(schemaProblem({ subdivision: 'triplets', swingPercent: 60 })).toBe('Only eighths and sixteenths can swing');
  });
});
