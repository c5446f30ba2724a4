import { XSRF_HEADER } from '../../schema/http';
import { USER_SOUND_MAX_BYTES, USER_SOUNDS_MAX_COUNT } from '../../schema/limits';
import { messages } from '../../schema/validation';
import { UserSound, type User } from '../entities';
import { NORMALISED_PEAK } from '../services/sounds/prepareSound';
import { readWav } from '../services/sounds/wavReader';
import { newClient, type ApiClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { realImage } from '../test/imageFixtures';
import { operationDoors } from '../test/operationDoors';
import {
  attachSound,
  clickSamples,
  clickWav,
  silentMp3,
  wavHeaderDeclaring,
  wavOf,
  type WavEncoding,
} from '../test/soundFixtures';
import { startTestApp, type TestApp } from '../test/testServer';

// Users' own sounds over REST (upload, list, audio, delete) and the GraphQL twins of the list and
// the delete: what is stored is the server's own WAV (trimmed to the onset, normalised), every bad
// upload is a 4xx with a message and stores nothing, and nobody but the owner reaches a sound.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn(): Promise<{ client: ApiClient; user: User }> {
  const { user, password } = await buildUser(app.em());
  return { client: await (await newClient(app)).logIn(user.username, password), user };
}

/** Uploads as the browser's form does: multipart, field `sound` plus `name`, with the anti-forgery header. */
function upload(
  client: ApiClient,
  bytes: Buffer,
  { name = 'Rim click', filename = 'click.wav', type = 'audio/wav' } = {},
) {
  const pending = client.agent.post('/api/sounds').set(XSRF_HEADER, client.token ?? '');
  return pending.field('name', name).attach('sound', bytes, { filename, contentType: type });
}

