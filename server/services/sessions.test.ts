import { randomUUID } from 'node:crypto';
import { ReferenceKind, Utils, wrap } from '@mikro-orm/core';
import { ProfileImage, User } from '../entities';
import { buildUser } from '../test/factories';
import { useTestOrm } from '../test/testOrm';
import { nowSeconds, userOfSession } from './sessions';

const db = useTestOrm();

/** The User properties a row holds (collections and inverse sides live in other tables). */
function columnProperties() {
  return db.orm
    .getMetadata()
    .get(User)
    .props.filter(
      (prop) =>
        prop.kind !== ReferenceKind.ONE_TO_MANY &&
        prop.kind !== ReferenceKind.MANY_TO_MANY &&
        !(prop.kind === ReferenceKind.ONE_TO_ONE && !prop.owner),
    );
}

/** A value as the test compares it: an entity by its primary key, a date by its instant. */
function comparable(value: unknown): unknown {
  if (value instanceof Date) return { date: value.toISOString() };
  if (Utils.isEntity(value)) return { entity: wrap(value, true).getPrimaryKey() };
  return value;
}

/** A user with every property set to something other than its default (a photo, a role, a version...). */
async function fullUser(): Promise<User> {
  const { user } = await buildUser(db.orm.em.fork(), { displayName: 'Full Name', isAdmin: true });
  const em = db.orm.em.fork();
  const row = await em.findOneOrFail(User, user.id);
  const image = em.create(ProfileImage, {
    id: randomUUID(),
    user: row,
    contentType: 'image/webp',
    contentHash: 'ab'.repeat(32),
    bytes: Buffer.from([1]),
    width: 1,
    height: 1,
  });
  Object.assign(row, {
    phoneNumber: '+1 555 0100',
    bio: 'Drums.',
    profileImage: image,
    sessionVersion: 3,
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
  });
  await em.flush();
  return em.fork().findOneOrFail(User, user.id);
}

describe('userOfSession', () => {
  it('fills every property of User from the row, as findOne does', async () => {
    const expected = await fullUser();
    const properties = columnProperties();
    // A property this test's user leaves empty could not show a column the session read forgets: set it in fullUser.
    for (const prop of properties)
      expect({ [prop.name]: expected[prop.name as keyof User] ?? 'empty' }).not.toEqual({ [prop.name]: 'empty' });

    const session = await userOfSession(db.orm.em.fork(), { uid: expected.id, sv: 3, iat: nowSeconds() });

    expect(session).toBeInstanceOf(User);
    for (const prop of properties) {
      const name = prop.name as keyof User;
      expect({ [name]: comparable(session![name]) }).toEqual({ [name]: comparable(expected[name]) });
    }
  });

  it('returns an entity the request may change and flush', async () => {
    const { user } = await buildUser(db.orm.em.fork());
    const em = db.orm.em.fork();
    const session = await userOfSession(em, { uid: user.id, sv: 0, iat: nowSeconds() });
    session!.bio = 'Changed through the session.';
    await em.flush();
    expect((await db.orm.em.fork().findOneOrFail(User, user.id)).bio).toBe('Changed through the session.');
  });

  it('is null for another session version, an unknown user, a malformed id or an expired session', async () => {
    const { user } = await buildUser(db.orm.em.fork());
    const em = db.orm.em.fork();
    expect(await userOfSession(em, { uid: user.id, sv: 1, iat: nowSeconds() })).toBeNull();
    expect(await userOfSession(em, { uid: randomUUID(), sv: 0, iat: nowSeconds() })).toBeNull();
    expect(await userOfSession(em, { uid: 'not-a-uuid', sv: 0, iat: nowSeconds() })).toBeNull();
    expect(await userOfSession(em, { uid: user.id, sv: 0, iat: nowSeconds() - 31 * 24 * 3600 })).toBeNull();
    expect(await userOfSession(em, { uid: user.id, sv: 0, iat: nowSeconds() })).not.toBeNull();
  });
});
