import { existsSync } from 'node:fs';
import type { MikroORM } from '@mikro-orm/postgresql';
import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { firstScreenDataOf } from './firstScreenData';
import { sendPageShell } from './pageShell';
import { pageSession } from './session';

/** Paths the API owns: never answered with the client's index.html. */
const API_PREFIXES = ['/api/', '/graphql', '/healthz/'];
/** Vite puts content-hashed files here: a new build gets new names, so browsers may keep them for good. */
const HASHED_ASSETS_PATH = '/assets/';

function isApiPath(urlPath: string): boolean {
  return urlPath === '/api' || API_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
}

/**
 * Sends a file of the built client. `root` keeps `send`'s dot-file rule to the file's own name:
 * with an absolute path it would refuse a checkout under a dot-directory (~/.cache/..., ~/.jenkins/...).
 */
function sendClientFile(clientDir: string, file: string): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', 'no-cache').sendFile(file, { root: clientDir }, (error) => error && next(error));
  };
}

/**
 * The built single-page client, served before the session middleware so no asset request touches
 * the database: hashed assets (cached for a year), other static files, and index.html for any
 * other GET that wants HTML outside the API paths (the client's router decides what it shows),
 * sent with the visitor's session and anti-forgery cookies ({@link pageSession}) and, when that
 * session names a user, a hint saying so ({@link sendPageShell}) and, on a set list or its stage
 * that user may read, the screen's first data (the only page that reads the database with `orm`).
 */
export function clientApp(clientDir: string, sessionKeys: string[], orm?: MikroORM): RequestHandler[] {
  const hasFile = (file: string) => existsSync(path.join(clientDir, file));

  // The build's brotli/gzip copies (client/vite.config.mts), chosen by Accept-Encoding, with Vary.
  const staticFrom = (cacheControl: string, validators: boolean) =>
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        etag: validators,
        lastModified: validators,
        setHeaders: (res) => res.setHeader('Cache-Control', cacheControl),
      },
    }) as RequestHandler;
  // A hashed file is never asked for again with If-None-Match (immutable, and a new build names it
  // anew), so it goes without ETag and Last-Modified: 70 bytes less on each of a first load's ~40 files.
  const serveHashed = staticFrom('public, max-age=31536000, immutable', false);
  const serveOther = staticFrom('no-cache', true);
  const serveStatic: RequestHandler = (req, res, next) =>
    (req.path.startsWith(HASHED_ASSETS_PATH) ? serveHashed : serveOther)(req, res, next);
  // API requests skip the file lookup: a failed stat per API call is measurable (bench:profile).
  const staticFiles: RequestHandler = (req, res, next) => (isApiPath(req.path) ? next() : serveStatic(req, res, next));
  const shell = Router();
  shell.use((req, _res, next) => {
    const wantsShell = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.path) && req.accepts('html');
    next(wantsShell && hasFile('index.html') ? undefined : 'router');
  });
  const extras = orm && ((req: Request) => firstScreenDataOf(orm, req));
  shell.use(pageSession(sessionKeys), sendPageShell(clientDir, extras));
  return [staticFiles, shell];
}

/**
 * GET /graphql from a browser: the bundled GraphiQL playground (works offline). Mounted after the
 * session middleware, so the page arrives with the anti-forgery cookie its first request needs.
 */
export function playgroundPage(clientDir: string): RequestHandler {
  const sendPlayground = sendClientFile(clientDir, 'playground.html');
  return (req, res, next) => {
    const wantsPlayground =
      req.method === 'GET' && req.accepts(['application/json', 'html']) === 'html' && req.query.query === undefined;
    if (!wantsPlayground || !existsSync(path.join(clientDir, 'playground.html'))) return next();
    sendPlayground(req, res, next);
  };
}
