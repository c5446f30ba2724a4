import { existsSync } from 'node:fs';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { requireAntiForgeryToken } from './auth/antiForgery';
import { sessionMiddleware } from './auth/session';
import type { AppConfig } from './config';
import { createApolloServer } from './graphql/apollo';
import { graphQLContext, type GraphQLContext } from './graphql/context';
import { apiRouter } from './rest/api';
import { errorHandler } from './rest/errorHandler';
import { healthRouter } from './rest/health.routes';

/** JSON bodies larger than this are refused with 413. */
export const JSON_BODY_LIMIT = '100kb';

/** The assembled app and what must be closed with it. */
export interface AssembledApp {
  app: Express;
  apollo: ApolloServer<GraphQLContext>;
}

const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // Mantine sets element styles at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** GET /graphql from a browser opens the bundled GraphiQL playground (works offline). */
function playground(clientDir: string): RequestHandler {
  const page = path.join(clientDir, 'playground.html');
  return (req, res, next) => {
    const wantsPage = req.method === 'GET' && req.accepts(['application/json', 'html']) === 'html' && !req.query.query;
    if (!wantsPage) return next();
    if (!existsSync(page)) return next();
    res.sendFile(page);
  };
}

/** Serves the built single-page client; any unknown GET that wants HTML gets index.html. */
function clientApp(clientDir: string): RequestHandler[] {
  const index = path.join(clientDir, 'index.html');
  const spaFallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html') || !existsSync(index)) return next();
    res.set('Cache-Control', 'no-cache').sendFile(index);
  };
  return [express.static(clientDir, { index: false, maxAge: '1h' }), spaFallback];
}

/** Assembles express: headers, health, session, anti-forgery, JSON, /api, /graphql, client, errors. */
export async function createApp(config: AppConfig, orm: MikroORM): Promise<AssembledApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders);
  app.use('/healthz', healthRouter(orm));
  app.use(sessionMiddleware(orm, config.sessionKeys));
  app.get('/graphql', playground(config.clientDir));
  app.use(requireAntiForgeryToken(config.sessionKeys));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', apiRouter());
  const apollo = await createApolloServer();
  app.use('/graphql', expressMiddleware(apollo, { context: graphQLContext }));
  app.use(clientApp(config.clientDir));
  app.use(errorHandler);
  return { app, apollo };
}
