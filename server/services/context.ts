import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiTokenScope } from '../../schema/limits';
import type { User } from '../entities';
import type { AppServices } from './appServices';

/** What a service may do to the caller's session; implemented over cookie-session by server/http/session.ts. */
export interface SessionControl {
  /** Starts a fresh signed-in session for the user (new session id, new anti-forgery token). */
  signIn(user: User): void;
  /** Ends the session on this client, leaving an anonymous one. */
  signOut(): void;
  /** Keeps this client's session valid after the user's session version changed. */
  refresh(user: User): void;
}

/** Everything a service needs about the request; both doors build it the same way. */
export interface RequestContext {
  em: EntityManager;
  /** The signed-in user, or null for an anonymous caller. Always loaded from the database. */
  viewer: User | null;
  session: SessionControl;
  /** Client address, as express sees it behind the configured proxies. */
  ip: string;
  /** This request's id (X-Request-Id), for log lines. */
  requestId: string;
  /** How the viewer proved who they are: a session cookie (null) or a personal API token of this scope. */
  apiTokenScope?: ApiTokenScope | null;
  /** The app's long-lived services (music lookups, provider sign-in, the room clock, the live hub), the same for every request. */
  services: AppServices;
}
