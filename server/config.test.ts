import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const strongSecret = 's'.repeat(32);

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database', () => {
    const config = loadConfig({ SESSION_SECRET: strongSecret });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads PORT, DATABASE_URL and rotating session keys', () => {
    const config = loadConfig({
      PORT: '4100',
      DATABASE_URL: 'postgres://db/app',
      SESSION_SECRET: `${strongSecret}, ${'t'.repeat(40)}`,
    });
    expect(config).toMatchObject({
      port: 4100,
      databaseUrl: 'postgres://db/app',
      sessionKeys: [strongSecret, 't'.repeat(40)],
    });
  });

  it.each(['abc', '-1', '70000', '3.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port, SESSION_SECRET: strongSecret })).toThrow(ConfigError);
  });

  it('refuses to start in production without SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
  });

  it('refuses a short SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('accepts a strong SESSION_SECRET in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: strongSecret }).sessionKeys).toEqual([strongSecret]);
  });

  it('in development, generates a secret once and keeps it under the data directory', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'miq-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionKeys[0]!.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionKeys).toEqual(first.sessionKeys);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first.sessionKeys[0]);
  });

  it('points the music services at the public ones by default, with a User-Agent naming the version and the app', () => {
    const { music } = loadConfig({ SESSION_SECRET: strongSecret, PORT: '4100' });
    expect(music).toEqual({
      enabled: true,
      musicBrainzUrl: 'https://musicbrainz.org',
      acousticBrainzUrl: 'https://acousticbrainz.org',
      deezerUrl: 'https://api.deezer.com',
      coverArtUrl: 'https://coverartarchive.org',
      lastFmUrl: 'https://ws.audioscrobbler.com',
      lastFmApiKey: null,
      userAgent: expect.stringMatching(/^MusicIQueue\/\d+\.\d+\.\d+ \( http:\/\/localhost:4100 \)$/),
    });
  });

  it('reads the music service URLs, the Last.fm key, the contact and MUSIC_LOOKUPS=off', () => {
    const { music } = loadConfig({
      SESSION_SECRET: strongSecret,
      MUSICBRAINZ_URL: 'http://mb.local/',
      DEEZER_URL: 'http://deezer.local',
      LASTFM_API_KEY: ' key ',
      MUSICBRAINZ_CONTACT: 'ops@example.org',
      MUSIC_LOOKUPS: 'OFF',
    });
    expect(music).toMatchObject({
      enabled: false,
      musicBrainzUrl: 'http://mb.local',
      deezerUrl: 'http://deezer.local',
      lastFmApiKey: 'key',
    });
    expect(music.userAgent).toMatch(/ \( ops@example\.org \)$/);
  });
});
