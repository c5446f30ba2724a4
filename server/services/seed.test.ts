import { verifyPassword } from '../security/passwords';
import { SAMPLE_USER_IDS } from '../../schema/sampleUsers';
import { Playlist, Track, User } from '../entities';
import { useTestOrm } from '../test/testOrm';
import { seedSamplePlaylists, seedUsers } from './seed';

const db = useTestOrm();

describe('seedUsers', () => {
  it('creates admin (an administrator) and demo once, with configured or generated passwords', async () => {
    const generated = await seedUsers(db.orm.em.fork(), { adminPassword: 'configured-admin-pw' });
    expect(generated.map((credential) => credential.username)).toEqual(['demo']);

    const admin = await db.orm.em.fork().findOneOrFail(User, { username: 'admin' });
    const demo = await db.orm.em.fork().findOneOrFail(User, { username: 'demo' });
    expect(admin.isAdmin).toBe(true);
    expect(demo.isAdmin).toBe(false);
    expect(await verifyPassword(admin.passwordHash, 'configured-admin-pw')).toBe(true);
    expect(await verifyPassword(demo.passwordHash, generated[0]!.password)).toBe(true);

    expect(await seedUsers(db.orm.em.fork(), { adminPassword: 'another-password' })).toEqual([]);
    expect(await db.orm.em.fork().count(User, { username: { $in: ['admin', 'demo'] } })).toBe(2);
    const adminAgain = await db.orm.em.fork().findOneOrFail(User, { username: 'admin' });
    expect(await verifyPassword(adminAgain.passwordHash, 'configured-admin-pw')).toBe(true);
  });
});

describe('seedSamplePlaylists', () => {
  it("gives an empty database the demo user's playlist and the system playlist 'Featured: Warm-up tempos', with tracks, once", async () => {
    await seedUsers(db.orm.em.fork(), {});
    expect(await seedSamplePlaylists(db.orm.em.fork())).toBe(2);
    const em = db.orm.em.fork();
    const playlists = await em.find(Playlist, {}, { orderBy: { name: 'asc' } });
    const rows = await Promise.all(
      playlists.map(async (playlist) => [
        playlist.name,
        playlist.owner?.id ?? null,
        await em.count(Track, { playlist: playlist.id }),
      ]),
    );
    expect(rows).toEqual([
      ['Demo playlist', SAMPLE_USER_IDS.demo, 3],
      ['Featured: Warm-up tempos', null, 3],
    ]);
    expect(await seedSamplePlaylists(db.orm.em.fork())).toBe(0);
    expect(await db.orm.em.fork().count(Playlist, {})).toBe(2);
  });
});
