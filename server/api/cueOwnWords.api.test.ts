import { XSRF_HEADER } from '../../schema/http';
import { cueMessages } from '../../schema/validation';
import { DEFAULT_GENERATOR_SETTINGS } from '../services/settings';
import { newClient, type ApiClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { attachSound } from '../test/soundFixtures';
import { startTestApp, type TestApp } from '../test/testServer';

// A user's own cue words: a cue word said with one of their own sounds, kept with the spoken-cue
// settings on both doors. Only their own sounds are taken, only known words, and deleting a sound
// puts its word back on the built-in voice.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const CUES = { countIn: true, sections: true, leadInBars: 1, volumePercent: 80 };
const SETTINGS = { ...DEFAULT_GENERATOR_SETTINGS, cues: CUES };

async function signedIn(): Promise<ApiClient> {
  const { user, password } = await buildUser(app.em());
  return (await newClient(app)).logIn(user.username, password);
}

async function ownSound(client: ApiClient, name: string): Promise<string> {
  const response = await attachSound(client.agent.post('/api/sounds').set(XSRF_HEADER, client.token!), undefined, name);
  expect(response.status).toBe(201);
  return (response.body as { id: string }).id;
}

type Answer = { status: number; cues?: unknown; message?: string };

/** The settings' cues as each door answers a save, or its refusal. */
const doors: Array<{ name: string; save: (client: ApiClient, cues: object) => Promise<Answer> }> = [
  {
    name: 'REST',
    save: async (client, cues) => {
      const response = await client.send('put', '/api/users/settings', { ...SETTINGS, cues });
      const body = response.body as { cues?: unknown; message?: string };
      return { status: response.status, ...(response.status < 400 ? { cues: body.cues } : { message: body.message }) };
    },
  },
  {
    name: 'GraphQL',
    save: async (client, cues) => {
      const response = await client.graphql(
        `mutation($input: GeneratorSettingsInput!) {
          updateSettings(input: $input) { cues { countIn sections leadInBars volumePercent ownWords { word soundId } } }
        }`,
        { input: { ...SETTINGS, cues } },
      );
      const body = response.body as {
        data?: { updateSettings: { cues: Record<string, unknown> } } | null;
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      };
      const error = body.errors?.[0];
      // A refusal by the shared rules (VALIDATION_ERROR) is what REST answers with 400.
      if (error) return { status: error.extensions?.code === 'VALIDATION_ERROR' ? 400 : 500, message: error.message };
      const { ownWords, ...rest } = body.data!.updateSettings.cues;
      return { status: response.status, cues: ownWords ? { ...rest, ownWords } : rest };
    },
  },
];

async function savedCues(client: ApiClient): Promise<unknown> {
  return ((await client.get('/api/users/settings')).body as { cues: unknown }).cues;
}

describe.each(doors)('own cue words over $name', (door) => {
  it('keeps a word said with one of the user’s own sounds', async () => {
    const client = await signedIn();
    const soundId = await ownSound(client, 'Cue: chorus');
    const cues = { ...CUES, ownWords: [{ word: 'chorus', soundId }] };
    expect(await door.save(client, cues)).toEqual({ status: 200, cues });
    expect(await savedCues(client)).toEqual(cues);
  });

  it.each([
    ['someone else’s sound', 'theirs', cueMessages.ownWordNotYours],
    ['a sound id that does not exist', 'missing', cueMessages.ownWordNotYours],
    ['a word the app does not speak', 'unknown word', cueMessages.ownWord],
    ['a sound id that is no uuid', 'not a uuid', cueMessages.ownWordSound],
    ['the same word twice', 'twice', cueMessages.ownWordTwice],
  ])('refuses %s (400) and keeps what was saved', async (_case, kind, message) => {
    const client = await signedIn();
    const mine = await ownSound(client, 'Cue: one');
    const saved = { ...CUES, ownWords: [{ word: 'one', soundId: mine }] };
    await door.save(client, saved);
    const theirs = await ownSound(await signedIn(), 'Cue: two');
    const ownWords = {
      theirs: [{ word: 'two', soundId: theirs }],
      missing: [{ word: 'two', soundId: '00000000-0000-4000-8000-000000000000' }],
      'unknown word': [{ word: 'drop', soundId: mine }],
      'not a uuid': [{ word: 'two', soundId: 'abc' }],
      twice: [
        { word: 'one', soundId: mine },
        { word: 'one', soundId: mine },
      ],
    }[kind];
    expect(await door.save(client, { ...CUES, ownWords })).toEqual({ status: 400, message });
    expect(await savedCues(client)).toEqual(saved);
  });
});

describe('deleting an own sound', () => {
  it('puts its word back on the built-in voice and keeps the other words', async () => {
    const client = await signedIn();
    const chorus = await ownSound(client, 'Cue: chorus');
    const one = await ownSound(client, 'Cue: one');
    await doors[0]!.save(client, {
      ...CUES,
      ownWords: [
        { word: 'chorus', soundId: chorus },
        { word: 'one', soundId: one },
      ],
    });
    expect((await client.agent.delete(`/api/sounds/${chorus}`).set(XSRF_HEADER, client.token!)).status).toBe(204);
    expect(await savedCues(client)).toEqual({ ...CUES, ownWords: [{ word: 'one', soundId: one }] });
    expect((await client.agent.delete(`/api/sounds/${one}`).set(XSRF_HEADER, client.token!)).status).toBe(204);
    expect(await savedCues(client)).toEqual(CUES);
  });
});
