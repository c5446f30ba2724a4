import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors/startupErrors';
import { loadMusicConfig, type MusicConfig } from './services/music/musicConfig';
import { loadOidcConfig, type OidcConfig } from './services/oidc/oidcConfig';

/** Everything the server reads from the environment, parsed once at start-up. */
export interface AppConfig {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  /** Connection string of an existing PostgreSQL; unset means the embedded one under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  sessionKeys: string[];
  /** Express "trust proxy" setting, so rate limits see the real client address behind a proxy. */
  trustProxy: boolean | number | string;
  adminPassword?: string;
  demoPassword?: string;
  /** Directory of the built client (index.html and assets). */
  clientDir: string;
  /** The music services behind song search and tempo lookups (docs/features/song-search.md). */
  music: MusicConfig;
  /** The identity provider of /api/login, or null when OIDC_* is not set (docs/features/provider-sign-in.md). */
  oidc: OidcConfig | null;
}

/** The environment asks for something unsafe or malformed. */
export class ConfigError extends StartupError {}

const MIN_SECRET_LENGTH = 32;

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}".`);
  }
  return port;
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (!raw) return false;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * Session signing keys: SESSION_SECRET (comma-separated, newest first, for rotation).
 * Development keeps a generated secret under the data directory so restarts keep people signed in;
 * production refuses to start without a strong one.
 */
function loadSessionKeys(env: NodeJS.ProcessEnv, nodeEnv: AppConfig['nodeEnv'], dataDir: string): string[] {
  const raw = env.SESSION_SECRET?.trim();
  if (raw) {
    const keys = raw
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    const weak = keys.find((key) => key.length < MIN_SECRET_LENGTH);
    if (weak !== undefined && nodeEnv === 'production') {
      throw new ConfigError(
        `SESSION_SECRET: every key must be at least ${MIN_SECRET_LENGTH} characters in production.`,
      );
    }
    return keys;
  }
  if (nodeEnv === 'production') {
    throw new ConfigError(
      `SESSION_SECRET is required in production (at least ${MIN_SECRET_LENGTH} random characters; comma-separate several to rotate).`,
    );
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return [readFileSync(file, 'utf8').trim()];
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return [secret];
}

/** Reads and checks the environment; throws ConfigError with a clear message when it is unsafe. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  const port = parsePort(env.PORT, 3000);
  return {
    nodeEnv,
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sessionKeys: loadSessionKeys(env, nodeEnv, dataDir),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    clientDir: path.resolve(env.CLIENT_DIR || path.join(__dirname, '..', 'client')),
    music: loadMusicConfig(env, `http://localhost:${port}`),
    oidc: loadOidcConfig(env),
  };
}
