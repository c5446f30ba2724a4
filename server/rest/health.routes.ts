import type { MikroORM } from '@mikro-orm/postgresql';
import { Router } from 'express';
import { eventLoopDelay, startEventLoopDelayMonitor } from '../http/eventLoopDelay';

const READINESS_TIMEOUT_MS = 2000;

/**
 * /healthz/live (the process answers) and /healthz/ready (the database answers too, else 503). Every
 * ready answer carries `eventLoopDelayMs`: the event-loop delay's p99 and max in ms over the last
 * 1–2 minutes. Building the router starts the delay monitor, so it runs from app start.
 */
export function healthRouter(orm: MikroORM): Router {
  startEventLoopDelayMonitor();
  const router = Router();
  router.get('/live', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), READINESS_TIMEOUT_MS).unref(),
    );
    try {
      await Promise.race([orm.em.fork().execute('select 1'), timeout]);
      res.json({ status: 'ok', database: 'up', eventLoopDelayMs: eventLoopDelay() });
    } catch {
      res
        .set('Retry-After', '5')
        .status(503)
        .json({ status: 'unavailable', database: 'down', eventLoopDelayMs: eventLoopDelay() });
    }
  });
  return router;
}
