import { sql, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { changePasswordSchema, loginSchema, registerSchema, updateProfileSchema } from '../../schema/validation';
import { hashPassword, verifyPassword } from '../security/passwords';
import { User } from '../entities';
import { Conflict, Unauthenticated, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accountKeyFor, assertLoginAllowed, clearAccountFailures, recordLoginFailure } from './loginThrottle';
import { ownUserView, type UserView } from './userViews';
import { validateInput } from './validate';

/** One answer for an unknown account and a wrong password, so logins do not reveal who has an account. */
export const INVALID_CREDENTIALS = 'Invalid username/email or password';
export const USERNAME_TAKEN = 'That username is already taken';
export const EMAIL_TAKEN = 'An account with that email already exists';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/** Finds a user by username or email, ignoring case. */
export function findByUsernameOrEmail(em: EntityManager, identifier: string): Promise<User | null> {
  const lowered = identifier.trim().toLowerCase();
  return em.findOne(User, { $or: [{ [sql.lower('username')]: lowered }, { [sql.lower('email')]: lowered }] });
}

async function assertUsernameAndEmailFree(em: EntityManager, username: string, email: string): Promise<void> {
  const lowerUsername = username.toLowerCase();
  const lowerEmail = email.toLowerCase();
  const holders = await em
    .createQueryBuilder(User)
    .select(['username', 'email'])
    .where({ $or: [{ [sql.lower('username')]: lowerUsername }, { [sql.lower('email')]: lowerEmail }] })
    .limit(2)
    .execute<Array<{ username: string; email: string }>>('all');
  if (holders.some((holder) => holder.username.toLowerCase() === lowerUsername))
    throw new Conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  if (holders.length) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

/** Maps a unique-index race (two sign-ups at once) to the same 409 a sequential request gets. */
function conflictFromUniqueViolation(error: unknown): never {
  if (error instanceof UniqueConstraintViolationException) {
    if (/email/i.test(error.message)) throw new Conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw new Conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  }
  throw error;
}

/** Creates a user row; shared by sign-up, the seed and (later) admin-created users. */
export async function createUser(
  em: EntityManager,
  fields: {
    username: string;
    email: string;
    password: string;
    displayName?: string | null;
    isAdmin?: boolean;
    id?: string;
  },
): Promise<User> {
  await assertUsernameAndEmailFree(em, fields.username, fields.email);
  const user = em.create(User, {
    ...(fields.id ? { id: fields.id } : {}),
    username: fields.username,
    email: fields.email,
    displayName: fields.displayName ?? null,
    isAdmin: fields.isAdmin ?? false,
    passwordHash: await hashPassword(fields.password),
  });
  try {
    await em.flush();
  } catch (error) {
    em.clear();
    conflictFromUniqueViolation(error);
  }
  return user;
}

/** The signed-in user; 401 for a visitor. */
export function requireCurrentUser(ctx: RequestContext): User {
  return requireViewer(ctx.viewer);
}

/** The signed-in user's own view of themself, or null for a visitor (GraphQL `me`). */
export async function viewerView(ctx: RequestContext): Promise<UserView | null> {
  return ctx.viewer && ownUserView(ctx.em, ctx.viewer);
}

/** The signed-in user's own view of themself; 401 for a visitor (GET /api/auth/me). */
export async function requireViewerView(ctx: RequestContext): Promise<UserView> {
  return ownUserView(ctx.em, requireViewer(ctx.viewer));
}

/** Sign-up: validates, creates the account and signs it in. */
export async function register(ctx: RequestContext, input: unknown): Promise<UserView> {
  const data = validateInput(registerSchema, input);
  const user = await createUser(ctx.em, data);
  ctx.session.signIn(user);
  return ownUserView(ctx.em, user);
}

/**
 * Log-in by username or email (any case). Failed attempts are limited per account and per client
 * address in PostgreSQL, shared by both doors.
 */
export async function login(ctx: RequestContext, input: unknown): Promise<UserView> {
  const { usernameOrEmail, password } = validateInput(loginSchema, input);
  const user = await findByUsernameOrEmail(ctx.em, usernameOrEmail);
  const accountKey = accountKeyFor(user?.id, usernameOrEmail);
  await assertLoginAllowed(ctx.em, accountKey, ctx.ip);
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    await recordLoginFailure(ctx.em, accountKey, ctx.ip);
    throw new Unauthenticated(INVALID_CREDENTIALS);
  }
  await clearAccountFailures(ctx.em, accountKey);
  ctx.session.signIn(user);
  return ownUserView(ctx.em, user);
}

/** Log-out ends every session of the user (all devices), then leaves this client anonymous. */
export async function logout(ctx: RequestContext): Promise<void> {
  if (ctx.viewer) {
    ctx.viewer.sessionVersion += 1;
    await ctx.em.flush();
  }
  ctx.session.signOut();
}

/** Changes the viewer's display name (blank removes it). */
export async function updateProfile(ctx: RequestContext, input: unknown): Promise<UserView> {
  const viewer = requireViewer(ctx.viewer);
  const { displayName } = validateInput(updateProfileSchema, input);
  viewer.displayName = displayName ?? null;
  await ctx.em.flush();
  return ownUserView(ctx.em, viewer);
}

/**
 * Changes the viewer's password after checking the current one. Every other session of the user
 * ends; this one stays signed in. Wrong current passwords count as failed logins.
 */
export async function changePassword(ctx: RequestContext, input: unknown): Promise<void> {
  const viewer = requireViewer(ctx.viewer);
  const { currentPassword, newPassword } = validateInput(changePasswordSchema, input);
  const accountKey = accountKeyFor(viewer.id, viewer.username);
  await assertLoginAllowed(ctx.em, accountKey, ctx.ip);
  if (!(await verifyPassword(viewer.passwordHash, currentPassword))) {
    await recordLoginFailure(ctx.em, accountKey, ctx.ip);
    throw new ValidationError(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  viewer.passwordHash = await hashPassword(newPassword);
  viewer.sessionVersion += 1;
  await ctx.em.flush();
  ctx.session.refresh(viewer);
}
