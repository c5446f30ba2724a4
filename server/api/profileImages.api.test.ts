import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { XSRF_HEADER } from '../../schema/http';
import { PROFILE_IMAGE_MAX_BYTES } from '../../schema/limits';
import { messages } from '../../schema/validation';
import { ProfileImage, User } from '../entities';
import { newClient, type ApiClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import {
  htmlPngPolyglot,
  jpegWithGps,
  pngCarryingHtml,
  pngHeaderDeclaring,
  realImage,
  SVG_WITH_SCRIPT,
  TEXT_FILE,
} from '../test/imageFixtures';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signedIn(): Promise<{ client: ApiClient; user: User }> {
  const { user, password } = await buildUser(app.em());
  return { client: await (await newClient(app)).logIn(user.username, password), user };
}

/** Uploads as the browser's form does: multipart, field profileImage, with the anti-forgery header. */
function upload(client: ApiClient, bytes: Buffer, filename: string, contentType: string, { xsrf = true } = {}) {
  let pending = client.agent.post('/api/users/upload-profile-image');
  if (xsrf && client.token) pending = pending.set(XSRF_HEADER, client.token);
  return pending.attach('profileImage', bytes, { filename, contentType });
}

async function photoRows(userId: string): Promise<number> {
  return app.em().count(ProfileImage, { user: userId });
}

describe('POST /api/users/upload-profile-image', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
  ] as const)('accepts a real %s, re-encodes it and serves it from its own URL', async (format, type) => {
    const { client, user } = await signedIn();
    const response = await upload(client, await realImage(format, 900, 600), `photo.${format}`, type);
    expect(response.status).toBe(200);
    expect(response.body.profileImageUrl).toMatch(new RegExp(`^/api/users/${user.id}/profile-image/[0-9a-f-]{36}$`));
    expect((await client.get('/api/users/profile')).body.profileImageUrl).toBe(response.body.profileImageUrl);

    const served = await client.agent
      .get(response.body.profileImageUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 341 });
  });

  it('strips EXIF (camera, GPS) from a JPEG: the served bytes carry none of it', async () => {
    const { client } = await signedIn();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { body } = await upload(client, original, 'holiday.jpg', 'image/jpeg');
    const served = (
      await client.agent
        .get(body.profileImageUrl)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
    ).body as Buffer;
    const metadata = await sharp(served).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.includes('SecretCameraMaker')).toBe(false);
    expect(served.includes('home-address-photo')).toBe(false);
  });

  it('re-encodes a PNG that carries HTML in a text chunk, leaving the HTML out', async () => {
    const { client, user } = await signedIn();
    const { status } = await upload(client, await pngCarryingHtml(), 'photo.png', 'image/png');
    expect(status).toBe(200);
    const stored = await app.em().findOneOrFail(ProfileImage, { user: user.id }, { populate: ['bytes'] });
    expect(stored.bytes.includes('<script>')).toBe(false);
  });

  it.each([
    ['an SVG with a script', SVG_WITH_SCRIPT, 'avatar.svg', 'image/svg+xml'],
    ['a text file named .png', TEXT_FILE, 'avatar.png', 'image/png'],
    ['an HTML/PNG polyglot', 'polyglot', 'avatar.png', 'image/png'],
    ['a truncated PNG', 'truncated', 'avatar.png', 'image/png'],
  ])("refuses %s with 415 and SPEC's text, storing nothing", async (_what, fixture, filename, type) => {
    const { client, user } = await signedIn();
    const bytes =
      fixture === 'polyglot'
        ? await htmlPngPolyglot()
        : fixture === 'truncated'
          ? (await realImage('png')).subarray(0, 40)
          : (fixture as Buffer);
    const response = await upload(client, bytes, filename, type);
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.profileImageInvalidType });
    expect(await photoRows(user.id)).toBe(0);
  });

  it('refuses a 20,000 × 20,000 pixel flood from its header, fast, before decoding', async () => {
    const { client, user } = await signedIn();
    const flood = pngHeaderDeclaring(20_000, 20_000);
    expect(flood.length).toBeLessThan(2_000);
    const response = await upload(client, flood, 'flood.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: messages.profileImageTooManyPixels });
    expect(await photoRows(user.id)).toBe(0);
  });

  it('refuses a missing file, a missing anti-forgery token (403) and a visitor (401), storing nothing', async () => {
    const { client, user } = await signedIn();
    const empty = await client.agent
      .post('/api/users/upload-profile-image')
      .set(XSRF_HEADER, client.token!)
      .field('other', 'x');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messages.profileImageMissing);
    const forged = await upload(client, await realImage('png'), 'a.png', 'image/png', { xsrf: false });
    expect(forged.status).toBe(403);
    const visitor = await upload(await newClient(app), await realImage('png'), 'a.png', 'image/png');
    expect(visitor.status).toBe(401);
    expect(await photoRows(user.id)).toBe(0);
  });

  it('refuses a 6 MB file with 413 while it is still arriving: the answer comes before the rest is sent', async () => {
    const { client, user } = await signedIn();
    const token = (await client.post('/api/tokens', { name: 'uploader', scope: 'write' })).body.token as string;
    const boundary = 'miq-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const total = 6 * 1024 * 1024;
    const url = new URL('/api/users/upload-profile-image', app.baseUrl);
    const outcome = await new Promise<{ status: number; body: string; sentBeforeAnswer: number }>((resolve, reject) => {
      let sent = 0;
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + total + 40,
        },
      });
      req.on('response', (res) => {
        const sentBeforeAnswer = sent;
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body, sentBeforeAnswer });
        });
      });
      req.on('error', (error) => (sent > PROFILE_IMAGE_MAX_BYTES ? undefined : reject(error)));
      req.write(head);
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      const writeMore = () => {
        // Stop a little past the limit and wait: a server that buffers everything would never answer.
        while (sent < PROFILE_IMAGE_MAX_BYTES + 256 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', writeMore);
        }
      };
      writeMore();
    });
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: messages.profileImageTooLarge,
    });
    expect(outcome.sentBeforeAnswer).toBeLessThan(total);
    expect(await photoRows(user.id)).toBe(0);
  });
});

