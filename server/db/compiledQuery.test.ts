import type { EntityManager } from '@mikro-orm/postgresql';
import { Playlist } from '../entities';
import { buildPlaylist, buildUser } from '../test/factories';
import { useTestOrm } from '../test/testOrm';
import { CompiledQuery, parameter, selectAs } from './compiledQuery';

const db = useTestOrm();

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
    const [{ user: alice }, { user: bob }] = await Promise.all([buildUser(db.orm.em.fork()), buildUser(db.orm.em.fork())]);
    await buildPlaylist(db.orm.em.fork(), alice, { name: 'B side' });
    await buildPlaylist(db.orm.em.fork(), alice, { name: 'A side' });
    await buildPlaylist(db.orm.em.fork(), bob, { name: 'Bob set' });

    db.clearStatements();
    const alices = await byOwner.all(db.orm.em.fork(), { ownerId: alice.id });
    const bobs = await byOwner.first(db.orm.em.fork(), { ownerId: bob.id });

    expect(alices.map((row) => row.name)).toEqual(['A side', 'B side']);
    expect(alices[0]).toEqual({ id: expect.any(String), name: 'A side', createdAt: expect.any(Date), owner: alice.id });
    expect(bobs).toMatchObject({ name: 'Bob set', owner: bob.id });
    expect(await byOwner.first(db.orm.em.fork(), { ownerId: '00000000-0000-4000-8000-000000000000' })).toBeNull();
    expect(db.statements().filter((statement) => statement.includes('from "playlist"'))).toHaveLength(3);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
