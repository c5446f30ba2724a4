import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_SONGS, searchCatalogue, type FakeSong } from './fakeMusic/catalogue';
import {
  ACOUSTICBRAINZ_NOT_FOUND,
  acousticBrainzLowLevel,
  DEEZER_NO_DATA,
  DEEZER_QUOTA,
  deezerSearchHit,
  deezerTrack,
  LASTFM_INVALID_KEY,
  LASTFM_TRACK_NOT_FOUND,
  lastFmTrackInfo,
  lastFmTrackWithoutAlbum,
  MUSICBRAINZ_NOT_FOUND,
  MUSICBRAINZ_RATE_LIMITED,
  musicBrainzRecording,
  musicBrainzSearch,
  TINY_PNG,
} from './fakeMusic/responses';

export * from './fakeMusic/catalogue';

// Small local stand-ins for MusicBrainz, AcousticBrainz, Deezer, Cover Art Archive and Last.fm,
// answering with the real services' response shapes over real HTTP, so the server's providers,
// queue, caches and tempo chain run unchanged in tests (API tests and the e2e app process alike).

/** The services the fakes stand in for. */
export type FakeService = 'musicbrainz' | 'acousticbrainz' | 'deezer' | 'coverart' | 'lastfm' | 'images';

/**
 * How each fake behaves right now (`ok` unless a test switches it):
 * - `rateLimited`: HTTP 503 with MusicBrainz's rate-limit body and `Retry-After`; `rateLimitedOnce`: only the next request.
 * - `quota`: Deezer's HTTP 200 `{"error": {"code": 4}}`.
 * - `down`: HTTP 500 (Last.fm: its error body); `hangUp`: the connection is dropped without an answer.
 * - `invalidKey`: Last.fm error 10 whatever key is sent.
 * - `slow`: answers as `ok`, but only after `slowMs` (past the server's timeouts).
 */
export interface FakeMusicBehaviour {
  musicbrainz: 'ok' | 'rateLimited' | 'rateLimitedOnce' | 'down' | 'hangUp' | 'slow';
  acousticbrainz: 'ok' | 'down' | 'hangUp' | 'slow';
  deezer: 'ok' | 'quota' | 'down' | 'hangUp' | 'slow';
  coverart: 'ok' | 'down' | 'hangUp' | 'slow';
  lastfm: 'ok' | 'invalidKey' | 'down' | 'hangUp' | 'slow';
  /** Seconds MusicBrainz's 503 asks to wait. */
  retryAfterSeconds: number;
  /** How long a `slow` service takes to answer. */
  slowMs: number;
}

/** One request a fake received. */
export interface FakeRequest {
  service: FakeService;
  method: string;
  /** Path and query below the service's base URL, e.g. `/ws/2/recording?query=…`. */
  path: string;
  headers: IncomingMessage['headers'];
  /** `Date.now()` when it arrived. */
  at: number;
}

/** Options of {@link startFakeMusicServices}. */
export interface FakeMusicOptions {
  behaviour?: Partial<FakeMusicBehaviour>;
  /** Services whose URL in `env` points at a closed port (connection refused). */
  refused?: Array<Exclude<FakeService, 'images'>>;
}

/** The running fakes. */
export interface FakeMusicServices {
  /** MUSICBRAINZ_URL, ACOUSTICBRAINZ_URL, DEEZER_URL, COVERART_URL, LASTFM_URL, LASTFM_API_KEY, and MUSIC_LOOKUPS=on: pass to the app. */
  env: Record<string, string>;
  /** Every request received, oldest first (tests may clear it with `requests.length = 0`). */
  requests: FakeRequest[];
  /** The requests one service received. */
  requestsTo(service: FakeService): FakeRequest[];
  /** Switches behaviours (the rest stay as they are). */
  behave(change: Partial<FakeMusicBehaviour>): void;
  /** Every behaviour back to `ok`, requests cleared. */
  reset(): void;
  baseUrl: string;
  close(): Promise<void>;
}

/** The Last.fm API key the fake accepts (anything else is error 10). */
export const FAKE_LASTFM_API_KEY = 'fake-lastfm-key';

