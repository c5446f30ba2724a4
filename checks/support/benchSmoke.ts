import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Runs `npm run bench:*` in smoke mode (bench/lib/smoke.mjs: tiny sizes, no timing verdict), so a
// benchmark that breaks fails `npm test` rather than on the day someone needs its figures. Runs the
// compiled app: `npm test` builds before jest (run `npm run build` first when running these alone).

const root = path.resolve(__dirname, '..', '..');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** One smoke run: its name as the bench script's, and the node arguments that run it. */
export interface BenchSmoke {
  name: string;
  args: string[];
}

/** Each bench script's `node bench/<name>.mjs` (its build step is the one `npm test` already ran), plus profile's cost mode. */
export function benchSmokes(): BenchSmoke[] {
  const smokes = Object.entries(scripts)
    .filter(([name]) => name.startsWith('bench:'))
    .map(([name, command]) => {
      const file = /\bnode (bench\/[\w-]+\.mjs)\b/.exec(command)?.[1];
      if (!file) throw new Error(`${name} does not run a bench/*.mjs script: ${command}`);
      return { name, args: [file] };
    });
  return [...smokes, { name: 'bench:profile -- cost', args: ['bench/profile.mjs', 'cost'] }];
}

/**
 * The benchmarks that drive Chromium (Lighthouse, rehearsal pages, the audio engine, MIDI out): their own
 * test file, so the two jest workers share the smoke runs instead of one file holding a worker for
 * all of them. Every other benchmark is in checks/benchSmoke.test.ts.
 */
export const BROWSER_BENCHES = ['bench:web', 'bench:sync', 'bench:audio', 'bench:midi', 'bench:midi-in'];

/** Two at a time: each starts its own servers, PostgreSQL copy or Chromium, on a 2-core machine. */
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
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, BENCH_SMOKE: '1', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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

/** Declares the jest tests of these smoke runs: all run (two at a time) before the tests look at their exits. */
export function describeBenchSmokes(title: string, smokes: BenchSmoke[]): void {
  const results = new Map<string, SmokeResult>();

  beforeAll(
    async () => {
      const queue = [...smokes];
      const worker = async () => {
        for (let smoke = queue.shift(); smoke; smoke = queue.shift())
          results.set(smoke.name, await runSmoke(smoke.args));
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      // Where this file's time goes, for docs/TESTING.md.
      console.log(
        `bench smoke seconds: ${[...results].map(([name, result]) => `${name} ${result.seconds}`).join(', ')}`,
      );
    },
    Math.ceil(smokes.length / CONCURRENCY) * TIMEOUT_MS + 10_000,
  );

  describe(title, () => {
    it.each(smokes.map((smoke) => [smoke.name]))('%s runs through and exits 0', (name) => {
      const result = results.get(name)!;
      // The tail of its output explains a failure.
      expect({
        name,
        code: result.code,
        signal: result.signal,
        tail: result.code === 0 ? '' : result.output.slice(-4000),
      }).toEqual({ name, code: 0, signal: null, tail: '' });
      expect(result.output).toMatch(/smoke run/);
    });
  });
}
