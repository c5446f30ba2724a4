import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { SIGNED_IN_HINT_META } from '../../schema/http';
import { signedInHint } from './session';

/** What a page learns from its HTML that someone is signed in here (see {@link sendPageShell}). */
const SIGNED_IN_TAG = `<meta name="${SIGNED_IN_HINT_META}" content="1">`;

/** Elements for the page's `<head>` that depend on the request ('' for none). */
export type HeadExtras = (req: Request) => Promise<string>;

/**
 * Sends the built index.html, with `<meta name="miq-signed-in">` when the visitor's session names
 * a user. The page reads it before its sign-in check has answered, to put the screen's heading
 * where the screen will (the generator's on /), instead of waiting a round trip to know which
 * screen comes. A hint only: no database work, and the check still decides what is shown. For a
 * signed-in page `extras` may add more (a set list's first data, firstScreenData.ts). The file is
 * read again when it changes (a new build).
 */
export function sendPageShell(clientDir: string, extras?: HeadExtras): RequestHandler {
  const file = path.join(clientDir, 'index.html');
  let cached: { modified: number; html: string; signedIn: string } | undefined;
  const load = async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.modified !== mtimeMs) {
      const html = await readFile(file, 'utf8');
      cached = { modified: mtimeMs, html, signedIn: html.replace('</head>', `${SIGNED_IN_TAG}</head>`) };
    }
    return cached;
  };
  return (req, res, next) => {
    load()
      .then(async (shell) => {
        const signedIn = signedInHint(req);
        const extra = signedIn && extras ? await extras(req) : '';
        // A page with a reader's data is for their browser only, never a shared cache.
        res.set('Cache-Control', extra ? 'private, no-cache' : 'no-cache').type('html');
        if (!signedIn) res.send(shell.html);
        else res.send(extra ? shell.signedIn.replace('</head>', `${extra}</head>`) : shell.signedIn);
      })
      .catch(next);
  };
}
