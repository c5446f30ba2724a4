import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import request from 'supertest';
import {
  JSON_BODY_MAX_BYTES,
  JSON_BODY_MAX_DEPTH,
  MULTIPART_BODY_MAX_BYTES,
  MULTIPART_FIELDS_MAX,
  QUERY_PARAMETERS_MAX,
  REQUEST_HEADERS_MAX_BYTES,
} from '../../schema/limits';
import { JSON_TOO_DEEP_MESSAGE } from '../http/jsonDepth';
import { TOO_MANY_QUERY_PARAMETERS } from '../http/queryParameters';
import { TOO_MANY_PARTS, UPLOAD_TOO_LARGE } from '../http/singleFileUpload';
import { newClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { growUntilRefused } from '../test/growth';
import { realImage } from '../test/imageFixtures';
import { rawRequest, type RawResponse } from '../test/rawHttp';
import { startTestApp, type TestApp } from '../test/testServer';

// Each class of request grows ×2 from small until a limit refuses it; the refusal must
// come at the stated limit, with the stated status, code and message. Counts and sizes only, no clocks.

let app: TestApp;
/** A write token of a signed-in user: raw requests carry it instead of cookies (which some cases fill with junk). */
let auth: { Authorization: string };

beforeAll(async () => {
  app = await startTestApp();
  const { user, password } = await buildUser(app.em());
  const client = await (await newClient(app)).logIn(user.username, password);
  const created = await client.post('/api/tokens', { name: 'request limits', scope: 'write' });
  auth = { Authorization: `Bearer ${created.body.token as string}` };
});
afterAll(() => app?.close());

const send = (options: Parameters<typeof rawRequest>[1]) => rawRequest(app.baseUrl, options);
const isClientRefusal = (response: RawResponse) => response.status >= 400 && response.status < 500;

const HEADERS_TOO_LARGE = {
  message: `The request headers are too large (at most ${REQUEST_HEADERS_MAX_BYTES / 1024} kB with the URL and cookies)`,
  code: 'REQUEST_HEADERS_TOO_LARGE',
};

/** Bytes of a request head as sent: request line and header lines. */
function headBytes(path: string, headers: Record<string, string>): number {
  return Buffer.byteLength(
    `GET ${path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );
}

function manyOf(count: number, make: (index: number) => [string, string]): Record<string, string> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => make(index)));
}

function expectHeadersRefused(response: RawResponse | undefined): void {
  expect(response?.status).toBe(431);
  expect(response?.body).toEqual(HEADERS_TOO_LARGE);
  expect(response?.headers['content-type']).toMatch(/^application\/json/);
  expect(response?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe(`request line, headers and cookies: at most ${REQUEST_HEADERS_MAX_BYTES} bytes in all → 431 REQUEST_HEADERS_TOO_LARGE`, () => {
  it('one large header', async () => {
    const headers = (size: number) => ({ ...auth, 'X-Filler': 'a'.repeat(size) });
    const growth = await growUntilRefused(
      1024,
      64 * 1024,
      (size) => send({ path: '/api/auth/me', headers: headers(size) }),
      isClientRefusal,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(200);
    expect(growth.accepted.at(-1)!.size).toBeLessThan(REQUEST_HEADERS_MAX_BYTES);
    expect(growth.refusal!.size).toBeGreaterThanOrEqual(REQUEST_HEADERS_MAX_BYTES);
    expectHeadersRefused(growth.refusal?.response);
    // At the limit itself: a head just under it is served, one byte over is refused.
    const under = REQUEST_HEADERS_MAX_BYTES - headBytes('/api/auth/me', headers(0)) - 64;
    expect((await send({ path: '/api/auth/me', headers: headers(under) })).status).toBe(200);
    expectHeadersRefused(await send({ path: '/api/auth/me', headers: headers(REQUEST_HEADERS_MAX_BYTES + 1) }));
  });

  it('many headers', async () => {
    // 40 bytes of name and value each, so node's own count of them stays close to the bytes sent.
    const headers = (count: number) => ({
      ...auth,
      ...manyOf(count, (index) => [`x-filler-${String(index).padStart(5, '0')}`, 'v'.repeat(26)]),
    });
    const growth = await growUntilRefused(
      16,
      16 * 1024,
      (count) => send({ path: '/api/auth/me', headers: headers(count) }),
      isClientRefusal,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(200);
    expect(headBytes('/api/auth/me', headers(growth.accepted.at(-1)!.size))).toBeLessThanOrEqual(
      REQUEST_HEADERS_MAX_BYTES,
    );
    expect(headBytes('/api/auth/me', headers(growth.refusal!.size))).toBeGreaterThan(REQUEST_HEADERS_MAX_BYTES);
    expectHeadersRefused(growth.refusal?.response);
  });

  it('one large cookie', async () => {
    const headers = (size: number) => ({ ...auth, Cookie: `junk=${'c'.repeat(size)}` });
    const growth = await growUntilRefused(
      1024,
      64 * 1024,
      (size) => send({ path: '/api/auth/me', headers: headers(size) }),
      isClientRefusal,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(200);
    expect(growth.refusal!.size).toBeGreaterThanOrEqual(REQUEST_HEADERS_MAX_BYTES);
    expectHeadersRefused(growth.refusal?.response);
  });

  it('many cookies: the signed-in user is still found among them until the limit', async () => {
    const cookie = (count: number) => Array.from({ length: count }, (_, index) => `c${index}=v`).join('; ');
    const headers = (count: number) => ({ ...auth, Cookie: cookie(count) });
    const growth = await growUntilRefused(
      16,
      16 * 1024,
      (count) => send({ path: '/api/auth/me', headers: headers(count) }),
      isClientRefusal,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(200);
    expect(headBytes('/api/auth/me', headers(growth.accepted.at(-1)!.size))).toBeLessThanOrEqual(
      REQUEST_HEADERS_MAX_BYTES,
    );
    expect(headBytes('/api/auth/me', headers(growth.refusal!.size))).toBeGreaterThan(REQUEST_HEADERS_MAX_BYTES);
    expectHeadersRefused(growth.refusal?.response);
  });

  it('what is not HTTP at all gets our JSON answer too, not an empty one', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(app.baseUrl).port), '127.0.0.1', () =>
        socket.write('NOT HTTP AT ALL\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The request is not valid HTTP',
      code: 'VALIDATION_ERROR',
    });
  });

  it('a long URL (a search query of 16 kB) is refused by the same limit', async () => {
    expectHeadersRefused(
      await send({ path: `/api/music/search?q=${'a'.repeat(REQUEST_HEADERS_MAX_BYTES)}`, headers: auth }),
    );
  });
});

describe(`query strings: at most ${QUERY_PARAMETERS_MAX} parameters → 400 VALIDATION_ERROR`, () => {
  const path = (count: number) =>
    `/api/playlists?${Array.from({ length: count }, (_, index) => `p${index}=1`).join('&')}`;

  it('grows until refused at the limit', async () => {
    const growth = await growUntilRefused(
      1,
      1024,
      (count) => send({ path: path(count), headers: auth }),
      isClientRefusal,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(200);
    expect(growth.refusal!.size).toBe(2 * QUERY_PARAMETERS_MAX);
    expect(growth.refusal!.response).toMatchObject({
      status: 400,
      body: { message: TOO_MANY_QUERY_PARAMETERS, code: 'VALIDATION_ERROR' },
    });
    expect((await send({ path: path(QUERY_PARAMETERS_MAX), headers: auth })).status).toBe(200);
    expect((await send({ path: path(QUERY_PARAMETERS_MAX + 1), headers: auth })).status).toBe(400);
  });

  it('empty pieces do not count; GraphQL GET requests are refused in GraphQL’s error shape', async () => {
    expect((await send({ path: `/api/playlists?a=1${'&'.repeat(200)}`, headers: auth })).status).toBe(200);
    const graphql = await send({
      path: `/graphql?query=%7Bme%7Bid%7D%7D&${path(QUERY_PARAMETERS_MAX).split('?')[1]}`,
      headers: { ...auth, 'Content-Type': 'application/json' },
    });
    expect(graphql).toMatchObject({
      status: 400,
      body: { errors: [{ message: TOO_MANY_QUERY_PARAMETERS, extensions: { code: 'VALIDATION_ERROR' } }] },
    });
  });
});

/** A playlist body whose `extra` nests arrays so that the whole body is `depth` (≥ 2) levels deep. */
function nestedPlaylist(depth: number): string {
  return `{"name":"Deep","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

const postJson = (path: string, body: string) =>
  send({ method: 'POST', path, headers: { ...auth, 'Content-Type': 'application/json' }, body });

describe(`JSON bodies: at most ${JSON_BODY_MAX_DEPTH} levels deep → 400, at most ${JSON_BODY_MAX_BYTES / 1024} kB → 413`, () => {
  it('deeply nested: grows until refused at the depth limit, before parsing', async () => {
    const growth = await growUntilRefused(
      2,
      32 * 1024,
      (depth) => postJson('/api/playlists', nestedPlaylist(depth)),
      isClientRefusal,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(201);
    expect(growth.refusal!.size).toBe(2 * JSON_BODY_MAX_DEPTH);
    expect(growth.refusal!.response).toMatchObject({
      status: 400,
      body: { message: JSON_TOO_DEEP_MESSAGE, code: 'VALIDATION_ERROR' },
    });
    expect((await postJson('/api/playlists', nestedPlaylist(JSON_BODY_MAX_DEPTH))).status).toBe(201);
    expect((await postJson('/api/playlists', nestedPlaylist(JSON_BODY_MAX_DEPTH + 1))).status).toBe(400);
  });

  it('brackets inside strings do not count; GraphQL variables are refused in GraphQL’s error shape', async () => {
    const bracketName = JSON.stringify({ name: `${'['.repeat(40)}"\\${'{'.repeat(40)}` });
    expect((await postJson('/api/playlists', bracketName)).status).toBe(201);
    const deepVariables = `{"query":"query($v: String) { me { id } }","variables":{"v":${'['.repeat(JSON_BODY_MAX_DEPTH)}${']'.repeat(JSON_BODY_MAX_DEPTH)}}}`;
    const graphql = await postJson('/graphql', deepVariables);
    expect(graphql).toMatchObject({
      status: 400,
      body: { errors: [{ message: JSON_TOO_DEEP_MESSAGE, extensions: { code: 'VALIDATION_ERROR' } }] },
    });
  });

  it('very wide: grows until the body passes its size limit', async () => {
    const wide = (keys: number) => JSON.stringify({ name: 'Wide', ...manyOf(keys, (index) => [`k${index}`, 'v']) });
    const growth = await growUntilRefused(
      16,
      1024 * 1024,
      (keys) => postJson('/api/playlists', wide(keys)),
      isClientRefusal,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(201);
    expect(Buffer.byteLength(wide(growth.accepted.at(-1)!.size))).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES);
    expect(Buffer.byteLength(wide(growth.refusal!.size))).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    expect(growth.refusal!.response).toMatchObject({
      status: 413,
      body: {
        message: `The request body is too large (at most ${JSON_BODY_MAX_BYTES / 1024} kB)`,
        code: 'PAYLOAD_TOO_LARGE',
      },
    });
  });
});

const BOUNDARY = 'request-limits-boundary';

/**
 * Streams an upload (chunked, no Content-Length) whose photo part comes after `preambleBytes` of
 * bytes before the first boundary (which multipart readers skip), and stops sending once answered.
 */
function uploadAfterPreamble(
  preambleBytes: number,
  image: Buffer,
): Promise<{ status: number; text: string; sentBeforeAnswer: number }> {
  const part = Buffer.from(
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve) => {
    let sent = 0;
    let answered = false;
    const sending = httpRequest(new URL('/api/users/upload-profile-image', app.baseUrl), {
      method: 'POST',
      agent: false,
      headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Transfer-Encoding': 'chunked' },
    });
    sending.on('response', (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        sending.destroy();
        resolve({ status: response.statusCode ?? 0, text, sentBeforeAnswer });
      });
    });
    // The server closes the connection once it has refused; what was still being sent then fails.
    sending.on('error', () => undefined);
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const writeMore = () => {
      while (!answered && sent < preambleBytes) {
        sent += chunk.length;
        if (!sending.write(chunk)) return void sending.once('drain', writeMore);
      }
      if (!answered) sending.end(Buffer.concat([part, image, end]));
    };
    writeMore();
  });
}

describe(`multipart uploads: at most ${MULTIPART_FIELDS_MAX} form fields and 1 file → 413`, () => {
  async function uploadWithFields(count: number, path = '/api/users/upload-profile-image') {
    let pending = request(app.server).post(path).set(auth);
    for (let index = 0; index < count; index++) pending = pending.field(`f${index}`, 'x');
    return pending.attach('profileImage', await realImage('png'), { filename: 'me.png', contentType: 'image/png' });
  }

  it('many tiny parts: grows until refused at the limit', async () => {
    const growth = await growUntilRefused(
      1,
      1024,
      (count) => uploadWithFields(count),
      (response) => response.status >= 400,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(200);
    expect(growth.refusal!.size).toBe(16);
    expect(growth.refusal!.response.status).toBe(413);
    expect(growth.refusal!.response.body).toEqual({ message: TOO_MANY_PARTS, code: 'PAYLOAD_TOO_LARGE' });
    expect((await uploadWithFields(MULTIPART_FIELDS_MAX)).status).toBe(200);
    expect((await uploadWithFields(MULTIPART_FIELDS_MAX + 1)).status).toBe(413);
  });

  it('a second file is refused, not skipped', async () => {
    const image = await realImage('png');
    const twoFiles = await request(app.server)
      .post('/api/users/upload-profile-image')
      .set(auth)
      .attach('profileImage', image, { filename: 'a.png', contentType: 'image/png' })
      .attach('other', image, { filename: 'b.png', contentType: 'image/png' });
    expect(twoFiles.status).toBe(413);
    expect(twoFiles.body).toEqual({ message: TOO_MANY_PARTS, code: 'PAYLOAD_TOO_LARGE' });
  });

  it(`a whole upload of more than ${MULTIPART_BODY_MAX_BYTES} bytes is refused while it arrives, also without a declared length`, async () => {
    const image = await realImage('png');
    const growth = await growUntilRefused(
      1024 * 1024,
      64 * 1024 * 1024,
      (preambleBytes) => uploadAfterPreamble(preambleBytes, image),
      (outcome) => outcome.status >= 400,
    );
    for (const step of growth.accepted) expect(step.response.status).toBe(200);
    expect(growth.accepted.at(-1)!.size).toBeLessThanOrEqual(MULTIPART_BODY_MAX_BYTES);
    expect(growth.refusal!.size).toBeGreaterThan(MULTIPART_BODY_MAX_BYTES);
    expect(growth.refusal!.response.status).toBe(413);
    expect(JSON.parse(growth.refusal!.response.text)).toEqual({ message: UPLOAD_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
    // Answered as the limit passed, not after the whole body: of an upload far larger than the
    // socket buffers between the two ends can hold, most is never sent. (At the growth's 8 MiB the
    // buffers of a busy machine can take in the whole body before the answer is read.)
    const huge = 256 * 1024 * 1024;
    const early = await uploadAfterPreamble(huge, image);
    expect(early.status).toBe(413);
    expect(early.sentBeforeAnswer).toBeLessThan(huge / 4);
  });
});
