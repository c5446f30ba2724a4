import type { MikroORM } from '@mikro-orm/postgresql';
import { verifyPassword } from '../security/passwords';
import { User } from '../entities';
import { createTestDatabase, type TestDatabase } from '../../testkit/testDatabase';
import { openOrm } from '../db/orm';
import { seedUsers } from './seed';

let database: TestDatabase;
let orm: MikroORM;
beforeAll(async () => {
  database = await createTestDatabase();
  orm = await openOrm(database.url);
});
afterAll(async () => {
  await orm.close(true);
  await database.drop();
});

describe('seedUsers', () => {
  it('creates admin (an administrator) and demo once, with configured or generated passwords', async () => {
    const generated = await seedUsers(orm.em.fork(), { adminPassword: 'configured-admin-pw' });
    expect(generated.map((credential) => credential.username)).toEqual(['demo']);

    const admin = await orm.em.fork().findOneOrFail(User, { username: 'admin' });
    const demo = await orm.em.fork().findOneOrFail(User, { username: 'demo' });
    expect(admin.isAdmin).toBe(true);
    expect(demo.isAdmin).toBe(false);
    expect(await verifyPassword(admin.passwordHash, 'configured-admin-pw')).toBe(true);
    expect(await verifyPassword(demo.passwordHash, generated[0]!.password)).toBe(true);

    expect(await seedUsers(orm.em.fork(), { adminPassword: 'another-password' })).toEqual([]);
    expect(await orm.em.fork().count(User, { username: { $in: ['admin', 'demo'] } })).toBe(2);
    const adminAgain = await orm.em.fork().findOneOrFail(User, { username: 'admin' });
    expect(await verifyPassword(adminAgain.passwordHash, 'configured-admin-pw')).toBe(true);
  });
});
