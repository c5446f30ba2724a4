import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the music services are and how we introduce ourselves to them (docs/features/song-search.md). */
export interface MusicConfig {
  /** False when MUSIC_LOOKUPS=off: no request leaves the server; search says so, tempos come from community or estimate. */
  enabled: boolean;
  musicBrainzUrl: string;
  acousticBrainzUrl: string;
  deezerUrl: string;
  coverArtUrl: string;
  lastFmUrl: string;
  /** Last.fm is skipped without a key. */
  lastFmApiKey: string | null;
  /** `MusicIQueue/<version> ( <contact> )`, as MusicBrainz asks of every client. */
  userAgent: string;
}

/** The public services, used unless the environment points elsewhere. */
export const MUSIC_SERVICE_DEFAULTS = {
  musicBrainzUrl: 'https://musicbrainz.org',
  acousticBrainzUrl: 'https://acousticbrainz.org',
  deezerUrl: 'https://api.deezer.com',
  coverArtUrl: 'https://coverartarchive.org',
  lastFmUrl: 'https://ws.audioscrobbler.com',
} as const;

/** The User-Agent MusicBrainz requires: application name, version and a contact. */
export function musicUserAgent(version: string, contact: string): string {
  return `MusicIQueue/${version} ( ${contact} )`;
}

/** A base URL without its trailing slashes, so paths can be appended. */
export function baseUrl(url: string): string {
  // Not /\/+$/: that regex is quadratic on a long run of slashes (checks/regexSafety.test.ts).
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

/** The version in the nearest package.json above this file (source and compiled layouts differ in depth). */
function packageVersion(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const { name, version } = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (name === 'music-iqueue' && version) return version;
    }
    if (path.dirname(dir) === dir) return '0.0.0';
  }
}

/**
 * Reads the music settings: MUSICBRAINZ_URL, ACOUSTICBRAINZ_URL, DEEZER_URL, COVERART_URL,
 * LASTFM_URL, LASTFM_API_KEY, MUSICBRAINZ_CONTACT (default: the app's own URL) and MUSIC_LOOKUPS=off.
 */
export function loadMusicConfig(env: NodeJS.ProcessEnv, ownUrl: string): MusicConfig {
  const pick = (value: string | undefined, fallback: string) => baseUrl(value?.trim() || fallback);
  return {
    enabled: env.MUSIC_LOOKUPS?.trim().toLowerCase() !== 'off',
    musicBrainzUrl: pick(env.MUSICBRAINZ_URL, MUSIC_SERVICE_DEFAULTS.musicBrainzUrl),
    acousticBrainzUrl: pick(env.ACOUSTICBRAINZ_URL, MUSIC_SERVICE_DEFAULTS.acousticBrainzUrl),
    deezerUrl: pick(env.DEEZER_URL, MUSIC_SERVICE_DEFAULTS.deezerUrl),
    coverArtUrl: pick(env.COVERART_URL, MUSIC_SERVICE_DEFAULTS.coverArtUrl),
    lastFmUrl: pick(env.LASTFM_URL, MUSIC_SERVICE_DEFAULTS.lastFmUrl),
    lastFmApiKey: env.LASTFM_API_KEY?.trim() || null,
    userAgent: musicUserAgent(packageVersion(), env.MUSICBRAINZ_CONTACT?.trim() || ownUrl),
  };
}
