import { XSRF_HEADER } from '../../schema/http';
import { newClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { realImage } from '../test/imageFixtures';
import { startTestApp, type TestApp } from '../test/testServer';

// JSON answers above 1 KiB go compressed (brotli or gzip, as the client accepts), smaller ones and
// photos as they are; every answer that could be compressed says Vary: Accept-Encoding.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.baseUrl}${path}`, { headers });

describe('compression of answers', () => {
  it('compresses a large JSON answer with the encoding the client prefers, and not for a client that accepts none', async () => {
    const brotli = await get('/api/openapi.json', { 'Accept-Encoding': 'br, gzip' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const document = (await brotli.json()) as { openapi: string };
    expect(document.openapi).toBe('3.1.0');

    const gzip = await get('/api/openapi.json', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');

    const plain = await get('/api/openapi.json', { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(1024);
  });

  it('sends a small JSON answer as it is', async () => {
    const small = await get('/api/auth/provider', { 'Accept-Encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('compresses a GraphQL answer above 1 KiB', async () => {
    const client = await newClient(app);
    const { user, password } = await buildUser(app.em());
    await client.logIn(user.username, password);
    const query = `{ ${Array.from({ length: 12 }, (_, index) => `a${index}: featuredPlaylists { id name description createdAt }`).join(' ')} __schema { types { name } } }`;
    const response = await client.agent
      .post('/graphql')
      .set(XSRF_HEADER, client.token!)
      .set('Accept-Encoding', 'gzip')
      .send({ query });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('never compresses a photo (already compressed)', async () => {
    const client = await newClient(app);
    const { user, password } = await buildUser(app.em());
    await client.logIn(user.username, password);
    const upload = await client.agent
      .post('/api/users/upload-profile-image')
      .set(XSRF_HEADER, client.token!)
      .attach('profileImage', await realImage('png'), 'me.png');
    expect(upload.status).toBe(200);
    const photo = await client.agent.get(upload.body.profileImageUrl as string).set('Accept-Encoding', 'br, gzip');
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['content-encoding']).toBeUndefined();
  });
});
