import { User } from '../entities';
import { newClient, type ApiClient } from '../test/apiClient';
import { buildPlaylist, buildShare, buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// The phone rule (DESIGN.md §5) on every path that can carry a user: the number goes to the owner,
// admins and users the owner has shared a playlist with — checked at read time — and to nobody
// else. One table of actors × one table of paths generates every case.

const PHONE = '+1 555 0100';

type Actor = 'owner' | 'admin' | 'recipient' | 'reverseSharer' | 'stranger' | 'exRecipient' | 'anonymous';

/** What each actor must get: the number, null, or 401. */
const EXPECTED: Record<Actor, 'number' | 'null' | 401> = {
  owner: 'number',
  admin: 'number',
  recipient: 'number',
  // Shared their own playlist WITH the owner: the rule is one-way, so they do not see the owner's number.
  reverseSharer: 'null',
  stranger: 'null',
  exRecipient: 'null',
  anonymous: 401,
};

/** Every path that returns the owner as a user: the phone number found there, or the HTTP status when refused. */
interface PhonePath {
  name: string;
  /** Paths only the owner can take (their own view of themself). */
  ownerOnly?: boolean;
  read(client: ApiClient, ownerUsername: string): Promise<{ status: number; phone?: string | null }>;
}

function graphqlRead(field: string) {
  return async (client: ApiClient, ownerUsername: string) => {
    const query =
      field === 'userProfile'
        ? 'query($u: String!) { userProfile(username: $u) { phoneNumber } }'
        : `{ ${field} { phoneNumber } }`;
    const response = await client.graphql(query, field === 'userProfile' ? { u: ownerUsername } : undefined);
    const code = response.body.errors?.[0]?.extensions?.code;
    // `me` answers null for a visitor instead of an error: no user, so nothing that could leak.
    if (code === 'UNAUTHENTICATED' || response.body.data?.[field] === null) return { status: 401 };
    return { status: response.status, phone: response.body.data[field].phoneNumber };
  };
}

const PATHS: PhonePath[] = [
  {
    name: 'GET /api/users/profile/{username}',
    read: async (client, username) => {
      const response = await client.get(`/api/users/profile/${username}`);
      return { status: response.status, phone: response.body.phoneNumber };
    },
  },
  {
    name: 'PATCH /api/users/profile/{username} (an empty change)',
    read: async (client, username) => {
      const response = await client.patch(`/api/users/profile/${username}`, {});
      return { status: response.status, phone: response.body.phoneNumber };
    },
  },
  { name: 'GraphQL userProfile', read: graphqlRead('userProfile') },
  {
    name: 'GraphQL updateUserProfile (an empty change)',
    read: async (client, username) => {
      const response = await client.graphql(
        'mutation($u: String!) { updateUserProfile(username: $u, input: {}) { phoneNumber } }',
        { u: username },
      );
      const code = response.body.errors?.[0]?.extensions?.code;
      if (code === 'UNAUTHENTICATED') return { status: 401 };
      if (code === 'FORBIDDEN') return { status: 403 };
      return { status: response.status, phone: response.body.data?.updateUserProfile?.phoneNumber };
    },
  },
  {
    name: 'GET /api/users/profile',
    ownerOnly: true,
    read: async (client) => pick(await client.get('/api/users/profile')),
  },
  { name: 'GET /api/auth/me', ownerOnly: true, read: async (client) => pick(await client.get('/api/auth/me')) },
  {
    name: 'PATCH /api/users/profile',
    ownerOnly: true,
    read: async (client) => pick(await client.patch('/api/users/profile', {})),
  },
  {
    name: 'PATCH /api/auth/profile',
    ownerOnly: true,
    read: async (client) => pick(await client.patch('/api/auth/profile', { displayName: 'Owner' })),
  },
  { name: 'GraphQL me', ownerOnly: true, read: graphqlRead('me') },
  { name: 'GraphQL profile', ownerOnly: true, read: graphqlRead('profile') },
];

function pick(response: { status: number; body: { phoneNumber?: string | null } }) {
  return { status: response.status, phone: response.body.phoneNumber };
}

let app: TestApp;
let ownerUsername: string;
const clients = {} as Record<Actor, ApiClient>;

beforeAll(async () => {
  app = await startTestApp();
  const em = app.em();
  const people = {} as Record<Exclude<Actor, 'anonymous'>, { username: string; password: string; id: string }>;
  for (const actor of ['owner', 'admin', 'recipient', 'reverseSharer', 'stranger', 'exRecipient'] as const) {
    const { user, password } = await buildUser(em, { isAdmin: actor === 'admin' });
    people[actor] = { username: user.username, password, id: user.id };
    clients[actor] = await (await newClient(app)).logIn(user.username, password);
  }
  clients.anonymous = await newClient(app);
  ownerUsername = people.owner.username;
  expect((await clients.owner.patch('/api/users/profile', { phoneNumber: PHONE })).status).toBe(200);

  const owner = await em.findOneOrFail(User, people.owner.id);
  const setlist = await buildPlaylist(em, owner, { name: 'Setlist' });
  expect(
    (await clients.owner.post(`/api/playlists/${setlist.id}/share`, { sharedWithUsername: people.recipient.username }))
      .status,
  ).toBeLessThan(300);
  expect(
    (
      await clients.owner.post(`/api/playlists/${setlist.id}/share`, {
        sharedWithUsername: people.exRecipient.username,
      })
    ).status,
  ).toBeLessThan(300);
  const reverse = await em.findOneOrFail(User, people.reverseSharer.id);
  await buildShare(em, await buildPlaylist(em, reverse, { name: 'Theirs' }), owner, reverse);
  // The ex-recipient saw the number while shared...
  expect((await clients.exRecipient.get(`/api/users/profile/${ownerUsername}`)).body.phoneNumber).toBe(PHONE);
  // ...and the unshare takes it away at once.
  expect(
    (await clients.owner.send('delete', `/api/playlists/${setlist.id}/share/${people.exRecipient.username}`)).status,
  ).toBeLessThan(300);
});
afterAll(async () => {
  await app.close();
});

const cases = PATHS.flatMap((path) =>
  (Object.keys(EXPECTED) as Actor[])
    .filter((actor) => !path.ownerOnly || actor === 'owner' || actor === 'anonymous')
    .map((actor) => [path.name, actor, path] as const),
);

describe('phone number visibility matrix', () => {
  it.each(cases)('%s as %s', async (_name, actor, path) => {
    const result = await path.read(clients[actor], ownerUsername);
    const expected = EXPECTED[actor];
    if (expected === 401) {
      expect(result.status).toBe(401);
      return;
    }
    if (path.name.includes('PATCH /api/users/profile/{username}') || path.name.includes('updateUserProfile')) {
      // Only the owner and admins may change a profile; the others are refused and see nothing.
      if (actor !== 'owner' && actor !== 'admin') {
        expect(result.status).toBe(403);
        expect(result.phone ?? null).toBeNull();
        return;
      }
    }
    expect(result.status).toBe(200);
    expect(result.phone).toBe(expected === 'number' ? PHONE : null);
  });

  it('covers every actor on every path: 0 leaks', () => {
    expect(cases.length).toBe(4 * 7 + 6 * 2);
  });
});

describe("whether a phone number exists ('Hidden' on the profile), without the number", () => {
  const doors = [
    {
      name: 'REST',
      read: async (client: ApiClient, username: string) => {
        const { body } = await client.get(`/api/users/profile/${username}`);
        return { phoneNumber: body.phoneNumber, hasPhoneNumber: body.hasPhoneNumber };
      },
    },
    {
      name: 'GraphQL',
      read: async (client: ApiClient, username: string) => {
        const { body } = await client.graphql(
          'query($u: String!) { userProfile(username: $u) { phoneNumber hasPhoneNumber } }',
          { u: username },
        );
        return body.data.userProfile;
      },
    },
  ];

  describe.each(doors)('over $name', (door) => {
    it('tells an allowed viewer and a denied one that the number exists; only the allowed one gets it', async () => {
      expect(await door.read(clients.recipient, ownerUsername)).toEqual({ phoneNumber: PHONE, hasPhoneNumber: true });
      expect(await door.read(clients.stranger, ownerUsername)).toEqual({ phoneNumber: null, hasPhoneNumber: true });
    });

    it('says there is none when the user has no number', async () => {
      const { user } = await buildUser(app.em());
      expect(await door.read(clients.stranger, user.username)).toEqual({ phoneNumber: null, hasPhoneNumber: false });
      expect(await door.read(clients.admin, user.username)).toEqual({ phoneNumber: null, hasPhoneNumber: false });
    });
  });
});
