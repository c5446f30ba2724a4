// Child process of bench/api.mjs: serves one benchmark target on a free loopback port.
//   node bench/lib/server.mjs ours <databaseUrl>   the real app (compiled server in dist/)
//   node bench/lib/server.mjs raw <databaseUrl> <viewerId>   a minimal express + pg handler
// Sends { port } to the parent once listening; closes everything on the message 'stop'.
// 'profile-start' / 'profile-stop' record a CPU profile and the CPU time per request in between
// (answered with { profile, cpuMicros, requests }), for bench/profile.mjs; 'block-start' / 'block-stop'
// measure the longest the event loop was held in between (answered with { maxBlockMs }), without a profiler's overhead.
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { createRawApp } from './rawApp.mjs';

const require = createRequire(import.meta.url);
// The app's own server settings (header limit, JSON answers for what the HTTP parser refuses), for both targets alike.
const { createHttpServer } = require('../../dist/server/http/httpServer.js');

/** A session secret for this run only (the real app wants 32+ characters). */
const SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

/** @returns {Promise<{ app: import('express').Express, close: () => Promise<void> }>} */
async function ours(databaseUrl) {
  require('reflect-metadata');
  const { createApp } = require('../../dist/server/app.js');
  const { loadConfig } = require('../../dist/server/config.js');
  const { openOrm } = require('../../dist/server/db/orm.js');
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET, CLIENT_DIR: '/nonexistent', MUSIC_LOOKUPS: 'off' });
  const orm = await openOrm(databaseUrl, { pool: { min: 0, max: 10 } });
  const { app, apollo } = await createApp(config, orm);
  return {
    app,
    close: async () => {
      await apollo.stop();
      await orm.close(true);
    },
  };
}

async function main() {
  const [mode, databaseUrl, viewerId] = process.argv.slice(2);
  if (!databaseUrl || (mode !== 'ours' && mode !== 'raw'))
    throw new Error('usage: server.mjs ours|raw <databaseUrl> [viewerId]');
  const target = mode === 'ours' ? await ours(databaseUrl) : createRawApp(databaseUrl, viewerId);
  // Counts handlers still running: autocannon hangs up with requests in flight, which must finish
  // before the pool closes (else they fail with "driver has already been destroyed").
  let inFlight = 0;
  let served = 0;
  const server = createHttpServer((req, res) => {
    inFlight += 1;
    served += 1;
    let running = true;
    // Done once the handler has called res.end(), whether or not the client was still there.
    const settle = () => {
      if (running && res.writableEnded) {
        running = false;
        inFlight -= 1;
      }
    };
    res.once('finish', settle);
    res.once('close', function poll() {
      settle();
      if (running) setTimeout(poll, 20);
    });
    target.app(req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const profiler = new Session();
  let profileStart = null;
  let blocks = null;
  process.on('message', async (message) => {
    if (message === 'profile-start') {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
      await profiler.post('Profiler.start');
      profileStart = { cpu: process.cpuUsage(), served };
      process.send({ profiling: true });
      return;
    }
    if (message === 'profile-stop') {
      const { profile } = await profiler.post('Profiler.stop');
      const cpu = process.cpuUsage(profileStart.cpu);
      profiler.disconnect();
      process.send({ profile, cpuMicros: cpu.user + cpu.system, requests: served - profileStart.served });
      return;
    }
    if (message === 'block-start') {
      blocks = monitorEventLoopDelay({ resolution: 1 });
      blocks.enable();
      process.send({ measuring: true });
      return;
    }
    if (message === 'block-stop') {
      blocks.disable();
      // The histogram records how late a 1 ms timer fired: its maximum is the longest the loop was held.
      process.send({ maxBlockMs: Number((blocks.max / 1e6).toFixed(1)) });
      return;
    }
    if (message !== 'stop') return;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    for (const deadline = Date.now() + 10_000; inFlight > 0 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    server.closeAllConnections();
    await closed;
    await target.close();
    process.disconnect();
  });
  process.send?.({ port: /** @type {import('node:net').AddressInfo} */ (server.address()).port });
}

main().catch((error) => {
  console.error(`[bench server ${process.argv[2]}]`, error);
  process.exit(1);
});
