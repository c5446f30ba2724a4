import type { MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../db/orm';
import { User } from '../entities';
import { buildPlaylist, buildUser } from '../test/factories';
import { createTestDatabase, type TestDatabase } from '../../testkit/testDatabase';
import type { RequestContext } from './context';
import { getPlaylist } from './playlists';

let database: TestDatabase;
let orm: MikroORM;
const statements: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openOrm(database.url, { debug: ['query'], logger: (message: string) => statements.push(message) });
});
afterAll(async () => {
  await orm.close(true);
  await database.drop();
});

async function statementsToRead(trackCount: number): Promise<number> {
  const { user } = await buildUser(orm.em.fork());
  const playlist = await buildPlaylist(orm.em.fork(), user, { trackCount });
  const em = orm.em.fork();
  const noSession = { signIn: () => undefined, signOut: () => undefined, refresh: () => undefined };
  const ctx: RequestContext = { em, viewer: await em.findOneOrFail(User, user.id), session: noSession, ip: '127.0.0.1' };
  statements.length = 0;
  const view = await getPlaylist(ctx, playlist.id);
  expect(view.tracks).toHaveLength(trackCount);
  return statements.length;
}

describe('reading a playlist', () => {
  it('issues the same number of SQL statements (at most 3) for 1 and 100 tracks', async () => {
    const forOne = await statementsToRead(1);
    const forHundred = await statementsToRead(100);
    // The logger must really see the queries: the playlist, its shares and its tracks.
    expect(forOne).toBeGreaterThanOrEqual(2);
    expect(forOne).toBeLessThanOrEqual(3);
    expect(forHundred).toBe(forOne);
  });
});