describe('GraphQL takes no uploads (photos go to POST /api/users/upload-profile-image)', () => {
  it('has no upload mutation, and a multipart request to /graphql is refused and changes nothing', async () => {
    const { client, user } = await signedIn();
    const mutation = await client.graphql('mutation($file: String!) { uploadProfileImage(file: $file) }', {
      file: 'x',
    });
    expect(mutation.status).toBe(400);
    expect(mutation.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const multipart = await client.agent
      .post('/graphql')
      .set(XSRF_HEADER, client.token!)
      .field(
        'operations',
        JSON.stringify({
          query: 'mutation($file: Upload!) { uploadProfileImage(file: $file) }',
          variables: { file: null },
        }),
      )
      .field('map', JSON.stringify({ 0: ['variables.file'] }))
      .attach('0', await realImage('png'), { filename: 'me.png', contentType: 'image/png' });
    expect(multipart.status).toBe(400);
    expect(multipart.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect(await photoRows(user.id)).toBe(0);
  });
});

describe('photos over time', () => {
  it('uploads at once (a double click, two tabs; the same photo or different ones) all succeed and leave one photo', async () => {
    const { client, user } = await signedIn();
    const same = await realImage('png');
    const different = await Promise.all([
      realImage('jpeg', 40, 30),
      realImage('webp', 50, 30),
      realImage('gif', 30, 30),
    ]);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => upload(client, same, 'me.png', 'image/png')),
      ...different.map((bytes) => upload(client, bytes, 'me.img', 'image/png')),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await photoRows(user.id)).toBe(1);
    const me = await client.get('/api/users/profile');
    expect(answers.map((answer) => answer.body.profileImageUrl)).toContain(me.body.profileImageUrl);
    expect((await client.get(me.body.profileImageUrl)).status).toBe(200);
  });

  it('a new photo replaces the old row and the old URL answers 404; null removes the photo', async () => {
    const { client, user } = await signedIn();
    const first = (await upload(client, await realImage('png'), 'a.png', 'image/png')).body.profileImageUrl as string;
    const second = (await upload(client, await realImage('jpeg', 80, 80), 'b.jpg', 'image/jpeg')).body
      .profileImageUrl as string;
    expect(second).not.toBe(first);
    expect(await photoRows(user.id)).toBe(1);
    expect((await client.get(first)).status).toBe(404);
    expect((await client.get(second)).status).toBe(200);

    const kept = await client.patch('/api/users/profile', { profileImageUrl: second, bio: 'kept' });
    expect(kept.body.profileImageUrl).toBe(second);
    const removed = await client.patch('/api/users/profile', { profileImageUrl: null });
    expect(removed.body.profileImageUrl).toBeNull();
    expect(await photoRows(user.id)).toBe(0);
    expect((await client.get(second)).status).toBe(404);
  });

  it('photos are served to signed-in users only, and go with their user', async () => {
    const { client, user } = await signedIn();
    const url = (await upload(client, await realImage('png'), 'a.png', 'image/png')).body.profileImageUrl as string;
    const { client: other } = await signedIn();
    expect((await other.get(url)).status).toBe(200);
    expect((await (await newClient(app)).get(url)).status).toBe(401);
    await app.em().nativeDelete(User, { id: user.id });
    expect(await photoRows(user.id)).toBe(0);
  });
});
