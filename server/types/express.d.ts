import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { ApiTokenScope } from '../../schema/limits';
import type { User } from '../entities';
import type { SessionControl } from '../services/context';

declare global {
  namespace Express {
    interface Request {
      /** This request's own EntityManager (identity map), forked from the ORM. */
      em: EntityManager;
      /** Signed-in user loaded from the database, or null. */
      viewer: User | null;
      sessionControl: SessionControl;
      /** This request's id, sent back as X-Request-Id and written in log lines. */
      id: string;
      /** This request's logger: its lines carry the request id. */
      log: Logger;
      /** Null for a cookie session (or none); the scope when the viewer came with a personal API token. */
      apiTokenScope: ApiTokenScope | null;
    }
  }
}

export {};
