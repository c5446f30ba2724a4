import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'dist', 'server', 'main.js');
/** The line `server/main.ts` prints once it listens; the port is read from it. */
const LISTENING_LINE = /Music IQueue is running at http:\/\/localhost:(\d+)/;

/**
 * Node's compile cache for the app processes: the suite starts the built server dozens of times,
 * and each start compiled the same modules again (express, GraphQL, MikroORM …; about 0.85 s of
 * CPU to load them, 0.6 s from the cache). Keyed by each file's contents, so a stale entry is
 * never used.
 */
const COMPILE_CACHE = path.join(ROOT, 'node_modules', '.cache', 'app-compile-cache');

/** Passwords of the seeded accounts in e2e runs. */
export const E2E_ADMIN_PASSWORD = 'admin-e2e-password';
export const E2E_DEMO_PASSWORD = 'demo-e2e-password';

/** The built server running as its own process, as `npm start` runs it. */
export interface AppProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the process has printed a line matching `pattern` (at once if it already has). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Options of {@link startAppProcess}. */
export interface StartOptions {
  /** Wait until the server prints that it listens (default); false returns at once. */
  waitForReady?: boolean;
  /** The built server to run (default: this checkout's dist/server/main.js). */
  main?: string;
  /** Node options for the child, e.g. `--require` of a test probe. */
  nodeArgs?: string[];
}

/**
 * Starts `node dist/server/main.js` (the build must exist). Without a PORT the server takes a free
 * one (PORT=0) and the port is read from the line it prints once it listens.
 */
export async function startAppProcess(env: Record<string, string>, options: StartOptions = {}): Promise<AppProcess> {
  const { waitForReady = true, main = MAIN, nodeArgs = [] } = options;
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` before the e2e tests.`);
  let output = '';
  const listeners = new Set<() => void>();
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: path.dirname(path.dirname(path.dirname(main))),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      PORT: '0',
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      // Never the internet: tests that search pass the fake music services' env (MUSIC_LOOKUPS=on).
      MUSIC_LOOKUPS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of [...listeners]) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (!match) return false;
        done();
        resolve(match);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`No output matching ${pattern} within ${timeoutMs} ms. Output so far:\n${output}`));
      }, timeoutMs);
      const onExit = () => {
        if (check()) return;
        done();
        reject(new Error(`The process exited before printing ${pattern}. Output:\n${output}`));
      };
      const done = () => {
        clearTimeout(timer);
        listeners.delete(listener);
        child.off('exit', onExit);
      };
      const listener = () => void check();
      if (check()) return;
      listeners.add(listener);
      child.once('exit', onExit);
    });

  const app: AppProcess = {
    baseUrl: '',
    port: Number(env.PORT ?? 0),
    child,
    output: () => output,
    waitForOutput,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (waitForReady) {
    const [, port] = await waitForOutput(LISTENING_LINE);
    app.port = Number(port);
  }
  app.baseUrl = `http://127.0.0.1:${app.port}`;
  return app;
}
