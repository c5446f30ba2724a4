import { cueMessages, inputShapeMessages, messages, practiceMessages, rhythmMessages } from '../../schema/validation';
import { UserSettings } from '../entities';
import { DEFAULT_GENERATOR_SETTINGS } from '../services/settings';
import { ApiClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// The generator's settings are kept per user on the server, so a second device (or the
// same one after a reload) starts with them — on both doors, with bad input refused and nothing written.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

type Settings = typeof DEFAULT_GENERATOR_SETTINGS;
const SAVED: Settings = {
  bpm: 96,
  soundType: 'beep',
  countInSoundType: 'cowbell',
  durationSeconds: 20,
  countInBeats: 2,
  volumePercent: 60,
  visualizerTheme: 'Contrast',
  rhythm: null,
  countInBars: null,
  practice: null,
  cues: null,
  controlMappings: null,
};
const PATTERN_FIELDS = 'timeSignature grouping accents subdivision swingPercent tempoUnit';
const FIELDS = `bpm soundType countInSoundType durationSeconds countInBeats volumePercent visualizerTheme countInBars
  rhythm { ${PATTERN_FIELDS} sections { name bars bpm endBpm muted ${PATTERN_FIELDS} } levelSounds { accent normal soft subdivision } }
  practice { gapClick { playBars muteBars } randomMutePercent randomSeed tempoTrainer { stepBpm everyBars limitBpm } }
  cues { countIn sections leadInBars volumePercent }
  controlMappings { holdMs mappings { source { kind channel number code } press action message } }`;

/** A 7/8 (2+2+3) song map of two sections, as the generator sends it. */
const SEVEN_EIGHT_MAP = {
  timeSignature: '7/8',
  grouping: [2, 2, 3],
  accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
  subdivision: 'triplets',
  levelSounds: { accent: 'bell' },
  sections: [
    { name: 'Intro', bars: 4, bpm: 96, endBpm: 120 },
    { name: 'Groove', bars: 8, bpm: 120, timeSignature: '4/4', subdivision: 'eighths', swingPercent: 60 },
  ],
};
/** The same, resolved: what both doors answer. */
const SEVEN_EIGHT_RESOLVED = {
  timeSignature: '7/8',
  grouping: [2, 2, 3],
  accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
  subdivision: 'triplets',
  swingPercent: 50,
  tempoUnit: 'note',
  sections: [
    {
      name: 'Intro',
      bars: 4,
      bpm: 96,
      endBpm: 120,
      muted: false,
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      accents: ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft'],
      subdivision: 'triplets',
      swingPercent: 50,
      tempoUnit: 'note',
    },
    {
      name: 'Groove',
      bars: 8,
      bpm: 120,
      endBpm: null,
      muted: false,
      timeSignature: '4/4',
      grouping: [1, 1, 1, 1],
      accents: ['normal', 'normal', 'normal', 'normal'],
      subdivision: 'eighths',
      swingPercent: 60,
      tempoUnit: 'note',
    },
  ],
  levelSounds: { accent: 'bell', normal: null, soft: null, subdivision: null },
};
const GAP_CLICK = { gapClick: { playBars: 2, muteBars: 1 } };
const GAP_CLICK_RESOLVED = {
  gapClick: { playBars: 2, muteBars: 1 },
  randomMutePercent: null,
  randomSeed: null,
  tempoTrainer: null,
};
const WITH_RHYTHM = { ...SAVED, rhythm: SEVEN_EIGHT_MAP, countInBars: 2, practice: GAP_CLICK };
const WITH_RHYTHM_SAVED: Settings = {
  ...SAVED,
  rhythm: SEVEN_EIGHT_RESOLVED as Settings['rhythm'],
  countInBars: 2,
  practice: GAP_CLICK_RESOLVED,
};

interface Door {
  name: string;
  read(client: ApiClient): Promise<{ status: number; data?: Settings; message?: string; code?: string }>;
  save(client: ApiClient, input: object): Promise<{ status: number; data?: Settings; message?: string; code?: string }>;
}

const rest: Door = {
  name: 'REST',
  read: async (client) => {
    const response = await client.get('/api/users/settings');
    return response.status < 400
      ? { status: response.status, data: response.body as Settings }
      : { status: response.status, ...response.body };
  },
  save: async (client, input) => {
    const response = await client.send('put', '/api/users/settings', input);
    return response.status < 400
      ? { status: response.status, data: response.body as Settings }
      : { status: response.status, ...response.body };
  },
};

function graphqlAnswer(
  response: {
    status: number;
    body: {
      data?: Record<string, Settings> | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
  },
  field: string,
) {
  const error = response.body.errors?.[0];
  return error
    ? { status: response.status, message: error.message, code: error.extensions?.code }
    : { status: response.status, data: response.body.data![field] };
}

const graphql: Door = {
  name: 'GraphQL',
  read: async (client) => graphqlAnswer(await client.graphql(`{ settings { ${FIELDS} } }`), 'settings'),
  save: async (client, input) =>
    graphqlAnswer(
      await client.graphql(
        `mutation($input: GeneratorSettingsInput!) { updateSettings(input: $input) { ${FIELDS} } }`,
        { input },
      ),
      'updateSettings',
    ),
};

async function twoDevicesOfOneUser() {
  const { user, password } = await buildUser(app.em());
  const phone = await (await new ApiClient(app).open()).logIn(user.username, password);
  const laptop = await (await new ApiClient(app).open()).logIn(user.username, password);
  return { user, phone, laptop };
}

describe.each([rest, graphql])('generator settings over $name', (door) => {
  it('answers the defaults until the user saves, then what they saved — on their other device too, and not for anyone else', async () => {
    const { phone, laptop } = await twoDevicesOfOneUser();
    expect((await door.read(phone)).data).toEqual(DEFAULT_GENERATOR_SETTINGS);

    expect(await door.save(phone, SAVED)).toEqual({ status: 200, data: SAVED });
    expect((await door.read(laptop)).data).toEqual(SAVED);

    const someoneElse = await twoDevicesOfOneUser();
    expect((await door.read(someoneElse.phone)).data).toEqual(DEFAULT_GENERATOR_SETTINGS);

    const changedAgain = { ...SAVED, bpm: 180, visualizerTheme: 'Dark' };
    await door.save(laptop, changedAgain);
    expect((await door.read(phone)).data).toEqual(changedAgain);
  });

  it('keeps a 7/8 rhythm with sections, a count-in of 2 bars and a gap click, answered resolved — on the other device too', async () => {
    const { phone, laptop } = await twoDevicesOfOneUser();
    expect(await door.save(phone, WITH_RHYTHM)).toEqual({ status: 200, data: WITH_RHYTHM_SAVED });
    expect(await door.read(laptop)).toEqual({ status: 200, data: WITH_RHYTHM_SAVED });

    // What was answered can be sent back as it is (the generator does).
    const trainer = {
      gapClick: null,
      randomMutePercent: 30,
      randomSeed: 7,
      tempoTrainer: { stepBpm: -5, everyBars: 4, limitBpm: 80 },
    };
    expect(await door.save(laptop, { ...WITH_RHYTHM_SAVED, practice: trainer })).toEqual({
      status: 200,
      data: { ...WITH_RHYTHM_SAVED, practice: trainer },
    });
    expect((await door.read(phone)).data).toEqual({ ...WITH_RHYTHM_SAVED, practice: trainer });
  });

  it.each([
    ['the rhythm', { rhythm: null }],
    ['the count-in bars', { countInBars: null }],
    ['the practice tools', { practice: null }],
    ['the practice tools when none is on', { practice: { gapClick: null, randomMutePercent: 0, tempoTrainer: null } }],
  ])('clears %s with null, keeping the rest; leaving them out keeps them', async (_case, change) => {
    const { phone } = await twoDevicesOfOneUser();
    await door.save(phone, WITH_RHYTHM);
    const cleared = { ...WITH_RHYTHM_SAVED, ...Object.fromEntries(Object.keys(change).map((key) => [key, null])) };
    expect(await door.save(phone, { ...WITH_RHYTHM, ...change })).toEqual({ status: 200, data: cleared });
    expect((await door.read(phone)).data).toEqual(cleared);

    const { rhythm: _rhythm, countInBars: _bars, practice: _practice, ...olderFields } = SAVED;
    expect(await door.save(phone, { ...olderFields, bpm: 150 })).toEqual({
      status: 200,
      data: { ...cleared, bpm: 150 },
    });
  });

  it('keeps the spoken cues on the other device too, clears them with null and keeps them when left out', async () => {
    const { phone, laptop } = await twoDevicesOfOneUser();
    const cues = { countIn: true, sections: false, leadInBars: 0, volumePercent: 65 };
    expect(await door.save(phone, { ...SAVED, cues })).toEqual({ status: 200, data: { ...SAVED, cues } });
    expect((await door.read(laptop)).data).toEqual({ ...SAVED, cues });
    const { cues: _cues, ...olderFields } = SAVED;
    expect((await door.save(laptop, { ...olderFields, bpm: 150 })).data).toEqual({ ...SAVED, bpm: 150, cues });
    expect((await door.save(laptop, { ...SAVED, cues: null })).data).toEqual(SAVED);
  });

  it.each([
    ['a cue lead-in of 3 bars', { leadInBars: 3 } as Record<string, number>, cueMessages.leadInBars],
    ['a cue lead-in of -1 bars', { leadInBars: -1 }, cueMessages.leadInBars],
    ['a cue volume of 101', { volumePercent: 101 }, cueMessages.volume],
    ['a cue volume of 50.5', { volumePercent: 50.5 }, cueMessages.volume],
  ])('refuses %s (400) and keeps what was saved', async (_case, change, message) => {
    const { phone } = await twoDevicesOfOneUser();
    const cues = { countIn: true, sections: true, leadInBars: 1, volumePercent: 80 };
    await door.save(phone, { ...SAVED, cues });
    const answer = await door.save(phone, { ...SAVED, cues: { ...cues, ...change } });
    expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    // GraphQL refuses a fraction as an Int before the shared schema sees it.
    if (door === rest || Number.isInteger(change.volumePercent ?? 0)) expect(answer.message).toBe(message);
    expect((await door.read(phone)).data).toEqual({ ...SAVED, cues });
  });

  it.each([
    ['a time signature of 17/8', { rhythm: { timeSignature: '17/8' } }, rhythmMessages.beatsPerBar],
    ['a time signature that is not one', { rhythm: { timeSignature: 'seven' } }, rhythmMessages.timeSignature],
    [
      'a grouping that does not add up',
      { rhythm: { timeSignature: '7/8', grouping: [2, 2, 2] } },
      rhythmMessages.grouping,
    ],
    [
      'a section grouping that does not add up',
      { rhythm: { sections: [{ name: 'A', bars: 2, bpm: 120, timeSignature: '5/8', grouping: [3, 3] }] } },
      rhythmMessages.grouping,
    ],
    ['0 count-in bars', { countInBars: 0 }, rhythmMessages.countInBars],
    ['5 count-in bars', { countInBars: 5 }, rhythmMessages.countInBars],
    ['a gap click of 17 bars', { practice: { gapClick: { playBars: 17, muteBars: 1 } } }, practiceMessages.gapBars],
    [
      'a gap click without silent bars',
      { practice: { gapClick: { playBars: 2, muteBars: 0 } } },
      practiceMessages.gapBars,
    ],
    ['91 % of bars muted at random', { practice: { randomMutePercent: 91 } }, practiceMessages.randomMute],
    ['a negative random seed', { practice: { randomMutePercent: 10, randomSeed: -1 } }, practiceMessages.randomSeed],
    [
      'a trainer step of 0',
      { practice: { tempoTrainer: { stepBpm: 0, everyBars: 2, limitBpm: 140 } } },
      practiceMessages.trainerStep,
    ],
    [
      'a trainer step of 21',
      { practice: { tempoTrainer: { stepBpm: 21, everyBars: 2, limitBpm: 140 } } },
      practiceMessages.trainerStep,
    ],
    [
      'a trainer every 17 bars',
      { practice: { tempoTrainer: { stepBpm: 5, everyBars: 17, limitBpm: 140 } } },
      practiceMessages.trainerEvery,
    ],
    [
      'a trainer limit of 241',
      { practice: { tempoTrainer: { stepBpm: 5, everyBars: 2, limitBpm: 241 } } },
      practiceMessages.trainerLimit,
    ],
  ])('refuses %s (400) with the rule it breaks, and keeps what was saved', async (_case, change, message) => {
    const { phone } = await twoDevicesOfOneUser();
    await door.save(phone, WITH_RHYTHM);
    expect(await door.save(phone, { ...WITH_RHYTHM, ...change })).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message,
    });
    expect((await door.read(phone)).data).toEqual(WITH_RHYTHM_SAVED);
  });

  it('refuses a rhythm or practice tools that are not an object (400), keeping what was saved', async () => {
    const { phone } = await twoDevicesOfOneUser();
    await door.save(phone, WITH_RHYTHM);
    for (const [field, type] of [
      ['rhythm', 'RhythmInput'],
      ['practice', 'PracticeInput'],
    ] as const) {
      const answer = await door.save(phone, { ...WITH_RHYTHM, [field]: '7/8' });
      expect(answer).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      // REST answers the shared schema's message; GraphQL refuses the variable against its input type first.
      if (door === rest)
        expect(answer.message).toBe(inputShapeMessages.notObject(field === 'rhythm' ? 'Rhythm' : 'Practice'));
      else expect(answer.message).toContain(`Expected type "${type}" to be an object`);
    }
    expect((await door.read(phone)).data).toEqual(WITH_RHYTHM_SAVED);
  });

  it.each([
    ['a tempo of 39', { bpm: 39 }, messages.bpmRange],
    ['a tempo of 241', { bpm: 241 }, messages.bpmRange],
    ['an unknown sound', { soundType: 'gong' }, messages.soundType],
    ['an unknown count-in sound', { countInSoundType: 'Click' }, messages.soundType],
    ['a duration of 2 s', { durationSeconds: 2 }, messages.durationRange],
    ['a duration of 31 s', { durationSeconds: 31 }, messages.durationRange],
    ['9 count-in beats', { countInBeats: 9 }, messages.countInBeatsRange],
    ['a volume of 101', { volumePercent: 101 }, messages.volumeRange],
    ['a volume of -1', { volumePercent: -1 }, messages.volumeRange],
    ['an unknown theme', { visualizerTheme: 'Neon' }, messages.visualizerTheme],
  ])('refuses %s (400) and keeps what was saved', async (_case, change, message) => {
    const { user, phone } = await twoDevicesOfOneUser();
    await door.save(phone, SAVED);
    expect(await door.save(phone, { ...SAVED, ...change })).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message,
    });
    expect((await door.read(phone)).data).toEqual(SAVED);
    expect(await app.em().count(UserSettings, { user: user.id })).toBe(1);
  });

  it('refuses visitors (401)', async () => {
    const visitor = await new ApiClient(app).open();
    expect(await door.read(visitor)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('REST settings input', () => {
  it('refuses a save that leaves a setting out (PUT saves all of them), naming the missing one', async () => {
    const { phone } = await twoDevicesOfOneUser();
    const { volumePercent: _left, ...withoutVolume } = SAVED;
    const response = await phone.send('put', '/api/users/settings', withoutVolume);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { volumePercent: messages.volumeRange } });
  });

  it('refuses count-in bars that are not a whole number, naming the field (GraphQL refuses it as an Int)', async () => {
    const { phone } = await twoDevicesOfOneUser();
    const response = await phone.send('put', '/api/users/settings', { ...SAVED, countInBars: 1.5 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: rhythmMessages.countInBars,
      fields: { countInBars: rhythmMessages.countInBars },
    });
    expect((await rest.read(phone)).data).toEqual(DEFAULT_GENERATOR_SETTINGS);
  });
});

describe("'Speak band messages' with the spoken cues", () => {
  const cues = { countIn: true, sections: true, leadInBars: 1, volumePercent: 80 };
  const graphqlCues = async (client: ApiClient) =>
    ((await client.graphql('{ settings { cues { speakMessages } } }')).body.data as { settings: Settings }).settings
      .cues;

  it('is kept off when turned off, through REST and read through GraphQL on the other device, and saved without it answers null (spoken)', async () => {
    const { phone, laptop } = await twoDevicesOfOneUser();
    expect((await rest.save(phone, { ...SAVED, cues: { ...cues, speakMessages: false } })).data?.cues).toEqual({
      ...cues,
      speakMessages: false,
    });
    expect(await graphqlCues(laptop)).toEqual({ speakMessages: false });
    await graphql.save(laptop, { ...SAVED, cues: { ...cues, speakMessages: true } });
    expect((await rest.read(phone)).data?.cues).toEqual({ ...cues, speakMessages: true });
    await rest.save(phone, { ...SAVED, cues });
    expect(await graphqlCues(laptop)).toEqual({ speakMessages: null });
  });

  it("refuses a value that is not true or false (400) on REST, and GraphQL's Boolean refuses it too", async () => {
    const { phone } = await twoDevicesOfOneUser();
    await rest.save(phone, { ...SAVED, cues });
    expect(await rest.save(phone, { ...SAVED, cues: { ...cues, speakMessages: 'yes' } })).toMatchObject({
      status: 400,
      message: cueMessages.speakMessages,
    });
    expect(await graphql.save(phone, { ...SAVED, cues: { ...cues, speakMessages: 'yes' } })).toMatchObject({
      status: 400,
    });
    expect((await rest.read(phone)).data?.cues).toEqual(cues);
  });
});
