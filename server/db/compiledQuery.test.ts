import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '../../testkit/testDatabase';
import { Playlist } from '../entities';
import { buildPlaylist, buildUser } from '../test/factories';
import { CompiledQuery, parameter, selectAs } from './compiledQuery';
import { openOrm } from './orm';

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

const build = jest.fn((em: EntityManager) =>
  em
    .createQueryBuilder(Playlist, 'p')
    .select(selectAs(em, Playlist, 'p', ['id', 'name', 'createdAt', 'owner']))
    .where({ owner: parameter('ownerId') })
    .orderBy({ name: 'asc' }),
);
const byOwner = new CompiledQuery<{ ownerId: string }, { id: string; name: string; createdAt: Date; owner: string }>(build, ['createdAt']);

describe('CompiledQuery', () => {
  it('runs the builder once and binds each run its own parameters; rows are keyed by property names', async () => {
    const [{ user: alice }, { user: bob }] = await Promise.all([buildUser(orm.em.fork()), buildUser(orm.em.fork())]);
    await buildPlaylist(orm.em.fork(), alice, { name: 'B side' });
    await buildPlaylist(orm.em.fork(), alice, { name: 'A side' });
    await buildPlaylist(orm.em.fork(), bob, { name: 'Bob set' });

    statements.length = 0;
    const alices = await byOwner.all(orm.em.fork(), { ownerId: alice.id });
    const bobs = await byOwner.first(orm.em.fork(), { ownerId: bob.id });

    expect(alices.map((row) => row.name)).toEqual(['A side', 'B side']);
    expect(alices[0]).toEqual({ id: expect.any(String), name: 'A side', createdAt: expect.any(Date), owner: alice.id });
    expect(bobs).toMatchObject({ name: 'Bob set', owner: bob.id });
    expect(await byOwner.first(orm.em.fork(), { ownerId: '00000000-0000-4000-8000-000000000000' })).toBeNull();
    expect(statements.filter((line) => line.includes('from "playlist"'))).toHaveLength(3);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
