// `npm run dev`: the API server (recompiled by tsc --watch, restarted by node --watch) on API_PORT (3001)
// and the Vite dev server with hot reload on PORT (3000), which proxies /api, /graphql and /healthz to it.
import { execSync, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
execSync('npm run -s build:server', { stdio: 'inherit' });

const children = [
  spawn('npx', ['tsc', '-w', '--preserveWatchOutput', '-p', 'tsconfig.server.json'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=dist/server', 'dist/server/main.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--config', 'client/vite.config.mts'], { stdio: 'inherit' }),
];

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop('SIGTERM'));
