import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../../server/db/embeddedPostgres';

const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'dist', 'server', 'main.js');

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
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node dist/server/main.js` (the build must exist) and waits until it serves or exits. */
export async function startAppProcess(env: Record<string, string>, { waitForReady = true } = {}): Promise<AppProcess> {
  if (!existsSync(MAIN)) throw new Error('dist/server/main.js is missing: run `npm run build` before the e2e tests.');
  const port = env.PORT ? Number(env.PORT) : await findFreePort();
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123456789',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const app: AppProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (waitForReady) {
    const started = await Promise.race([
      waitUntilServing(app.baseUrl).then(() => true),
      exited.then(() => false),
    ]);
    if (!started) throw new Error(`The app exited before serving:\n${output}`);
  }
  return app;
}

async function waitUntilServing(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} did not become ready within ${timeoutMs} ms`);
}
