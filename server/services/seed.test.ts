import { verifyPassword } from '../security/passwords';
import { User } from '../entities';
import { useTestOrm } from '../test/testOrm';
import { seedUsers } from './seed';

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
