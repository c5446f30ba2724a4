import { messages } from '../../schema/validation';
import { ApiToken, Playlist, PlaylistShare, ProfileImage, Track, User } from '../entities';
import { ADMINS_ONLY } from '../policies/admin';
import { CANNOT_DELETE_SELF, LAST_ADMIN } from '../services/admin/adminUsers';
import { ApiClient, newClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { realImage } from '../test/imageFixtures';
import { startTestApp, type TestApp } from '../test/testServer';
import { XSRF_HEADER } from '../../schema/http';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signedIn(
  testApp: TestApp,
  overrides: { isAdmin?: boolean; username?: string } = {},
): Promise<{ client: ApiClient; user: User; password: string }> {
  const { user, password } = await buildUser(testApp.em(), overrides);
  return { client: await (await newClient(testApp)).logIn(user.username, password), user, password };
}

const NOBODY = '00000000-0000-4000-8000-000000000000';

/** Every admin operation, on both doors, aimed at rows that do not exist (so "allowed" answers 404 or a page). */
const OPERATIONS: Array<{ name: string; run: (client: ApiClient) => Promise<{ status: number; code?: string }> }> = [
  ...(
    [
      ['get', '/api/admin/users', undefined],
      ['post', '/api/admin/users', { username: 'x', email: 'bad', password: '1' }],
      ['delete', `/api/admin/users/${NOBODY}`, undefined],
      ['post', `/api/admin/users/${NOBODY}/reset-password`, { password: 'secret1' }],
      ['patch', `/api/admin/users/${NOBODY}/toggle-admin`, undefined],
      ['get', '/api/admin/playlists', undefined],
      ['post', '/api/admin/playlists', { name: '' }],
      ['patch', `/api/admin/playlists/${NOBODY}`, { name: 'x' }],
      ['delete', `/api/admin/playlists/${NOBODY}`, undefined],
    ] as const
  ).map(([method, path, body]) => ({
    name: `${method.toUpperCase()} ${path.replace(NOBODY, '{id}')}`,
    run: async (client: ApiClient) => {
      const response = await client.send(method, path, body);
      return { status: response.status, code: response.body?.code };
    },
  })),
  ...[
    '{ adminUsers { total } }',
    '{ adminPlaylists { total } }',
    'mutation { createUser(input: { username: "x", email: "bad", password: "1" }) { id } }',
    `mutation { deleteUser(id: "${NOBODY}") }`,
    `mutation { resetUserPassword(id: "${NOBODY}", password: "secret1") }`,
    `mutation { setUserAdmin(id: "${NOBODY}", isAdmin: true) { id } }`,
    'mutation { adminCreatePlaylist(input: { name: "" }) { id } }',
    `mutation { adminUpdatePlaylist(id: "${NOBODY}", input: { name: "x" }) { id } }`,
    `mutation { adminDeletePlaylist(id: "${NOBODY}") }`,
  ].map((query) => ({
    name: `GraphQL ${query.match(/\{ (\w+)/)![1]}`,
    run: async (client: ApiClient) => {
      const response = await client.graphql(query);
      return { status: response.status, code: response.body.errors?.[0]?.extensions?.code };
    },
  })),
];

describe('admin operations × who asks', () => {
  let visitor: ApiClient;
  let user: ApiClient;
  let admin: ApiClient;
  let demotedAdminSession: ApiClient;
  beforeAll(async () => {
    visitor = await newClient(app);
    user = (await signedIn(app)).client;
    admin = (await signedIn(app, { isAdmin: true })).client;
    const demoted = await signedIn(app, { isAdmin: true });
    demotedAdminSession = demoted.client;
    expect((await admin.patch(`/api/admin/users/${demoted.user.id}/toggle-admin`)).body.isAdmin).toBe(false);
  });

  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    '%s: visitor 401, user 403, demoted admin 401, admin allowed',
    async (_name, operation) => {
      expect(await operation.run(visitor)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      expect(await operation.run(user)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      // The demoted admin's session ended with the demotion: the old cookie is anonymous now.
      expect(await operation.run(demotedAdminSession)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      const allowed = await operation.run(admin);
      expect([200, 201, 204, 400, 404]).toContain(allowed.status);
      expect(allowed.code).not.toBe('FORBIDDEN');
    },
  );

  it("tells a non-admin 'Only administrators can do that'", async () => {
    expect((await user.get('/api/admin/users')).body.message).toBe(ADMINS_ONLY);
  });
});

describe('users', () => {
  it('lists users with search, paging, order and X-Total-Count; bad paging is a 400', async () => {
    const { client: admin } = await signedIn(app, { isAdmin: true });
    const tag = `pg${Date.now().toString(36)}`;
    for (const letter of ['c', 'a', 'b']) await buildUser(app.em(), { username: `${tag}_${letter}` });
    const page = await admin.get(`/api/admin/users?q=${tag}&limit=2&sort=-username`);
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((row: { username: string }) => row.username)).toEqual([`${tag}_c`, `${tag}_b`]);
    expect(Object.keys(page.body[0]).sort()).toEqual([
      'bio',
      'createdAt',
      'displayName',
      'email',
      'id',
      'isAdmin',
      'phoneNumber',
      'profileImageUrl',
      'username',
    ]);
    const next = await admin.get(`/api/admin/users?q=${tag}&limit=2&offset=2&sort=-username`);
    expect(next.body.map((row: { username: string }) => row.username)).toEqual([`${tag}_a`]);
    const graphql = await admin.graphql(
      `{ adminUsers(query: { q: "${tag}", limit: 1, sort: "username" }) { total items { username } } }`,
    );
    expect(graphql.body.data.adminUsers).toEqual({ total: 3, items: [{ username: `${tag}_a` }] });
    expect((await admin.get('/api/admin/users?q=%25')).status).toBe(200);

    for (const [query, field, message] of [
      ['limit=0', 'limit', messages.adminListLimit],
      ['limit=201', 'limit', messages.adminListLimit],
      ['limit=ten', 'limit', 'Limit must be a number'],
      ['offset=-1', 'offset', messages.adminListOffset],
      ['sort=password', 'sort', messages.adminUserSort],
    ]) {
      const response = await admin.get(`/api/admin/users?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ [field!]: message });
    }
  });

  it('creates a user who can then sign in (password ≥ 6), refuses bad input and taken names', async () => {
    const { client: admin } = await signedIn(app, { isAdmin: true });
    const username = `made${Date.now().toString(36)}`;
    const created = await admin.post('/api/admin/users', {
      username,
      email: `${username}@example.test`,
      displayName: 'Made By Admin',
      password: 'six-ok',
      isAdmin: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username, displayName: 'Made By Admin', isAdmin: false });
    await (await newClient(app)).logIn(username, 'six-ok');

    const short = await admin.post('/api/admin/users', {
      username: `${username}x`,
      email: `${username}x@example.test`,
      password: '12345',
    });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ password: messages.adminPasswordMin });
    const taken = await admin.post('/api/admin/users', { username, email: 'other@example.test', password: 'six-ok' });
    expect(taken.status).toBe(409);
    const viaGraphql = await admin.graphql(
      `mutation { createUser(input: { username: "${username}g", email: "${username}g@example.test", password: "six-ok", isAdmin: true }) { username isAdmin } }`,
    );
    expect(viaGraphql.body.data.createUser).toEqual({ username: `${username}g`, isAdmin: true });
  });

  it("resets a password: the user's open session ends at once, the new password works, the old does not", async () => {
    const { client: admin } = await signedIn(app, { isAdmin: true });
    const { client: target, user, password } = await signedIn(app);
    expect((await admin.post(`/api/admin/users/${user.id}/reset-password`, { password: 'fresh-pw' })).status).toBe(204);
    expect((await target.get('/api/auth/me')).status).toBe(401);
    await (await newClient(app)).logIn(user.username, 'fresh-pw');
    expect(
      (await (await newClient(app)).post('/api/auth/login', { usernameOrEmail: user.username, password })).status,
    ).toBe(401);
    expect((await admin.post(`/api/admin/users/${user.id}/reset-password`, { password: '123' })).body.fields).toEqual({
      password: messages.adminPasswordMin,
    });
  });

  it('toggles admin both ways; the target must sign in again; an unknown id is 404', async () => {
    const { client: admin } = await signedIn(app, { isAdmin: true });
    const { client: target, user, password } = await signedIn(app);
    const promoted = await admin.patch(`/api/admin/users/${user.id}/toggle-admin`);
    expect(promoted.body.isAdmin).toBe(true);
    expect((await target.get('/api/auth/me')).status).toBe(401);
    const again = await (await newClient(app)).logIn(user.username, password);
    expect((await again.get('/api/admin/users')).status).toBe(200);
    const viaGraphql = await admin.graphql(`mutation { setUserAdmin(id: "${user.id}", isAdmin: false) { isAdmin } }`);
    expect(viaGraphql.body.data.setUserAdmin).toEqual({ isAdmin: false });
    expect((await again.get('/api/admin/users')).status).toBe(401);
    expect((await admin.patch(`/api/admin/users/not-a-uuid/toggle-admin`)).status).toBe(404);
  });

  it('deletes a user with everything they own, in every table, leaving the others untouched', async () => {
    const { client: admin } = await signedIn(app, { isAdmin: true });
    const { client: doomedClient, user: doomed } = await signedIn(app);
    const { user: friend } = await signedIn(app);
    const theirs = await buildPlaylist(app.em(), doomed, { trackCount: 3 });
    const friends = await buildPlaylist(app.em(), friend, { trackCount: 2 });
    await buildShare(app.em(), theirs, friend, doomed);
    await buildShare(app.em(), friends, doomed, friend);
    await doomedClient.agent
      .post('/api/users/upload-profile-image')
      .set(XSRF_HEADER, doomedClient.token!)
      .attach('profileImage', await realImage('png'), 'a.png');
    await doomedClient.post('/api/tokens', { name: 'sync', scope: 'read' });
    const em = app.em();
    expect(await em.count(ProfileImage, { user: doomed.id })).toBe(1);

    expect((await admin.send('delete', `/api/admin/users/${doomed.id}`)).status).toBe(204);
    const check = app.em();
    expect(await check.count(User, { id: doomed.id })).toBe(0);
    expect(await check.count(Playlist, { owner: doomed.id })).toBe(0);
    expect(await check.count(Track, { playlist: theirs.id })).toBe(0);
    expect(await check.count(PlaylistShare, { $or: [{ sharedWith: doomed.id }, { sharedBy: doomed.id }] })).toBe(0);
    expect(await check.count(ProfileImage, { user: doomed.id })).toBe(0);
    expect(await check.count(ApiToken, { user: doomed.id })).toBe(0);
    expect(await check.count(Track, { playlist: friends.id })).toBe(2);
    const orphans = await check.getConnection().execute(`
      select (select count(*) from track t where not exists (select 1 from playlist p where p.id = t.playlist_id))
           + (select count(*) from playlist_share s where not exists (select 1 from "user" u where u.id = s.shared_with_user_id))
           + (select count(*) from profile_image i where not exists (select 1 from "user" u where u.id = i.user_id))
           + (select count(*) from api_token a where not exists (select 1 from "user" u where u.id = a.user_id))
           + (select count(*) from provider_identity p where not exists (select 1 from "user" u where u.id = p.user_id)) as orphans`);
    expect(Number(orphans[0].orphans)).toBe(0);
    expect((await doomedClient.get('/api/auth/me')).status).toBe(401);
  });
});

describe('rails (a database of its own, so the admins are known)', () => {
  let railsApp: TestApp;
  beforeAll(async () => {
    railsApp = await startTestApp();
  });
  afterAll(async () => {
    await railsApp.close();
  });

  it('an admin cannot delete themself; the last admin cannot be demoted', async () => {
    const { client: admin, user } = await signedIn(railsApp, { isAdmin: true });
    const self = await admin.send('delete', `/api/admin/users/${user.id}`);
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ code: 'CONFLICT', message: CANNOT_DELETE_SELF });
    const demote = await admin.patch(`/api/admin/users/${user.id}/toggle-admin`);
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(LAST_ADMIN);
    expect(
      (await admin.graphql(`mutation { setUserAdmin(id: "${user.id}", isAdmin: false) { id } }`)).body.errors[0],
    ).toMatchObject({ message: LAST_ADMIN, extensions: { code: 'CONFLICT' } });
    expect((await railsApp.em().findOneOrFail(User, user.id)).isAdmin).toBe(true);
    // Demoting themself while another admin remains is allowed, and this session stays (as a user).
    await signedIn(railsApp, { isAdmin: true });
    expect((await admin.patch(`/api/admin/users/${user.id}/toggle-admin`)).body.isAdmin).toBe(false);
    expect((await admin.get('/api/auth/me')).body.isAdmin).toBe(false);
    expect((await admin.get('/api/admin/users')).status).toBe(403);
  });

  it('two admins demoting (or deleting) each other at the same moment leave exactly one admin, 20 rounds', async () => {
    for (let round = 0; round < 20; round++) {
      await railsApp.em().nativeUpdate(User, { isAdmin: true }, { isAdmin: false });
      const a = await signedIn(railsApp, { isAdmin: true });
      const b = await signedIn(railsApp, { isAdmin: true });
      const results =
        round % 2 === 0
          ? await Promise.all([
              a.client.patch(`/api/admin/users/${b.user.id}/toggle-admin`),
              b.client.patch(`/api/admin/users/${a.user.id}/toggle-admin`),
            ])
          : await Promise.all([
              a.client.send('delete', `/api/admin/users/${b.user.id}`),
              b.client.send('delete', `/api/admin/users/${a.user.id}`),
            ]);
      const statuses = results.map((response) => response.status).sort();
      // One wins; the other is refused: its admin just lost the role (403, or 401 once its session ended) or would leave none (409).
      expect(statuses.filter((status) => status < 300)).toHaveLength(1);
      expect(statuses.every((status) => status < 300 || [401, 403, 409].includes(status))).toBe(true);
      expect(await railsApp.em().count(User, { isAdmin: true })).toBe(1);
    }
  });
});

describe('system playlists', () => {
  it('admins create, edit and delete them; every user reads them (Featured) but cannot change them', async () => {
    const { client: admin } = await signedIn(app, { isAdmin: true });
    const { client: user } = await signedIn(app);
    const created = await admin.post('/api/admin/playlists', {
      name: '  Featured: Ballads ',
      description: 'Slow ones',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Featured: Ballads',
      userId: null,
      ownerUsername: null,
      description: 'Slow ones',
      trackCount: 0,
    });
    const id = created.body.id as string;

    expect((await user.get('/api/playlists/featured')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, name: 'Featured: Ballads' })]),
    );
    expect((await user.graphql('{ featuredPlaylists { id } }')).body.data.featuredPlaylists).toEqual(
      expect.arrayContaining([{ id }]),
    );
    const read = await user.get(`/api/playlists/${id}`);
    expect(read.body).toMatchObject({ id, canEdit: false, ownerUsername: null });
    expect((await user.send('put', `/api/playlists/${id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await (await newClient(app)).get('/api/playlists/featured')).status).toBe(401);

    const edited = await admin.patch(`/api/admin/playlists/${id}`, { name: 'Featured: Slow ballads' });
    expect(edited.body).toMatchObject({ name: 'Featured: Slow ballads', description: 'Slow ones' });
    expect((await admin.post('/api/admin/playlists', { name: '   ' })).body.fields).toEqual({
      name: messages.playlistNameRequired,
    });
    expect((await admin.send('delete', `/api/admin/playlists/${id}`)).status).toBe(204);
    expect((await user.get(`/api/playlists/${id}`)).status).toBe(404);
  });

  it('lists every playlist with owner, description, track count; search by name or owner; sort by tracks', async () => {
    const { client: admin } = await signedIn(app, { isAdmin: true });
    const { user: owner } = await signedIn(app, { username: `own${Date.now().toString(36)}` });
    await buildPlaylist(app.em(), owner, { name: 'Small', trackCount: 1 });
    await buildPlaylist(app.em(), owner, { name: 'Big', trackCount: 4 });
    const byOwner = await admin.get(`/api/admin/playlists?q=${owner.username}&sort=-trackCount`);
    expect(byOwner.headers['x-total-count']).toBe('2');
    expect(
      byOwner.body.map((row: { name: string; trackCount: number; userId: string; ownerUsername: string }) => [
        row.name,
        row.trackCount,
        row.userId,
        row.ownerUsername,
      ]),
    ).toEqual([
      ['Big', 4, owner.id, owner.username],
      ['Small', 1, owner.id, owner.username],
    ]);
    expect(Date.parse(byOwner.body[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const graphql = await admin.graphql(
      `{ adminPlaylists(query: { q: "${owner.username}", sort: "trackCount" }) { total items { name trackCount createdAt } } }`,
    );
    expect(graphql.body.data.adminPlaylists).toMatchObject({
      total: 2,
      items: [
        { name: 'Small', trackCount: 1 },
        { name: 'Big', trackCount: 4 },
      ],
    });
    expect(Date.parse(graphql.body.data.adminPlaylists.items[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const created = await admin.graphql(
      'mutation { adminCreatePlaylist(input: { name: "Featured: GraphQL" }) { userId createdAt } }',
    );
    expect(created.body.data.adminCreatePlaylist.userId).toBeNull();
    expect(Date.parse(created.body.data.adminCreatePlaylist.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});
