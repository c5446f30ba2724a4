import { createHash, randomBytes } from 'node:crypto';
import { sql, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ProviderIdentity, User } from '../../entities';
import type { RequestContext } from '../context';
import { requireViewer } from '../../policies/viewer';
import { createUser } from '../accounts';
import { ProviderLoginFailed, type ProviderClaims } from './oidcClient';
import { freeUsernameFor } from './providerUsernames';

/**
 * The address an account gets when the provider does not vouch for one: `.invalid` is reserved
 * (RFC 2606), so it can never reach anybody, and the hash keeps it unique per provider account.
 */
function unverifiedEmailPlaceholder(claims: ProviderClaims): string {
  const digest = createHash('sha256').update(`${claims.issuer}\n${claims.subject}`).digest('hex').slice(0, 20);
  return `provider-${digest}@unverified.invalid`;
}

async function newAccountFor(em: EntityManager, claims: ProviderClaims): Promise<User> {
  const verifiedEmail = claims.emailVerified ? claims.email : null;
  if (verifiedEmail && (await em.count(User, { [sql.lower('email')]: verifiedEmail }))) {
    // Never join an existing account by email alone: its owner links the provider from /profile.
    throw new ProviderLoginFailed('email_taken', 'A verified email of an existing account; linking is explicit');
  }
  return createUser(em, {
    username: await freeUsernameFor(em, claims),
    email: verifiedEmail ?? unverifiedEmailPlaceholder(claims),
    displayName: claims.name,
    // Nobody knows this password: such an account signs in through its provider.
    password: randomBytes(32).toString('base64url'),
  });
}

async function userFor(em: EntityManager, claims: ProviderClaims, linkTo: User | null): Promise<User> {
  const identity = await em.findOne(
    ProviderIdentity,
    { issuer: claims.issuer, subject: claims.subject },
    { populate: ['user'] },
  );
  if (identity) {
    if (linkTo && identity.user.id !== linkTo.id) {
      throw new ProviderLoginFailed('already_linked', 'The provider account belongs to another user');
    }
    identity.lastSignInAt = new Date();
    await em.flush();
    return identity.user;
  }
  const user = linkTo ?? (await newAccountFor(em, claims));
  em.create(ProviderIdentity, { user, issuer: claims.issuer, subject: claims.subject });
  await em.flush();
  return user;
}

/**
 * Signs in with a provider account, found by (issuer, subject) — never by email. The first time it
 * makes an account from the claims; with `linkUserId` (a signed-in user linking from /profile) it
 * attaches the provider account to that user instead. Starts a fresh session like password login.
 */
export async function signInWithProvider(
  ctx: RequestContext,
  claims: ProviderClaims,
  linkUserId: string | null,
): Promise<User> {
  const linkTo = linkUserId ? ctx.viewer : null;
  if (linkUserId && linkTo?.id !== linkUserId) {
    throw new ProviderLoginFailed('expired', 'The session that started linking has ended');
  }
  let user: User;
  try {
    user = await ctx.em.transactional((em) => userFor(em, claims, linkTo ? em.merge(linkTo) : null));
  } catch (error) {
    // Two callbacks for the same new provider account at once: the loser finds the winner's row.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    ctx.em.clear();
    user = await ctx.em.transactional((em) => userFor(em, claims, linkTo ? em.merge(linkTo) : null));
  }
  ctx.session.signIn(user);
  return user;
}

/** The identity-provider accounts linked to the signed-in user (shown on /profile), oldest first; 401 for a visitor. */
export async function linkedProvidersOfViewer(ctx: RequestContext): Promise<Array<{ issuer: string; linkedAt: Date }>> {
  const identities = await ctx.em.find(
    ProviderIdentity,
    { user: requireViewer(ctx.viewer).id },
    { orderBy: { createdAt: 'asc' } },
  );
  return identities.map((identity) => ({ issuer: identity.issuer, linkedAt: identity.createdAt }));
}
