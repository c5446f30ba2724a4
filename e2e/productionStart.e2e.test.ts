import { spawn } from 'node:child_process';
import path from 'node:path';

// The production start without Docker (scripts/production-start.mjs): the committed tree and the
// built app in a new directory with only production dependencies, one PostgreSQL and two instances.
// It runs as a test file so it waits on `npm ci --omit=dev` beside the other files instead of after
// the whole suite.

const ROOT = path.resolve(__dirname, '..');

/** Runs the script with this Node, resolving with its exit code and everything it printed. */
function runProductionStart(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/production-start.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the production start without Docker', () => {
  it('installs only production dependencies, serves one session on two instances and stops cleanly', async () => {
    const { code, output } = await runProductionStart();
    // The whole output is the failure message: which step failed and why.
    expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('both stopped cleanly on SIGTERM') });
    expect(output).toContain('the session from A works on B');
  }, 300_000);
});
