// The built server (`node dist/server/main.js`) as a child process, for the scripts and benchmarks
// that run the app as `npm start` does and must learn the free port it took.
import { spawn } from 'node:child_process';

/** The line `server/main.ts` prints once it listens; the port is read from it. */
const LISTENING_LINE = /running at http:\/\/localhost:(\d+)/;

/**
 * The environment of a production start on a free port with music lookups off: only PATH and HOME
 * of this process, then `extra`.
 * @param {Record<string, string | undefined>} extra
 * @returns {Record<string, string | undefined>}
 */
export function productionEnv(extra) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: '0',
    MUSIC_LOOKUPS: 'off',
    ...extra,
  };
}

/**
 * Spawns `node <main>` with stdout and stderr collected; `port` resolves with the port it prints
 * once it listens, and rejects when it exits first or (with `timeoutMs`) is not listening in time.
 * @param {{ main: string, cwd: string, env: Record<string, string | undefined>, node?: string, name?: string, timeoutMs?: number }} options
 * @returns {{ child: import('node:child_process').ChildProcess, port: Promise<number>, exited: Promise<{ code: number | null, at: number }>, output: () => string }}
 */
export function spawnBuiltApp({ main, cwd, env, node = process.execPath, name = 'the app', timeoutMs }) {
  const child = spawn(node, [main], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve({ code, at: performance.now() })));
  const port = new Promise((resolve, reject) => {
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output}`)),
            timeoutMs,
          );
    const collect = (chunk) => {
      output += chunk;
      const match = LISTENING_LINE.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return { child, port, exited, output: () => output };
}
