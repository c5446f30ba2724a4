import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../schema/ids';
import { adminCreateUserSchema, adminResetPasswordSchema, adminUserListSchema } from '../../../schema/validation';
import { User } from '../../entities';
import { Conflict, Forbidden, NotFound } from '../../errors/appErrors';
import { ADMINS_ONLY, requireAdmin } from '../../policies/admin';
import { hashPassword } from '../../security/passwords';
import { createUser } from '../accounts';
import type { RequestContext } from '../context';
import { USER_NOT_FOUND } from '../profiles';
import { userRowViews, userView, type UserRow, type UserView } from '../userViews';
import { validateInput } from '../validate';
import { containsPattern, orderOf } from './searchPattern';

export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const LAST_ADMIN = 'At least one administrator must remain';

/** One page of a list and how many rows match in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** The columns of a user list row. */
const USER_ROW_COLUMNS = [
  'id',
  'username',
  'email',
  'displayName',
  'phoneNumber',
  'bio',
  'profileImage',
  'isAdmin',
  'createdAt',
] as const;

/** Users matching `q` (username, email or display name), one page, in the asked order (two statements at any size, run at once). */
export async function listUsers(ctx: RequestContext, input: unknown): Promise<Page<UserView>> {
  const admin = requireAdmin(ctx.viewer);
  const { q, limit, offset, sort } = validateInput(adminUserListSchema, input);
  const pattern = containsPattern(q);
  const where = q
    ? { $or: [{ username: { $ilike: pattern } }, { email: { $ilike: pattern } }, { displayName: { $ilike: pattern } }] }
    : {};
  const [column, direction] = orderOf(sort);
  const page = ctx.em
    .createQueryBuilder(User, 'u')
    .select(USER_ROW_COLUMNS)
    .where(where)
    .orderBy({ [column]: direction, id: 'asc' })
    .limit(limit)
    .offset(offset);
  // The page and the count at the same time (the count on its own fork: its own connection).
  const [rows, total] = await Promise.all([page.execute<UserRow[]>('all', true), ctx.em.fork().count(User, where)]);
  return { items: await userRowViews(ctx.em, admin, rows), total };
}

/** Creates an account (an admin may make another admin); its password follows SPEC.md §5's admin rule (≥ 6). */
export async function createUserAsAdmin(ctx: RequestContext, input: unknown): Promise<UserView> {
  const admin = requireAdmin(ctx.viewer);
  const data = validateInput(adminCreateUserSchema, input);
  const user = await createUser(ctx.em, { ...data, displayName: data.displayName ?? null });
  return userView(ctx.em, admin, user);
}

async function lockedUser(em: EntityManager, id: string): Promise<User> {
  const user = isUuid(id) ? await em.findOne(User, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!user) throw new NotFound(USER_NOT_FOUND);
  return user;
}

/** Key of the transaction-level advisory lock every change of the admin set takes first. */
const ADMIN_SET_LOCK = 7_311_001;

/**
 * Takes the admin-set lock (one PostgreSQL advisory lock, held until the transaction ends) before
 * anything else the change touches: changes of who is an admin run one after the other — 50 at once
 * included, without the deadlocks row locks alone produced — and each sees the previous one's result.
 * Refuses (403) an acting admin who has just been demoted or deleted.
 */
async function lockAdmins(em: EntityManager, actingAdmin: User): Promise<User[]> {
  await em.execute('select pg_advisory_xact_lock(?)', [ADMIN_SET_LOCK]);
  const admins = await em.find(
    User,
    { isAdmin: true },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  if (!admins.some((admin) => admin.id === actingAdmin.id)) throw new Forbidden(ADMINS_ONLY);
  return admins;
}

/** 409 when removing `target` from `admins` would leave none. */
function assertAnotherAdminRemains(admins: User[], target: User): void {
  if (target.isAdmin && !admins.some((admin) => admin.id !== target.id)) throw new Conflict(LAST_ADMIN);
}

/** Deletes a user with everything they own (playlists, tracks, shares both ways, photos, tokens) in one transaction. */
export async function deleteUserAsAdmin(ctx: RequestContext, id: string): Promise<void> {
  const admin = requireAdmin(ctx.viewer);
  await ctx.em.transactional(async (em) => {
    const admins = await lockAdmins(em, admin);
    const target = await lockedUser(em, id);
    if (target.id === admin.id) throw new Conflict(CANNOT_DELETE_SELF);
    assertAnotherAdminRemains(admins, target);
    await em.nativeDelete(User, { id: target.id });
  });
}

/** Sets a new password for a user (≥ 6); every session of theirs ends. */
export async function resetPasswordAsAdmin(ctx: RequestContext, id: string, input: unknown): Promise<void> {
  const admin = requireAdmin(ctx.viewer);
  const { password } = validateInput(adminResetPasswordSchema, input);
  const passwordHash = await hashPassword(password);
  const target = await ctx.em.transactional(async (em) => {
    const user = await lockedUser(em, id);
    user.passwordHash = passwordHash;
    user.sessionVersion += 1;
    return user;
  });
  if (target.id === admin.id) keepOwnSession(ctx, target);
}

/** An admin changing their own row keeps this session (their other sessions end like anyone's). */
function keepOwnSession(ctx: RequestContext, changed: User): void {
  const viewer = ctx.viewer!;
  viewer.sessionVersion = changed.sessionVersion;
  viewer.isAdmin = changed.isAdmin;
  viewer.passwordHash = changed.passwordHash;
  ctx.session.refresh(viewer);
}

/**
 * Makes a user an admin or not (`makeAdmin` undefined: the opposite of now, as PATCH
 * …/toggle-admin does). The last admin stays one (409). The user's sessions end, so a demoted
 * admin's open session stops working at once.
 */
export async function setAdminAsAdmin(ctx: RequestContext, id: string, makeAdmin?: boolean): Promise<UserView> {
  const admin = requireAdmin(ctx.viewer);
  const target = await ctx.em.transactional(async (em) => {
    const admins = await lockAdmins(em, admin);
    const user = await lockedUser(em, id);
    const next = makeAdmin ?? !user.isAdmin;
    if (next === user.isAdmin) return user;
    if (!next) assertAnotherAdminRemains(admins, user);
    user.isAdmin = next;
    user.sessionVersion += 1;
    return user;
  });
  if (target.id === admin.id) keepOwnSession(ctx, target);
  return userView(ctx.em, admin, target);
}
