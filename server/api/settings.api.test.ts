import { messages } from '../../schema/validation';
import { UserSettings } from '../entities';
import { DEFAULT_GENERATOR_SETTINGS } from '../services/settings';
import { ApiClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// Issue 22 §4: the generator's settings are kept per user on the server, so a second device (or the
// same one after a reload) starts with them — on both doors, with bad input refused and nothing written.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

type Settings = typeof DEFAULT_GENERATOR_SETTINGS;
const SAVED: Settings = { bpm: 96, soundType: 'beep', countInSoundType: 'cowbell', durationSeconds: 20, countInBeats: 2, volumePercent: 60, visualizerTheme: 'Contrast' };
const FIELDS = 'bpm soundType countInSoundType durationSeconds countInBeats volumePercent visualizerTheme';

interface Door {
  name: string;
  read(client: ApiClient): Promise<{ status: number; data?: Settings; message?: string; code?: string }>;
  save(client: ApiClient, input: object): Promise<{ status: number; data?: Settings; message?: string; code?: string }>;
}

const rest: Door = {
  name: 'REST',
  read: async (client) => {
    const response = await client.get('/api/users/settings');
    return response.status < 400 ? { status: response.status, data: response.body as Settings } : { status: response.status, ...response.body };
  },
  save: async (client, input) => {
    const response = await client.send('put', '/api/users/settings', input);
    return response.status < 400 ? { status: response.status, data: response.body as Settings } : { status: response.status, ...response.body };
  },
};

function graphqlAnswer(response: { status: number; body: { data?: Record<string, Settings> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> } }, field: string) {
  const error = response.body.errors?.[0];
  return error ? { status: response.status, message: error.message, code: error.extensions?.code } : { status: response.status, data: response.body.data![field] };
}

const graphql: Door = {
  name: 'GraphQL',
  read: async (client) => graphqlAnswer(await client.graphql(`{ settings { ${FIELDS} } }`), 'settings'),
  save: async (client, input) =>
    graphqlAnswer(await client.graphql(`mutation($input: GeneratorSettingsInput!) { updateSettings(input: $input) { ${FIELDS} } }`, { input }), 'updateSettings'),
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
    expect(await door.save(phone, { ...SAVED, ...change })).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
    expect((await door.read(phone)).data).toEqual(SAVED);
    expect(await app.em().count(UserSettings, { user: user.id })).toBe(1);
  });

  it('refuses visitors (401)', async () => {
    const visitor = await new ApiClient(app).open();
    expect(await door.read(visitor)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('REST settings input', () => {
  it("refuses a save that leaves a setting out (PUT saves all of them), naming the missing one", async () => {
    const { phone } = await twoDevicesOfOneUser();
    const { volumePercent: _left, ...withoutVolume } = SAVED;
    const response = await phone.send('put', '/api/users/settings', withoutVolume);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { volumePercent: messages.volumeRange } });
  });
});
