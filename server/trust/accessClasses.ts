import { ACTORS } from './actors';
import type { MatrixRow, Outcome } from './matrixRows';

// The kinds of access most operations share, each with what the ten callers of the authorization
// matrix get. An operation's example names its kind (`access` in server/fuzz/operations.ts); one
// that fits none keeps its own row in authorization-matrix.json. Order of the callers: anonymous,
// owner, otherUser, recipient, exRecipient, admin, demotedAdmin, deletedUser, readToken, revokedToken.

const UNAUTH = 'UNAUTHENTICATED';
type Outcomes = [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];
const row = (...outcomes: Outcomes): MatrixRow =>
  Object.fromEntries(ACTORS.map((actor, at) => [actor, outcomes[at]])) as MatrixRow;

/** What each caller gets from an operation of each kind of access. */
export const ACCESS_CLASSES = {
  /** Anyone, signed in or not; a revoked token is refused before anything runs. */
  public: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', UNAUTH),
  /** Signing in or out: anyone, but not with an API token. */
  'public change': row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'FORBIDDEN', UNAUTH),
  /** A read of one's own account or of what every signed-in user may see (read tokens too). */
  'signed in': row(UNAUTH, 'ok', 'ok', 'ok', 'ok', 'ok', UNAUTH, UNAUTH, 'ok', UNAUTH),
  /** A change to one's own account or a new row of one's own (not with a read token). */
  'own account': row(UNAUTH, 'ok', 'ok', 'ok', 'ok', 'ok', UNAUTH, UNAUTH, 'FORBIDDEN', UNAUTH),
  /** A read of the owner's playlist: the owner, a recipient, an admin (404 to the others). */
  'read playlist': row(UNAUTH, 'ok', 'NOT_FOUND', 'ok', 'NOT_FOUND', 'ok', UNAUTH, UNAUTH, 'ok', UNAUTH),
  /** A change to the owner's playlist: the owner and an admin; a recipient may read it, not change it (403). */
  'edit playlist': row(UNAUTH, 'ok', 'NOT_FOUND', 'FORBIDDEN', 'NOT_FOUND', 'ok', UNAUTH, UNAUTH, 'FORBIDDEN', UNAUTH),
  /** Admins only (a demoted admin's old session is signed out). */
  admin: row(UNAUTH, 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'ok', UNAUTH, UNAUTH, 'FORBIDDEN', UNAUTH),
} as const satisfies Record<string, MatrixRow>;

/** A kind of access an operation's example may name. */
export type AccessClass = keyof typeof ACCESS_CLASSES;
