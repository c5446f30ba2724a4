import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { API_TOKEN_PREFIX, API_TOKENS_PER_USER, type ApiTokenScope } from '../../schema/limits';
import { apiTokenSchema } from '../../schema/validation';
import { ApiToken, User } from '../entities';
import { Conflict, Forbidden, NotFound, Unauthenticated } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { assertAddressAllowed, recordLoginFailure } from './loginThrottle';
import { pickFields } from './pickFields';
import { validateInput } from './validate';

/** 401 for a token that is unknown, revoked, expired, or whose user is gone. */
export const INVALID_API_TOKEN = 'Invalid or expired API token';
/** Creating tokens needs a signed-in session: a token cannot make more tokens. */
export const TOKENS_NEED_SESSION = 'API tokens are created from a signed-in session, not with another token';
export const TOO_MANY_TOKENS = `You can have at most ${API_TOKENS_PER_USER} API tokens; revoke one first`;
export const TOKEN_NOT_FOUND = 'API token not found';

/** Key under which failed token attempts are recorded (they count only toward the per-address limit). */
const FAILED_TOKEN_ACCOUNT_KEY = 'api-token';
/** Characters of the token kept to tell tokens apart in the list (the prefix plus 8 random ones). */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 8;
/** `last_used_at` is written at most this often per token, so reads with a token stay reads. */
const LAST_USED_RESOLUTION_MS = 60_000;

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const VIEW_FIELDS = ['id', 'name', 'scope', 'prefix', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

/** A token as its owner sees it in the list: never the token itself. */
export type ApiTokenView = Pick<ApiToken, (typeof VIEW_FIELDS)[number]>;

function viewOf(token: ApiToken): ApiTokenView {
  return pickFields(token, VIEW_FIELDS);
}

/** The viewer's tokens, newest first. */
export async function listApiTokens(ctx: RequestContext): Promise<ApiTokenView[]> {
  const viewer = requireViewer(ctx.viewer);
  const tokens = await ctx.em.find(ApiToken, { user: viewer.id }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  return tokens.map(viewOf);
}

/** Creates a token for the signed-in viewer; the answer is the only time the token itself is seen. */
export async function createApiToken(ctx: RequestContext, input: unknown): Promise<ApiTokenView & { token: string }> {
  const viewer = requireViewer(ctx.viewer);
  if (ctx.apiTokenScope) throw new Forbidden(TOKENS_NEED_SESSION);
  const data = validateInput(apiTokenSchema, input);
  return ctx.em.transactional(async (em) => {
    // Lock the owner so two creations at once cannot pass the count together.
    await em.findOneOrFail(User, { id: viewer.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if ((await em.count(ApiToken, { user: viewer.id })) >= API_TOKENS_PER_USER) throw new Conflict(TOO_MANY_TOKENS);
    const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const expiresAt = data.expiresInDays ? new Date(Date.now() + data.expiresInDays * 86_400_000) : null;
    const row = em.create(ApiToken, {
      user: viewer.id,
      name: data.name,
      scope: data.scope,
      tokenHash: hashOf(token),
      prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
      expiresAt,
    });
    await em.flush();
    return { ...viewOf(row), token };
  });
}

/** Revokes one of the viewer's tokens; it stops working on the next request. */
export async function revokeApiToken(ctx: RequestContext, id: string): Promise<void> {
  const viewer = requireViewer(ctx.viewer);
  const deleted = isUuid(id) ? await ctx.em.nativeDelete(ApiToken, { id, user: viewer.id }) : 0;
  if (!deleted) throw new NotFound(TOKEN_NOT_FOUND);
}

/**
 * The user and scope of a bearer token. A wrong one is recorded against the caller's address
 * (the same per-address bucket as failed logins) and answers 401, or 429 once the address is over it.
 */
export async function authenticateApiToken(
  em: EntityManager,
  token: string,
  ip: string,
): Promise<{ user: User; scope: ApiTokenScope }> {
  const row = token.startsWith(API_TOKEN_PREFIX)
    ? await em.findOne(ApiToken, { tokenHash: hashOf(token) }, { populate: ['user'] })
    : null;
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) {
    await recordLoginFailure(em, FAILED_TOKEN_ACCOUNT_KEY, ip);
    await assertAddressAllowed(em, ip);
    throw new Unauthenticated(INVALID_API_TOKEN);
  }
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await em.nativeUpdate(ApiToken, { id: row.id }, { lastUsedAt: new Date() });
  }
  return { user: row.user, scope: row.scope };
}

/**
 * The user and scope of a token still valid now, or null: the check a live subscription repeats
 * before each event it sends. Unlike {@link authenticateApiToken} it records nothing (the token
 * was proven once, when the socket connected).
 */
export async function userOfApiToken(
  em: EntityManager,
  token: string,
): Promise<{ user: User; scope: ApiTokenScope } | null> {
  const row = token.startsWith(API_TOKEN_PREFIX)
    ? await em.findOne(ApiToken, { tokenHash: hashOf(token) }, { populate: ['user'] })
    : null;
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return null;
  return { user: row.user, scope: row.scope };
}
