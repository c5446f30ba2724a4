import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../schema/limits';
import { createTestDatabase, type TestDatabase } from '../testkit/testDatabase';
import { E2E_ADMIN_PASSWORD, startAppProcess, type AppProcess } from './support/appProcess';
import { HttpSession } from './support/httpSession';

// Two app processes, one database, nothing in between. Everything an instance knows
// about a user lives in PostgreSQL, so a second instance behind a load balancer sees the same world:
// sessions, their end, the failed-login limits, shares. Both start together against a blank
// database: the startup lock lets one migrate and seed while the other waits.

let database: TestDatabase;
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  [a, b] = await Promise.all([
    startAppProcess({ DATABASE_URL: database.url }),
    startAppProcess({ DATABASE_URL: database.url }),
  ]);
}, 120_000);

afterAll(async () => {
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  expect(codes).toEqual([0, 0]);
});

async function signUp(baseUrl: string, username: string): Promise<HttpSession> {
  const session = await new HttpSession().open(baseUrl);
  const password = 'a-good-password';
  const response = await session.send(baseUrl, 'POST', '/api/auth/register', {
    username,
    email: `${username}@example.test`,
    password,
    confirmPassword: password,
  });
  expect(response.status).toBe(201);
  return session;
}

describe('two instances on one database', () => {
  it('started together, migrate and seed exactly once', async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
      const migrations = readdirSync(path.join(__dirname, '..', 'server', 'db', 'migrations'))
        .filter((file) => /^Migration\d+_\w+\.ts$/.test(file))
        .map((file) => file.replace(/\.ts$/, ''))
        .sort();
      expect(applied.rows.map((row) => row.name)).toEqual(migrations);
      const admins = await client.query('select count(*)::int as n from "user" where username = \'admin\'');
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    expect(`${a.output()}\n${b.output()}`).not.toMatch(/could not start|error/i);
  });

  it('a session made on A works on B, and logging out on A ends it on B', async () => {
    const session = await signUp(a.baseUrl, 'two_door_drummer');
    const onB = await session.send(b.baseUrl, 'GET', '/api/auth/me');
    expect(onB.status).toBe(200);
    expect((await onB.json()).username).toBe('two_door_drummer');
    const cookieBeforeLogout = session.copy();
    expect((await session.send(a.baseUrl, 'POST', '/api/auth/logout')).status).toBe(200);
    expect((await session.send(b.baseUrl, 'GET', '/api/auth/me')).status).toBe(401);
    // A copy of the cookie kept from before the logout (a second tab, a stolen cookie) is void on B too.
    expect((await cookieBeforeLogout.send(b.baseUrl, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('counts failed logins across both instances: the limit is reached half on A, half on B', async () => {
    await signUp(a.baseUrl, 'two_door_singer');
    const attacker = await new HttpSession().open(a.baseUrl);
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt++) {
      const instance = attempt % 2 ? b : a;
      const wrong = await attacker.send(instance.baseUrl, 'POST', '/api/auth/login', {
        usernameOrEmail: 'two_door_singer',
        password: 'not-the-password',
      });
      expect(wrong.status).toBe(401);
    }
    const right = await attacker.send(a.baseUrl, 'POST', '/api/auth/login', {
      usernameOrEmail: 'two_door_singer',
      password: 'a-good-password',
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
    const onB = await attacker.send(b.baseUrl, 'POST', '/api/auth/login', {
      usernameOrEmail: 'two_door_singer',
      password: 'a-good-password',
    });
    expect(onB.status).toBe(429);
  });

  it('a share made on A is visible on B at once; the unshare too', async () => {
    const owner = await signUp(a.baseUrl, 'two_door_guitarist');
    const bandmate = await signUp(b.baseUrl, 'two_door_bassist');
    const created = await owner.send(a.baseUrl, 'POST', '/api/playlists', { name: 'Saturday gig' });
    const { id } = (await created.json()) as { id: string };
    expect(
      (await owner.send(a.baseUrl, 'POST', `/api/playlists/${id}/share`, { sharedWithUsername: 'two_door_bassist' }))
        .status,
    ).toBe(200);
    const shared = await bandmate.send(b.baseUrl, 'GET', '/api/playlists/shared-with-me');
    expect(((await shared.json()) as Array<{ id: string }>).map((playlist) => playlist.id)).toEqual([id]);
    expect((await bandmate.send(b.baseUrl, 'GET', `/api/playlists/${id}`)).status).toBe(200);
    expect((await owner.send(a.baseUrl, 'DELETE', `/api/playlists/${id}/share/two_door_bassist`)).status).toBeLessThan(
      300,
    );
    expect((await bandmate.send(b.baseUrl, 'GET', `/api/playlists/${id}`)).status).toBe(404);
  });

  it('the seeded admin signs in on B and is an admin on A', async () => {
    const admin = await new HttpSession().open(b.baseUrl);
    expect(
      (
        await admin.send(b.baseUrl, 'POST', '/api/auth/login', {
          usernameOrEmail: 'admin',
          password: E2E_ADMIN_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect((await admin.send(a.baseUrl, 'GET', '/api/admin/users?limit=5')).status).toBe(200);
  });
});
