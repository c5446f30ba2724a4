import type { GeneratorSettings_FieldsFragment } from '../../graphql/generated';
import { buildTrack } from '../../test-utils/playlistMocks';
import { generatorStateOf, playlistPlaybackSettings, savedSettingsOf } from './savedSettings';
import { DEFAULT_SETTINGS } from './settings';
import { sameSettings } from './useSavedSettings';

const pattern = (
  timeSignature: string,
  grouping: number[],
  accents: string[],
  subdivision = 'none',
  swingPercent = 50,
) => ({
  timeSignature,
  grouping,
  accents,
  subdivision,
  swingPercent,
  tempoUnit: 'note',
});
const SEVEN_EIGHT_ACCENTS = ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'];

/** The server's answer with a 7/8 (2+2+3) song map, a count-in of 2 bars and a gap click, as the cache holds it. */
const SAVED: GeneratorSettings_FieldsFragment = {
  __typename: 'GeneratorSettings',
  bpm: 96,
  soundType: 'beep',
  countInSoundType: 'cowbell',
  durationSeconds: 20,
  countInBeats: 2,
  volumePercent: 60,
  visualizerTheme: 'Contrast',
  rhythm: {
    __typename: 'Rhythm',
    ...pattern('7/8', [2, 2, 3], SEVEN_EIGHT_ACCENTS, 'triplets'),
    sections: [
      {
        __typename: 'Section',
        name: 'Intro',
        bars: 4,
        bpm: 96,
        endBpm: 120,
        muted: false,
        ...pattern('7/8', [2, 2, 3], SEVEN_EIGHT_ACCENTS, 'triplets'),
      },
      {
        __typename: 'Section',
        name: 'Groove',
        bars: 8,
        bpm: 120,
        endBpm: null,
        muted: false,
        ...pattern('4/4', [1, 1, 1, 1], ['normal', 'normal', 'normal', 'normal'], 'eighths', 60),
      },
    ],
    levelSounds: { __typename: 'LevelSounds', accent: 'bell', normal: null, soft: null, subdivision: null },
  },
  countInBars: 2,
  practice: {
    __typename: 'Practice',
    gapClick: { __typename: 'GapClick', playBars: 2, muteBars: 1 },
    randomMutePercent: null,
    randomSeed: null,
    tempoTrainer: null,
  },
  cues: {
    __typename: 'CueSettings',
    ...{ countIn: true, sections: false, leadInBars: 2, volumePercent: 70, speakMessages: false },
    ownWords: [{ __typename: 'OwnCueWord', word: 'chorus', soundId: 'a0c1e0a4-0000-4000-8000-000000000001' }],
  },
};

/** `value` without the cache's `__typename` fields: what the server answered, as input. */
function withoutTypenames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTypenames);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__typename')
      .map(([key, inner]) => [key, withoutTypenames(inner)]),
  );
}

describe("the generator's saved settings", () => {
  it('restores the rhythm, the count-in of bars, the practice tools and the spoken cues, resolved and without the cache’s type names', () => {
    const { settings, theme } = generatorStateOf(SAVED);
    expect(theme).toBe('Contrast');
    expect(settings).toMatchObject({
      bpm: 96,
      soundType: 'beep',
      countInBars: 2,
      practice: {
        gapClick: { playBars: 2, muteBars: 1 },
        randomMutePercent: null,
        randomSeed: null,
        tempoTrainer: null,
      },
      cues: { countIn: true, sections: false, leadInBars: 2, volumePercent: 70 },
    });
    expect(settings.rhythm).toEqual(withoutTypenames(SAVED.rhythm));
    expect(JSON.stringify(settings)).not.toContain('__typename');
  });

  it('saves what it restored exactly as the server answered it (a round trip changes nothing)', () => {
    const input = savedSettingsOf(generatorStateOf(SAVED));
    expect(input).toEqual(withoutTypenames(SAVED));
    expect(JSON.stringify(input)).not.toContain('__typename');
    expect(sameSettings(input, SAVED)).toBe(true);
  });

  it('keeps null as null both ways: a steady 4/4, a count-in of beats, no practice', () => {
    const steady = { ...SAVED, rhythm: null, countInBars: null, practice: null };
    const { settings } = generatorStateOf(steady);
    expect(settings).toMatchObject({ rhythm: null, countInBars: null, practice: null });
    expect(savedSettingsOf({ settings, theme: 'Dark' })).toMatchObject({
      rhythm: null,
      countInBars: null,
      practice: null,
      visualizerTheme: 'Dark',
    });
    // A generator that never had a rhythm (the fields absent) saves nulls too.
    expect(savedSettingsOf({ settings: DEFAULT_SETTINGS, theme: 'Standard' })).toMatchObject({
      rhythm: null,
      countInBars: null,
      practice: null,
    });
  });

  it('saves a rhythm the controls made resolved, and practice tools with none on as none', () => {
    const input = savedSettingsOf({
      settings: {
        ...DEFAULT_SETTINGS,
        rhythm: generatorStateOf(SAVED).settings.rhythm,
        countInBars: 1,
        practice: { gapClick: null, randomMutePercent: null, randomSeed: 42 },
      },
      theme: 'Standard',
    });
    expect(input.rhythm).toMatchObject({ timeSignature: '7/8', sections: [{ name: 'Intro' }, { name: 'Groove' }] });
    expect(input).toMatchObject({ countInBars: 1, practice: null });
  });

  it('notices a change inside the rhythm or the practice tools (so it is saved)', () => {
    const input = savedSettingsOf(generatorStateOf(SAVED));
    expect(sameSettings({ ...input, rhythm: { ...input.rhythm, subdivision: 'eighths' } }, SAVED)).toBe(false);
    expect(
      sameSettings({ ...input, practice: { ...input.practice, gapClick: { playBars: 3, muteBars: 1 } } }, SAVED),
    ).toBe(false);
    expect(sameSettings({ ...input, countInBars: null }, SAVED)).toBe(false);
  });

  it('plays a playlist song without a rhythm of its own as a steady 4/4, not with the generator’s rhythm or practice tools, but with the user’s spoken cues', () => {
    const settings = playlistPlaybackSettings(132, buildTrack(), SAVED);
    expect(settings).toEqual({
      bpm: 132,
      soundType: 'beep',
      countInSoundType: 'cowbell',
      durationSeconds: 20,
      countInBeats: 2,
      volumePercent: 60,
      cues: {
        ...{ countIn: true, sections: false, leadInBars: 2, volumePercent: 70, speakMessages: false },
        // The words the user says in their own voice come along to the stage.
        ownWords: [{ word: 'chorus', soundId: 'a0c1e0a4-0000-4000-8000-000000000001' }],
      },
    });
  });
});
