import { messages } from '../../schema/validation';
import { User } from '../entities';
import { USER_NOT_FOUND } from '../services/profiles';
import { ApiClient, newClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function signedIn(
  overrides: { isAdmin?: boolean; displayName?: string } = {},
): Promise<{ client: ApiClient; user: User }> {
  const { user, password } = await buildUser(app.em(), overrides);
  const client = await (await newClient(app)).logIn(user.username, password);
  return { client, user };
}

const USER_FIELDS = [
  'id',
  'username',
  'email',
  'displayName',
  'phoneNumber',
  'bio',
  'profileImageUrl',
  'isAdmin',
  'createdAt',
].sort();

describe('own profile (GET/PATCH /api/users/profile, profile, updateProfile)', () => {
  it('shows every profile field, with null for those not set, on both doors and in /api/auth/me', async () => {
    const { client, user } = await signedIn({ displayName: 'Ann Drums' });
    const rest = await client.get('/api/users/profile');
    expect(rest.status).toBe(200);
    expect(Object.keys(rest.body).sort()).toEqual(USER_FIELDS);
    expect(rest.body).toMatchObject({
      id: user.id,
      username: user.username,
      displayName: 'Ann Drums',
      phoneNumber: null,
      bio: null,
      profileImageUrl: null,
    });
    expect((await client.get('/api/auth/me')).body).toEqual(rest.body);
    const graphql = await client.graphql('{ profile { id username phoneNumber bio profileImageUrl } }');
    expect(graphql.body.data.profile).toEqual({
      id: user.id,
      username: user.username,
      phoneNumber: null,
      bio: null,
      profileImageUrl: null,
    });
  });

  it('changes display name, phone and bio (trimmed); fields left out stay; blank removes one', async () => {
    const { client } = await signedIn();
    const saved = await client.patch('/api/users/profile', {
      displayName: ' Ann ',
      phoneNumber: '+1 (555) 010-0100',
      bio: ' Drummer in a ska band ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      displayName: 'Ann',
      phoneNumber: '+1 (555) 010-0100',
      bio: 'Drummer in a ska band',
    });
    const partial = await client.patch('/api/users/profile', { bio: '' });
    expect(partial.body).toMatchObject({ displayName: 'Ann', phoneNumber: '+1 (555) 010-0100', bio: null });
    expect((await client.get('/api/users/profile')).body).toMatchObject({ displayName: 'Ann', bio: null });

    const viaGraphql = await client.graphql(
      'mutation { updateProfile(input: { bio: "Also sings", phoneNumber: null }) { displayName phoneNumber bio } }',
    );
    expect(viaGraphql.body.data.updateProfile).toEqual({ displayName: 'Ann', phoneNumber: null, bio: 'Also sings' });
  });

  it.each([
    [{ phoneNumber: 'call me maybe' }, 'phoneNumber', messages.phoneNumberInvalid],
    [{ phoneNumber: '+1 555 0100 <script>' }, 'phoneNumber', messages.phoneNumberInvalid],
    [{ phoneNumber: '1'.repeat(31) }, 'phoneNumber', messages.phoneNumberMax],
    [{ bio: 'x'.repeat(501) }, 'bio', messages.bioMax],
    [{ displayName: 'x'.repeat(81) }, 'displayName', messages.displayNameMax],
    [{ profileImageUrl: '/api/users/someone/profile-image/abc' }, 'profileImageUrl', messages.profileImageUrlUnknown],
    [{ phoneNumber: 5550100 }, 'phoneNumber', 'Phone number must be text'],
  ])('refuses %j with 400 and the field message, changing nothing', async (body, field, message) => {
    const { client, user } = await signedIn({ displayName: 'Before' });
    const response = await client.patch('/api/users/profile', { displayName: 'After', ...body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
    expect((await app.em().findOneOrFail(User, user.id)).displayName).toBe('Before');
  });

  it('needs a signed-in user (401) and the anti-forgery header (403, nothing written)', async () => {
    const visitor = await newClient(app);
    expect((await visitor.get('/api/users/profile')).status).toBe(401);
    expect((await visitor.patch('/api/users/profile', { bio: 'x' })).status).toBe(401);
    expect((await visitor.graphql('{ profile { id } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const { client, user } = await signedIn();
    expect((await client.patch('/api/users/profile', { bio: 'forged' }, { xsrf: 'omit' })).status).toBe(403);
    expect((await app.em().findOneOrFail(User, user.id)).bio).toBeNull();
  });
});

describe('public profiles (GET/PATCH /api/users/profile/{username}, userProfile, updateUserProfile)', () => {
  it('shows any user to a signed-in viewer by username in any case, with the playlists the viewer can open', async () => {
    const { user: owner } = await signedIn({ displayName: 'Owner' });
    const { client: viewer, user: viewerUser } = await signedIn();
    const shared = await buildPlaylist(app.em(), owner, { name: 'Shared set', trackCount: 2 });
    await buildPlaylist(app.em(), owner, { name: 'Private set' });
    await buildShare(app.em(), shared, viewerUser, owner);

    const response = await viewer.get(`/api/users/profile/${owner.username.toUpperCase()}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: owner.id,
      username: owner.username,
      email: owner.email,
      displayName: 'Owner',
      canEdit: false,
    });
    expect(response.body.playlists).toEqual([
      expect.objectContaining({ id: shared.id, name: 'Shared set', trackCount: 2 }),
    ]);
    expect(response.body).not.toHaveProperty('isAdmin');

    const graphql = await viewer.graphql(
      'query($u: String!) { userProfile(username: $u) { username canEdit playlists { name trackCount } } }',
      { u: owner.username },
    );
    expect(graphql.body.data.userProfile).toEqual({
      username: owner.username,
      canEdit: false,
      playlists: [{ name: 'Shared set', trackCount: 2 }],
    });
  });

  it('lists every playlist of the user to the owner and to an admin', async () => {
    const { client: ownerClient, user: owner } = await signedIn();
    const { client: admin } = await signedIn({ isAdmin: true });
    await buildPlaylist(app.em(), owner, { name: 'One' });
    await buildPlaylist(app.em(), owner, { name: 'Two' });
    for (const client of [ownerClient, admin]) {
      const response = await client.get(`/api/users/profile/${owner.username}`);
      expect(response.body.canEdit).toBe(true);
      expect(response.body.playlists.map((playlist: { name: string }) => playlist.name).sort()).toEqual(['One', 'Two']);
    }
  });

  it("answers 404 'User not found' for an unknown username on both doors, and 401 for a visitor", async () => {
    const { client } = await signedIn();
    for (const name of ['nobody-here', 'x'.repeat(300)]) {
      const response = await client.get(`/api/users/profile/${name}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: USER_NOT_FOUND });
    }
    const graphql = await client.graphql('{ userProfile(username: "nobody-here") { id } }');
    expect(graphql.body.errors[0]).toMatchObject({ message: USER_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect((await (await newClient(app)).get('/api/users/profile/nobody-here')).status).toBe(401);
  });

  it('may be edited by the owner and by an admin; anyone else gets 403 and nothing changes', async () => {
    const { client: ownerClient, user: owner } = await signedIn();
    const { client: admin } = await signedIn({ isAdmin: true });
    const { client: other } = await signedIn();

    const byOwner = await ownerClient.patch(`/api/users/profile/${owner.username}`, { bio: 'Bass' });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ bio: 'Bass', canEdit: true });
    const byAdmin = await admin.patch(`/api/users/profile/${owner.username}`, {
      displayName: 'Set by admin',
      phoneNumber: '555 0199',
    });
    expect(byAdmin.body).toMatchObject({ displayName: 'Set by admin', phoneNumber: '555 0199', bio: 'Bass' });
    const viaGraphql = await admin.graphql(
      'mutation($u: String!) { updateUserProfile(username: $u, input: { bio: "Bass and vocals" }) { bio } }',
      { u: owner.username },
    );
    expect(viaGraphql.body.data.updateUserProfile).toEqual({ bio: 'Bass and vocals' });

    const denied = await other.patch(`/api/users/profile/${owner.username}`, { bio: 'Hacked' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('FORBIDDEN');
    const deniedGraphql = await other.graphql(
      'mutation($u: String!) { updateUserProfile(username: $u, input: { bio: "Hacked" }) { bio } }',
      { u: owner.username },
    );
    expect(deniedGraphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const invalid = await admin.patch(`/api/users/profile/${owner.username}`, { phoneNumber: 'not a number' });
    expect(invalid.status).toBe(400);
    expect((await app.em().findOneOrFail(User, owner.id)).bio).toBe('Bass and vocals');
  });
});
