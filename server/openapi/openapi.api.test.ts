import type { Response } from 'supertest';
import { XSRF_HEADER } from '../../schema/http';
import { routeTable } from '../fuzz/routeTable';
import { ApiClient, newClient } from '../test/apiClient';
import { OpenApiConformance, type OpenApiDocument } from '../test/openApiConformance';
import { buildUser } from '../test/factories';
import { realImage } from '../test/imageFixtures';
import { startTestApp, type TestApp } from '../test/testServer';
import { restOperations } from '../rest/operations';
import { openApiDocument } from './document';

// The OpenAPI document against the server: the same operations as express serves under /api, and
// real answers in the states a user meets (signed in or not, own rows or others', refusals) valid
// against the document's schemas (which are closed, so an undocumented field fails too). That
// every operation has a checked successful answer is the REST fuzz's job (rest.fuzz.test.ts), so a
// new operation needs no case here.

const document = openApiDocument(restOperations) as unknown as OpenApiDocument;
const conformance = new OpenApiConformance(document);
const expectDocumented = (method: string, path: string, response: Response) =>
  conformance.expectDocumented(method, path, response);

/** "METHOD /api/…" of every documented operation, in express's `:param` form. */
function documentedOperations(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    )
    .sort();
}

let app: TestApp;
let user: ApiClient;
let admin: ApiClient;
let friendName: string;
beforeAll(async () => {
  app = await startTestApp();
  const { user: me, password } = await buildUser(app.em());
  user = await (await newClient(app)).logIn(me.username, password);
  const { user: boss, password: bossPassword } = await buildUser(app.em(), { isAdmin: true });
  admin = await (await newClient(app)).logIn(boss.username, bossPassword);
  friendName = (await buildUser(app.em())).user.username;
});
afterAll(() => app.close());

