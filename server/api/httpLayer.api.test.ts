import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REQUEST_ID_HEADER } from '../../schema/http';
import { ApiClient, newClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// The HTTP layer around the doors: the built client (served from a checkout under a dot-directory,
// without touching the database), request ids, and 4xx errors of the HTTP machinery.

const checkout = mkdtempSync(path.join(os.tmpdir(), 'miq-http-'));
const clientDir = path.join(checkout, '.hidden', 'app', 'dist', 'client');
const statements: string[] = [];
let app: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><head><title>Music IQueue</title></head><body><div id="root"></div></body>',
  );
  writeFileSync(path.join(clientDir, 'playground.html'), '<!doctype html><title>Playground</title>');
  writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await startTestApp({ clientDir, onQuery: (statement) => statements.push(statement) });
});
afterAll(async () => {
  await app.close();
  rmSync(checkout, { recursive: true, force: true });
});

async function signedInClient(): Promise<ApiClient> {
  const { user, password } = await buildUser(app.em());
  return (await newClient(app)).logIn(user.username, password);
}

describe('the built client', () => {
  it('is served from a checkout under a dot-directory: the shell for any page, the playground, assets', async () => {
    const agent = new ApiClient(app).agent;
    for (const page of ['/', '/playlists', '/playlist/123', '/no/such/page']) {
      const response = await agent.get(page).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>Music IQueue</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const playground = await agent.get('/graphql').set('Accept', 'text/html');
    expect(playground.status).toBe(200);
    expect(playground.text).toContain('<title>Playground</title>');
    const asset = await agent.get('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await agent.get('/favicon.svg')).status).toBe(200);
  });

  it('sends a hashed asset without validators (never revalidated), and a file of a fixed name with them', async () => {
    const agent = new ApiClient(app).agent;
    const asset = await agent.get('/assets/main-abc123.js');
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    const icon = await agent.get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers.etag).toBeDefined();
    expect((await agent.get('/favicon.svg').set('If-None-Match', icon.headers.etag)).status).toBe(304);
  });

  it('loading the landing page signed in (shell, script, icon) sends no SQL at all', async () => {
    const client = await signedInClient();
    statements.length = 0;
    expect((await client.agent.get('/').set('Accept', 'text/html')).status).toBe(200);
    expect((await client.agent.get('/assets/main-abc123.js')).status).toBe(200);
    expect((await client.agent.get('/favicon.svg')).status).toBe(200);
    expect(statements).toEqual([]);
    // The control: an API call from the same browser does load the user.
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
  });

  it('a first page load starts the session, so the parallel first requests of the page share it', async () => {
    const browser = new ApiClient(app);
    const page = browser.remember(await browser.agent.get('/playlists').set('Accept', 'text/html'));
    const setCookies = ([] as string[]).concat(page.headers['set-cookie'] ?? []).map((c) => c.split('=')[0]);
    expect(setCookies).toEqual(expect.arrayContaining(['miq.session', 'XSRF-TOKEN']));
    const tokenOfPage = browser.token;

    const firstRequests = await Promise.all([1, 2, 3].map(() => browser.get('/api/auth/me')));
    for (const response of firstRequests) expect(response.headers['set-cookie']).toBeUndefined();
    expect(browser.token).toBe(tokenOfPage);
    const { user, password } = await buildUser(app.em());
    expect((await browser.post('/api/auth/login', { usernameOrEmail: user.username, password })).status).toBe(200);

    // Loading the page again keeps the session it has, signed in, still without SQL.
    statements.length = 0;
    const again = await browser.agent.get('/').set('Accept', 'text/html');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(statements).toEqual([]);
    expect((await browser.get('/api/auth/me')).body).toMatchObject({ username: user.username });
  });

  it('the shell says when its session names a user (a hint for the page), with no SQL', async () => {
    const visitor = await new ApiClient(app).agent.get('/').set('Accept', 'text/html');
    expect(visitor.text).not.toContain('miq-signed-in');
    const client = await signedInClient();
    statements.length = 0;
    const page = await client.agent.get('/').set('Accept', 'text/html');
    expect(page.text).toContain('<meta name="miq-signed-in" content="1"></head>');
    expect(statements).toEqual([]);
    expect((await client.post('/api/auth/logout', {})).status).toBeLessThan(300);
    expect((await client.agent.get('/').set('Accept', 'text/html')).text).not.toContain('miq-signed-in');
  });

  it('never answers API paths with the shell', async () => {
    const agent = new ApiClient(app).agent;
    const api = await agent.get('/api/nothing').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'NOT_FOUND' });
    const query = await agent
      .get('/graphql?query=%7B__typename%7D')
      .set('Accept', 'application/json')
      .set('Content-Type', 'application/json');
    expect(query.body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('request ids', () => {
  it('every response carries a fresh X-Request-Id', async () => {
    const agent = new ApiClient(app).agent;
    const responses = [
      await agent.get('/api/auth/me'),
      await agent.get('/healthz/live'),
      await agent.get('/favicon.svg'),
      await agent.get('/nope.txt'),
    ];
    const ids = responses.map((response) => response.headers[REQUEST_ID_HEADER.toLowerCase()]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('errors of the HTTP machinery keep their 4xx status and get a code', () => {
  it('a JSON body in an unsupported charset → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const client = await newClient(app);
    const response = await client.agent
      .post('/api/auth/login')
      .set('X-XSRF-Token', client.token!)
      .set('Content-Type', 'application/json; charset=latin2')
      .send('{"usernameOrEmail":"a","password":"b"}');
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(typeof response.body.message).toBe('string');
  });

  it('a range past the end of a static file → 416 with the BAD_REQUEST code', async () => {
    const response = await new ApiClient(app).agent.get('/assets/main-abc123.js').set('Range', 'bytes=5000-6000');
    expect(response.status).toBe(416);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ code: 'BAD_REQUEST', message: 'Range Not Satisfiable' });
  });

  it('an unknown non-page path → 404 NOT_FOUND as JSON', async () => {
    const response = await new ApiClient(app).agent.get('/nope.txt').set('Accept', 'text/plain');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