const OK_BEHAVIOUR: FakeMusicBehaviour = {
  musicbrainz: 'ok',
  acousticbrainz: 'ok',
  deezer: 'ok',
  coverart: 'ok',
  lastfm: 'ok',
  retryAfterSeconds: 1,
  slowMs: 6000,
};
const SERVICES: FakeService[] = ['musicbrainz', 'acousticbrainz', 'deezer', 'coverart', 'lastfm', 'images'];

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

const songById = (id: string): FakeSong | undefined => FAKE_SONGS.find((song) => song.id === id);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A port nothing listens on (taken and released at once). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the fakes on one local port, each service under its own path prefix. */
export async function startFakeMusicServices(options: FakeMusicOptions = {}): Promise<FakeMusicServices> {
  let behaviour: FakeMusicBehaviour = { ...OK_BEHAVIOUR, ...options.behaviour };
  const requests: FakeRequest[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  const handlers: Record<FakeService, (url: URL, req: IncomingMessage, res: ServerResponse) => void> = {
    musicbrainz(url, _req, res) {
      if (behaviour.musicbrainz === 'rateLimited' || behaviour.musicbrainz === 'rateLimitedOnce') {
        if (behaviour.musicbrainz === 'rateLimitedOnce') behaviour = { ...behaviour, musicbrainz: 'ok' };
        return sendJson(res, 503, MUSICBRAINZ_RATE_LIMITED, { 'Retry-After': String(behaviour.retryAfterSeconds) });
      }
      if (behaviour.musicbrainz === 'down') return sendJson(res, 500, { error: 'Internal server error' });
      if (url.pathname === '/ws/2/recording') {
        const query = url.searchParams.get('query') ?? '';
        return sendJson(
          res,
          200,
          musicBrainzSearch(searchCatalogue(query), Number(url.searchParams.get('limit') ?? 25)),
        );
      }
      const lookup = /^\/ws\/2\/recording\/([^/]+)$/.exec(url.pathname);
      const song = lookup && songById(decodeURIComponent(lookup[1]!));
      return song ? sendJson(res, 200, musicBrainzRecording(song)) : sendJson(res, 404, MUSICBRAINZ_NOT_FOUND);
    },

    acousticbrainz(url, _req, res) {
      if (behaviour.acousticbrainz === 'down') return sendJson(res, 500, { message: 'Internal Server Error' });
      const match = /^\/api\/v1\/([^/]+)\/low-level$/.exec(url.pathname);
      const song = match && songById(decodeURIComponent(match[1]!));
      if (!song || song.acousticBrainzBpm === null) return sendJson(res, 404, ACOUSTICBRAINZ_NOT_FOUND);
      return sendJson(res, 200, acousticBrainzLowLevel(song.acousticBrainzBpm));
    },

    deezer(url, _req, res) {
      if (behaviour.deezer === 'down') return sendJson(res, 500, { error: 'Internal Server Error' });
      if (behaviour.deezer === 'quota') return sendJson(res, 200, DEEZER_QUOTA);
      const known = FAKE_SONGS.filter((song) => song.deezer);
      const byIsrc = /^\/track\/isrc:(.+)$/.exec(url.pathname);
      if (byIsrc) {
        const song = known.find((candidate) => candidate.isrcs.includes(decodeURIComponent(byIsrc[1]!)));
        return sendJson(res, 200, song ? deezerTrack(song) : DEEZER_NO_DATA);
      }
      const byId = /^\/track\/(\d+)$/.exec(url.pathname);
      if (byId) {
        const song = known.find((candidate) => candidate.deezer!.id === Number(byId[1]));
        return sendJson(res, 200, song ? deezerTrack(song) : DEEZER_NO_DATA);
      }
      if (url.pathname === '/search') {
        const q = url.searchParams.get('q') ?? '';
        const artist = /artist:"([^"]*)"/.exec(q)?.[1] ?? '';
        const track = /track:"([^"]*)"/.exec(q)?.[1] ?? '';
        const hits = known.filter((song) => same(song.artist, artist) && same(song.title, track));
        return sendJson(res, 200, { data: hits.map(deezerSearchHit), total: hits.length });
      }
      return sendJson(res, 200, { error: { type: 'OAuthException', message: 'Invalid query', code: 600 } });
    },

    coverart(url, _req, res) {
      if (behaviour.coverart === 'down') return sendJson(res, 502, { error: 'Bad Gateway' });
      const match = /^\/release\/([^/]+)\/front-250$/.exec(url.pathname);
      const song = match && FAKE_SONGS.find((candidate) => candidate.releaseId === decodeURIComponent(match[1]!));
      if (!song?.hasCover) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return res.end('No cover art found for release');
      }
      res.writeHead(307, { Location: `${baseUrl}/images/caa/${song.releaseId}-250.png`, 'Content-Type': 'text/plain' });
      return res.end('See: the image');
    },

    lastfm(url, _req, res) {
      if (behaviour.lastfm === 'down')
        return sendJson(res, 500, {
          error: 16,
          message: 'There was a temporary error processing your request. Please try again',
        });
      const params = url.searchParams;
      if (behaviour.lastfm === 'invalidKey' || params.get('api_key') !== FAKE_LASTFM_API_KEY)
        return sendJson(res, 403, LASTFM_INVALID_KEY);
      if (params.get('method') !== 'track.getInfo')
        return sendJson(res, 400, { error: 3, message: 'Invalid Method - No method with that name in this package' });
      const song = FAKE_SONGS.find(
        (candidate) =>
          same(candidate.artist, params.get('artist') ?? '') && same(candidate.title, params.get('track') ?? ''),
      );
      if (!song) return sendJson(res, 200, LASTFM_TRACK_NOT_FOUND);
      return sendJson(
        res,
        200,
        song.hasLastFmImage ? lastFmTrackInfo(song, `${baseUrl}/images/lastfm`) : lastFmTrackWithoutAlbum(song),
      );
    },

    images(_url, _req, res) {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(TINY_PNG.length) });
      res.end(TINY_PNG);
    },
  };

  const server: Server = createServer((req, res) => {
    const full = new URL(req.url ?? '/', 'http://fake');
    const service = SERVICES.find((name) => full.pathname === `/${name}` || full.pathname.startsWith(`/${name}/`));
    if (!service) return sendJson(res, 404, { error: 'No such fake service' });
    const inner = new URL(full.pathname.slice(service.length + 1) + full.search, 'http://fake');
    requests.push({
      service,
      method: req.method ?? 'GET',
      path: inner.pathname + inner.search,
      headers: req.headers,
      at: Date.now(),
    });
    const mode = service === 'images' ? 'ok' : behaviour[service];
    if (mode === 'hangUp') return req.socket.destroy();
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!res.destroyed) handlers[service](inner, req, res);
      }, behaviour.slowMs);
      pending.add(timer);
      return;
    }
    handlers[service](inner, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const refusedBase = options.refused?.length ? `http://127.0.0.1:${await closedPort()}` : '';
  const urlOf = (service: Exclude<FakeService, 'images'>) =>
    options.refused?.includes(service) ? `${refusedBase}/${service}` : `${baseUrl}/${service}`;
  return {
    env: {
      MUSIC_LOOKUPS: 'on',
      MUSICBRAINZ_URL: urlOf('musicbrainz'),
      ACOUSTICBRAINZ_URL: urlOf('acousticbrainz'),
      DEEZER_URL: urlOf('deezer'),
      COVERART_URL: urlOf('coverart'),
      LASTFM_URL: urlOf('lastfm'),
      LASTFM_API_KEY: FAKE_LASTFM_API_KEY,
      MUSICBRAINZ_CONTACT: 'tests@music-iqueue.test',
    },
    requests,
    requestsTo: (service) => requests.filter((request) => request.service === service),
    behave: (change) => {
      behaviour = { ...behaviour, ...change };
    },
    reset: () => {
      behaviour = { ...OK_BEHAVIOUR };
      requests.length = 0;
    },
    baseUrl,
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
