import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every `npm run bench:*` in its smoke mode (bench/lib/smoke.mjs: tiny sizes, no timing verdict), so a
// benchmark that breaks fails here rather than on the day someone needs its figures. Runs the
// compiled app: `npm test` builds before jest (run `npm run build` first when running this alone).

const root = path.resolve(__dirname, '..');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** Each bench script's `node bench/<name>.mjs` (its build step is the one `npm test` already ran), plus profile's cost mode. */
const smokes = Object.entries(scripts)
  .filter(([name]) => name.startsWith('bench:'))
  .map(([name, command]) => {
    const file = /\bnode (bench\/[\w-]+\.mjs)\b/.exec(command)?.[1];
    if (!file) throw new Error(`${name} does not run a bench/*.mjs script: ${command}`);
    return { name, args: [file] };
  });
smokes.push({ name: 'bench:profile -- cost', args: ['bench/profile.mjs', 'cost'] });

/** Two at a time: each starts its own PostgreSQL, servers or Chromium, on a 2-core machine. */
const CONCURRENCY = 2;
const TIMEOUT_MS = 180_000;

interface SmokeResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  seconds: number;
  output: string;
}

function runSmoke(args: string[]): Promise<SmokeResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, BENCH_SMOKE: '1', NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, seconds: Math.round((Date.now() - started) / 1000), output });
    });
  });
}

const results = new Map<string, SmokeResult>();

beforeAll(async () => {
  const queue = [...smokes];
  const worker = async () => {
    for (let smoke = queue.shift(); smoke; smoke = queue.shift()) results.set(smoke.name, await runSmoke(smoke.args));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Where this file's time goes, for docs/TESTING.md.
  console.log(`bench smoke seconds: ${[...results].map(([name, result]) => `${name} ${result.seconds}`).join(', ')}`);
}, (smokes.length * TIMEOUT_MS) / CONCURRENCY + 10_000);

describe('benchmarks in smoke mode', () => {
  it.each(smokes.map((smoke) => [smoke.name]))('%s runs through and exits 0', (name) => {
    const result = results.get(name)!;
    // The tail of its output explains a failure.
    expect({ name, code: result.code, signal: result.signal, tail: result.code === 0 ? '' : result.output.slice(-4000) }).toEqual({ name, code: 0, signal: null, tail: '' });
    expect(result.output).toMatch(/smoke run/);
  });
});