function audioOf(client: ApiClient, id: string) {
  return client.agent
    .get(`/api/sounds/${id}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const rowsOf = (userId: string) => app.em().count(UserSound, { user: userId });

describe('POST /api/sounds', () => {
  it.each<WavEncoding>(['pcm8', 'pcm16', 'pcm24', 'pcm32', 'float32'])(
    'takes a stereo %s WAV: stored as mono 16-bit WAV starting at the onset, its peak at −1 dBFS',
    async (encoding) => {
      const { client } = await signedIn();
      const { samples } = clickSamples(48_000, { silenceMs: 120, clickMs: 200, peak: 0.3 });
      const response = await upload(client, wavOf([samples, samples], 48_000, encoding));
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'Rim click',
        durationMs: 200,
        createdAt: expect.any(String),
      });

      const served = await audioOf(client, response.body.id);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('audio/wav');
      const stored = readWav(served.body as Buffer);
      expect(stored.sampleRate).toBe(48_000);
      expect(stored.channels).toHaveLength(1);
      const mono = stored.channels[0]!;
      expect(mono.length).toBe(9600);
      // The click starts on its first sample (a quarter-period phase: its first sample is near its peak).
      expect(Math.abs(mono[0]!)).toBeGreaterThan(0.5);
      const peak = mono.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
      expect(20 * Math.log10(peak)).toBeCloseTo(20 * Math.log10(NORMALISED_PEAK), 2);
    },
  );

  it('lists the sounds oldest first and deletes one (204), on both doors', async () => {
    const { client } = await signedIn();
    const first = (await upload(client, clickWav(), { name: 'Rim' })).body as { id: string };
    const second = (await upload(client, clickWav({ frequency: 800 }), { name: 'Cowbell of mine' })).body as {
      id: string;
    };
    for (const door of operationDoors) {
      const listed = await door.call<Array<{ id: string; name: string }>>(client, 'sounds', {});
      expect(listed.data!.map((sound) => sound.name)).toEqual(['Rim', 'Cowbell of mine']);
    }
    expect((await client.agent.delete(`/api/sounds/${first.id}`).set(XSRF_HEADER, client.token!)).status).toBe(204);
    const [rest, graphql] = operationDoors;
    expect((await rest!.call<unknown[]>(client, 'sounds', {})).data).toHaveLength(1);
    expect((await graphql!.call(client, 'deleteSound', { params: { id: second.id } })).data).toBe(true);
    expect((await rest!.call<unknown[]>(client, 'sounds', {})).data).toEqual([]);
    expect((await audioOf(client, second.id)).status).toBe(404);
  });

  it.each([
    ['a PNG named .wav', () => realImage('png'), 415, messages.soundInvalidType],
    ['text named .mp3', async () => Buffer.from('not a sound at all, just words'), 415, messages.soundInvalidType],
    ['a WAV cut short in its data', async () => clickWav().subarray(0, 500), 400, messages.soundDamaged],
    [
      'a WAV whose data chunk claims more than the file holds',
      async () => {
        const wav = clickWav();
        wav.writeUInt32LE(wav.readUInt32LE(40) + 1000, 40);
        return wav;
      },
      400,
      messages.soundDamaged,
    ],
    [
      'a WAV whose byte rate disagrees with its format',
      async () => {
        const wav = clickWav();
        wav.writeUInt32LE(12345, 28);
        return wav;
      },
      400,
      messages.soundDamaged,
    ],
    ['a WAV of 2.5 s', async () => wavOf([new Float32Array(110_250).fill(0.2)], 44_100), 400, messages.soundTooLong],
    ['an MP3 of 2.2 s', async () => silentMp3(31), 400, messages.soundTooLong],
    ['an MP3 of silence', async () => silentMp3(10), 400, messages.soundSilent],
    ['a WAV of digital silence', async () => wavOf([new Float32Array(4410)], 44_100), 400, messages.soundSilent],
  ])('refuses %s with a 4xx and its message, storing nothing', async (_what, bytes, status, message) => {
    const { client, user } = await signedIn();
    const response = await upload(client, await bytes());
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
    expect(await rowsOf(user.id)).toBe(0);
  });

  it('refuses a decode bomb from its header, fast: a 60-byte WAV that claims three hours, and 1 MB of MP3 frames that would play 17 minutes', async () => {
    const { client, user } = await signedIn();
    const bomb = wavHeaderDeclaring(3 * 3600);
    expect(bomb.length).toBeLessThan(100);
    const started = performance.now();
    const wav = await upload(client, bomb);
    expect(wav.status).toBe(400);
    expect(wav.body.message).toBe(messages.soundDamaged);
    const mp3 = await upload(client, silentMp3(Math.floor(USER_SOUND_MAX_BYTES / 72)), {
      filename: 'long.mp3',
      type: 'audio/mpeg',
    });
    expect(mp3.status).toBe(400);
    expect(mp3.body.message).toBe(messages.soundTooLong);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await rowsOf(user.id)).toBe(0);
  });

  it('refuses an empty file, no file, no name, more than 1 MB (413), a visitor (401) and a missing anti-forgery token (403)', async () => {
    const { client, user } = await signedIn();
    const empty = await upload(client, Buffer.alloc(0));
    expect([empty.status, empty.body.message]).toEqual([400, messages.soundEmpty]);
    const noFile = await client.agent.post('/api/sounds').set(XSRF_HEADER, client.token!).field('name', 'x');
    expect([noFile.status, noFile.body.message]).toEqual([400, messages.soundMissing]);
    const noName = await upload(client, clickWav(), { name: '   ' });
    expect([noName.status, noName.body.message]).toEqual([400, messages.soundNameRequired]);
    const large = await upload(client, Buffer.concat([clickWav(), Buffer.alloc(USER_SOUND_MAX_BYTES)]));
    expect([large.status, large.body.message]).toEqual([413, messages.soundTooLarge]);
    const anonymous = await newClient(app);
    const visitor = await attachSound(anonymous.agent.post('/api/sounds').set(XSRF_HEADER, anonymous.token ?? ''));
    expect(visitor.status).toBe(401);
    const forged = await attachSound(client.agent.post('/api/sounds'));
    expect(forged.status).toBe(403);
    expect(await rowsOf(user.id)).toBe(0);
  });

  it(`keeps at most ${USER_SOUNDS_MAX_COUNT} sounds per user (409 beyond, nothing stored)`, async () => {
    const { client, user } = await signedIn();
    const short = clickWav({ silenceMs: 0, clickMs: 5 });
    for (let index = 0; index < USER_SOUNDS_MAX_COUNT; index++)
      expect((await upload(client, short, { name: `Click ${index}` })).status).toBe(201);
    const over = await upload(client, short);
    expect([over.status, over.body.message]).toEqual([409, messages.soundsTooMany]);
    expect(await rowsOf(user.id)).toBe(USER_SOUNDS_MAX_COUNT);
  });

  it('keeps at most 10 MB of sounds per user (409 beyond, nothing stored)', async () => {
    const { client, user } = await signedIn();
    // 2 s at 192 kHz: 384 kB uploaded (8-bit), 768 kB stored (16-bit) each, so the fourteenth passes 10 MB.
    const long = wavOf([clickSamples(192_000, { silenceMs: 0, clickMs: 2000 }).samples], 192_000, 'pcm8');
    for (let index = 0; index < 13; index++) expect((await upload(client, long)).status).toBe(201);
    const over = await upload(client, long);
    expect([over.status, over.body.message]).toEqual([409, messages.soundsTooManyBytes]);
    expect(await rowsOf(user.id)).toBe(13);
  });
});

describe('who reaches a sound', () => {
  it('lets only its owner hear or delete it: another user gets 404 on both doors, a visitor 401', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { id } = (await upload(owner.client, clickWav())).body as { id: string };
    expect((await audioOf(owner.client, id)).status).toBe(200);
    expect((await audioOf(other.client, id)).status).toBe(404);
    expect((await (await newClient(app)).agent.get(`/api/sounds/${id}`)).status).toBe(401);
    for (const door of operationDoors) {
      const refused = await door.call(other.client, 'deleteSound', { params: { id } });
      expect([refused.code, refused.message]).toEqual(['NOT_FOUND', 'Sound not found']);
      expect((await door.call<unknown[]>(other.client, 'sounds', {})).data).toEqual([]);
    }
    expect(await rowsOf(owner.user.id)).toBe(1);
  });
});
