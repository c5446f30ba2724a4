// Runs lanes of npm scripts side by side: each argument is one lane, its scripts joined by `+` and
// run one after another (`build:server+codegen:check`). `npm test` uses it for the checks before
// jest, which wait on each other only where one needs another's output; running them in series
// left one of the two cores idle for minutes. Each lane's output is printed whole when it ends (no
// interleaving), with its time; the exit code is 1 when any script failed.
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split('+'));
if (!lanes.length) {
  console.error('usage: node scripts/lanes.mjs "script+script" "script" ...');
  process.exit(2);
}

/** Runs `npm run -s <script>`, resolving with its exit code and everything it printed. */
function runScript(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', ...script.split(' ')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
const results = await Promise.all(
  lanes.map(async (scripts) => {
    for (const script of scripts) {
      const begin = Date.now();
      const { code, output } = await runScript(script);
      const seconds = ((Date.now() - begin) / 1000).toFixed(1);
      // `npm run -s` prints nothing of its own, not even for a script that does not exist.
      const said = output || (code ? `(no output: is "${script.split(' ')[0]}" a script in package.json?)\n` : '');
      process.stdout.write(`\n> ${script} (${seconds} s${code ? `, exit ${code}` : ''})\n${said}`);
      if (code) return false;
    }
    return true;
  }),
);
console.log(`\nChecks before jest: ${((Date.now() - started) / 1000).toFixed(1)} s in ${lanes.length} lanes.`);
if (results.includes(false)) process.exit(1);