describe('the OpenAPI document (/api/openapi.json, /api/docs)', () => {
  it('is served, is OpenAPI 3.1, and every schema compiles', async () => {
    const response = await (await newClient(app)).get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    for (const name of Object.keys(document.components.schemas))
      expect(() => conformance.schemaNamed(name)).not.toThrow();
  });

  it('lists exactly the /api operations express serves', () => {
    const served = routeTable(app.express).filter(
      (route) => route.split(' ')[1]!.startsWith('/api/') || route.endsWith(' /api'),
    );
    expect(documentedOperations()).toEqual(served);
  });

  it('renders /api/docs as one page that needs nothing from elsewhere', async () => {
    const response = await (await newClient(app)).get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('<code>/api/admin/users/{id}/toggle-admin</code>');
    expect(response.text).not.toMatch(/<script|src="http|href="http/);
    for (const path of Object.keys(document.paths)) expect(response.text).toContain(`<code>${path}</code>`);
  });

  it('describes the real answers of every operation', async () => {
    const r = (method: string, path: string, response: Response) => {
      expectDocumented(method, path, response);
      return response;
    };
    const visitor = await newClient(app);
    r('GET', '/api/openapi.json', await visitor.get('/api/openapi.json'));
    r('GET', '/api/docs', await visitor.get('/api/docs'));
    r('GET', '/api/auth/me', await visitor.get('/api/auth/me'));
    r('GET', '/api/auth/provider', await visitor.get('/api/auth/provider'));
    r('GET', '/api/login', await visitor.get('/api/login'));
    r('GET', '/api/login/callback', await visitor.get('/api/login/callback'));
    r('POST', '/api/auth/login', await visitor.post('/api/auth/login', { usernameOrEmail: 'nobody', password: 'x' }));
    const username = `oa${Date.now().toString(36)}`;
    const fresh = await newClient(app);
    r(
      'POST',
      '/api/auth/register',
      await fresh.post('/api/auth/register', {
        username,
        email: `${username}@example.test`,
        password: 'long-enough',
        confirmPassword: 'long-enough',
      }),
    );
    r(
      'PATCH',
      '/api/auth/password',
      await fresh.patch('/api/auth/password', { currentPassword: 'long-enough', newPassword: 'longer-enough' }),
    );
    r('POST', '/api/auth/logout', await fresh.post('/api/auth/logout'));
    r(
      'POST',
      '/api/auth/login',
      await fresh.post('/api/auth/login', { usernameOrEmail: username, password: 'longer-enough' }),
    );

    r('GET', '/api/auth/me', await user.get('/api/auth/me'));
    r('PATCH', '/api/auth/profile', await user.patch('/api/auth/profile', { displayName: 'Docs' }));
    r('GET', '/api/auth/linked-providers', await user.get('/api/auth/linked-providers'));
    r('GET', '/api/users/profile', await user.get('/api/users/profile'));
    r('PATCH', '/api/users/profile', await user.patch('/api/users/profile', { phoneNumber: '555 0100', bio: 'Docs' }));
    r('PATCH', '/api/users/profile', await user.patch('/api/users/profile', { phoneNumber: 'nope' }));
    const upload = await user.agent
      .post('/api/users/upload-profile-image')
      .set(XSRF_HEADER, user.token!)
      .attach('profileImage', await realImage('png'), 'a.png');
    r('POST', '/api/users/upload-profile-image', upload);
    const photo = await user.get(upload.body.profileImageUrl);
    const [, , , photoUser, , photoId] = (upload.body.profileImageUrl as string).split('/');
    r('GET', '/api/users/{userId}/profile-image/{imageId}', photo);
    expect(photoUser && photoId).toBeTruthy();
    const me = (await user.get('/api/auth/me')).body;
    r('GET', '/api/users/profile/{username}', await user.get(`/api/users/profile/${me.username}`));
    r('GET', '/api/users/profile/{username}', await user.get('/api/users/profile/nobody-at-all'));
    r('PATCH', '/api/users/profile/{username}', await user.patch(`/api/users/profile/${me.username}`, { bio: 'Keys' }));
    r(
      'PATCH',
      '/api/users/profile/{username}',
      await user.patch(`/api/users/profile/${friendName}`, { bio: 'Hacked' }),
    );

    const created = r('POST', '/api/playlists', await user.post('/api/playlists', { name: 'Docs set' }));
    const id = created.body.id as string;
    r('GET', '/api/playlists', await user.get('/api/playlists'));
    r('GET', '/api/playlists/shared-with-me', await user.get('/api/playlists/shared-with-me'));
    r('GET', '/api/playlists/featured', await user.get('/api/playlists/featured'));
    r('PUT', '/api/playlists/{id}', await user.send('put', `/api/playlists/${id}`, { description: 'All of them' }));
    const withTrack = r(
      'POST',
      '/api/playlists/{id}/tracks',
      await user.post(`/api/playlists/${id}/tracks`, { name: 'Song', bpm: 120 }),
    );
    r('GET', '/api/playlists/{id}', await user.get(`/api/playlists/${id}`));
    r('GET', '/api/playlists/{id}', await user.get('/api/playlists/00000000-0000-4000-8000-000000000000'));
    const trackId = withTrack.body.tracks[0].id as string;
    r('PATCH', '/api/tracks/{trackId}', await user.patch(`/api/tracks/${trackId}`, { bpm: 122, bpmSource: 'tap' }));
    r(
      'POST',
      '/api/playlists/{id}/share',
      await user.post(`/api/playlists/${id}/share`, { sharedWithUsername: friendName }),
    );
    r(
      'DELETE',
      '/api/playlists/{id}/share/{username}',
      await user.send('delete', `/api/playlists/${id}/share/${friendName}`),
    );
    r('DELETE', '/api/tracks/{trackId}', await user.send('delete', `/api/tracks/${trackId}`));
    r('GET', '/api/music/search', await user.get('/api/music/search?q=ab'));

    const token = r('POST', '/api/tokens', await user.post('/api/tokens', { name: 'Docs', scope: 'read' }));
    r('GET', '/api/tokens', await user.get('/api/tokens'));
    r('DELETE', '/api/tokens/{id}', await user.send('delete', `/api/tokens/${token.body.id}`));

    r('GET', '/api/admin/users', await user.get('/api/admin/users'));
    r('GET', '/api/admin/users', await admin.get('/api/admin/users?limit=5&sort=-createdAt'));
    const made = r(
      'POST',
      '/api/admin/users',
      await admin.post('/api/admin/users', {
        username: `${username}x`,
        email: `${username}x@example.test`,
        password: 'six-ok',
      }),
    );
    r(
      'POST',
      '/api/admin/users/{id}/reset-password',
      await admin.post(`/api/admin/users/${made.body.id}/reset-password`, { password: 'seven-ok' }),
    );
    r(
      'PATCH',
      '/api/admin/users/{id}/toggle-admin',
      await admin.patch(`/api/admin/users/${made.body.id}/toggle-admin`),
    );
    r('DELETE', '/api/admin/users/{id}', await admin.send('delete', `/api/admin/users/${made.body.id}`));
    r('GET', '/api/admin/playlists', await admin.get('/api/admin/playlists?q=Docs'));
    const system = r(
      'POST',
      '/api/admin/playlists',
      await admin.post('/api/admin/playlists', { name: 'Featured: Docs' }),
    );
    r(
      'PATCH',
      '/api/admin/playlists/{id}',
      await admin.patch(`/api/admin/playlists/${system.body.id}`, { description: 'For all' }),
    );
    r('DELETE', '/api/admin/playlists/{id}', await admin.send('delete', `/api/admin/playlists/${system.body.id}`));
    r('DELETE', '/api/playlists/{id}', await user.send('delete', `/api/playlists/${id}`));
  });
});
