import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { JSON_BODY_MAX_BYTES } from '../schema/limits';
import type { AppConfig } from './config';
import { NotFound } from './errors/appErrors';
import { createApolloServer } from './graphql/apollo';
import { buildApiSchema } from './graphql/schema';
import { graphQLContext, type GraphQLContext } from './graphql/context';
import { requireAntiForgeryToken } from './http/antiForgery';
import { requireWriteScopeForChanges } from './http/apiTokenAuth';
import { provideAppServices } from './http/appServices';
import { clientApp, playgroundPage } from './http/clientApp';
import { errorHandler } from './http/errorHandler';
import { refuseDeepJson } from './http/jsonDepth';
import { refuseTooManyQueryParameters } from './http/queryParameters';
import { assignRequestId } from './http/requestId';
import { sessionMiddleware } from './http/session';
import { apiRouter } from './rest/api';
import { createLiveServer, type LiveServer } from './live/websocket';
import { LiveHub } from './events/hub';
import { healthRouter } from './rest/health.routes';
import type { AppServices } from './services/appServices';
import { MusicLookups } from './services/music/musicLookups';
import { OidcClient } from './services/oidc/oidcClient';
import { RoomClock } from './services/rehearsal/roomClock';

/** The assembled app and what must be closed with it. */
export interface AssembledApp {
  app: Express;
  apollo: ApolloServer<GraphQLContext>;
  /**
   * Subscriptions over WebSocket at /graphql: give its `handleUpgrade` to the HTTP server's
   * 'upgrade' event. Stopping Apollo closes it too (its drainServer hook).
   */
  live: LiveServer;
}

/** Smaller answers gain less from compression than it costs. */
const COMPRESS_ABOVE_BYTES = 1024;

/** Origins of art services configured over plain http (only the local fakes of tests and e2e). */
function httpArtOrigins(config: AppConfig): string[] {
  const urls = [config.music.coverArtUrl, config.music.lastFmUrl].filter((url) => url.startsWith('http:'));
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * Security headers. Album art is shown straight from the art services' URLs: any https origin is
 * allowed; an http art service (the local fakes in tests) is allowed by its origin.
 */
const securityHeaders = (config: AppConfig) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Mantine sets element styles at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...httpArtOrigins(config)],
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

/**
 * The headers a hashed script, stylesheet or image needs: no sniffing, no use by other sites. What
 * protects a page (its CSP, framing, referrer, isolation rules) does nothing on these, and HTTP/1.1
 * sends headers uncompressed: the full set was about 1 KiB on each of the ~60 files of a first
 * load. Workers are the exception (their script's CSP is theirs), so they keep the full set.
 */
const assetHeaders = helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** A content-hashed client file that is no worker script. */
const isPlainAsset = (urlPath: string) => urlPath.startsWith('/assets/') && !/worker/i.test(urlPath);

/** The full security headers for pages, the API and workers; the few that matter for plain assets. */
function securityHeadersByPath(config: AppConfig): RequestHandler {
  const full = securityHeaders(config);
  return (req, res, next) => (isPlainAsset(req.path) ? assetHeaders(req, res, next) : full(req, res, next));
}

/**
 * Assembles express. Order matters: request id, security headers and the query-string limit for everything; health checks
 * and the built client before the session (no database work for a static file); then session,
 * the playground page, anti-forgery, JSON bodies, /api and /graphql; a JSON 404; the error handler last.
 */
export async function createApp(config: AppConfig, orm: MikroORM): Promise<AssembledApp> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const services: AppServices = {
    musicLookups: new MusicLookups(config.music),
    providerLogin: config.oidc && { client: new OidcClient(config.oidc), keys: config.sessionKeys },
    roomClock: new RoomClock(),
    liveHub: new LiveHub(orm.config.get('clientUrl')!),
  };
  provideAppServices(app, services);
  app.use(assignRequestId);
  // JSON answers and the HTML shell above 1 KiB go compressed; the build's assets arrive
  // precompressed (clientApp), photos and other compressed types are left alone.
  app.use(compression({ threshold: COMPRESS_ABOVE_BYTES }));
  app.use(securityHeadersByPath(config));
  app.use(refuseTooManyQueryParameters);
  app.use('/healthz', healthRouter(orm));
  app.use(clientApp(config.clientDir, config.sessionKeys, orm));
  app.use(sessionMiddleware(orm, config.sessionKeys));
  app.get('/graphql', playgroundPage(config.clientDir));
  app.use(requireAntiForgeryToken(config.sessionKeys));
  app.use(requireWriteScopeForChanges);
  app.use(express.json({ limit: JSON_BODY_MAX_BYTES, verify: refuseDeepJson }));
  app.use('/api', apiRouter());
  const schema = await buildApiSchema();
  const live = await createLiveServer(app, schema, orm, config.sessionKeys, services);
  // Apollo's recipe for subscriptions: stopping the server drains the WebSocket side too.
  const apollo = await createApolloServer(schema, [
    { serverWillStart: async () => ({ drainServer: () => live.close() }) },
  ]);
  app.use('/graphql', expressMiddleware(apollo, { context: graphQLContext }));
  app.use(() => {
    throw new NotFound('Not found');
  });
  app.use(errorHandler);
  return { app, apollo, live };
}
