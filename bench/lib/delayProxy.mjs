// A loopback TCP proxy that delays every chunk, for bench/sync.mjs: each direction has its own
// delay distribution (asymmetric), chunks keep their order per direction (a chunk is released no
// earlier than the one before it), and cut() takes the "network" away for a while: open
// connections are reset at once and new ones are refused (accepted and closed) until it is back,
// as a phone whose Wi-Fi drops sees it.
import net from 'node:net';

/**
 * Sends chunks of `from` to `to`, each `delayMs()` later than it arrived but never before the chunk
 * before it: one timer for the head of a queue, so order is kept however the delays fall.
 */
function delayedPipe(from, to, delayMs, stats) {
  const queue = [];
  let timer = null;
  let lastReleaseMs = 0;
  let ending = false;
  const flush = () => {
    timer = null;
    const now = performance.now();
    while (queue.length && queue[0].at <= now + 0.5) {
      const { chunk } = queue.shift();
      if (!to.destroyed) to.write(chunk);
    }
    if (queue.length) timer = setTimeout(flush, Math.max(0, queue[0].at - performance.now()));
    else if (ending && !to.destroyed) to.end();
  };
  from.on('data', (chunk) => {
    const delay = delayMs();
    stats.push(delay);
    const at = Math.max(lastReleaseMs, performance.now() + delay);
    lastReleaseMs = at;
    queue.push({ at, chunk });
    if (!timer) timer = setTimeout(flush, Math.max(0, queue[0].at - performance.now()));
  });
  from.on('end', () => {
    ending = true;
    if (!timer && !queue.length && !to.destroyed) to.end();
  });
}

/**
 * Starts a proxy on a free loopback port to 127.0.0.1:`targetPort`.
 * @param {number} targetPort
 * @param {{ upMs: () => number, downMs: () => number }} delays page→app and app→page delay of one chunk (ms)
 * @returns {Promise<{ port: number, url: string, cut: (ms: number) => { cutAt: number, backAt: Promise<number> }, stats: () => object, close: () => Promise<void> }>}
 */
export async function startDelayProxy(targetPort, { upMs, downMs }) {
  const sockets = new Set();
  const up = [];
  const down = [];
  let cutUntil = 0;
  let refused = 0;
  const server = net.createServer((client) => {
    client.setNoDelay(true);
    if (performance.now() < cutUntil) {
      refused++;
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    upstream.setNoDelay(true);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        (socket === client ? upstream : client).destroy();
      });
      socket.on('error', () => socket.destroy());
    }
    delayedPipe(client, upstream, upMs, up);
    delayedPipe(upstream, client, downMs, down);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const summary = (delays) => {
    const sorted = [...delays].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? null;
    return {
      chunks: sorted.length,
      minMs: at(0),
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: sorted[sorted.length - 1] ?? null,
    };
  };
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** Resets every open connection and refuses new ones for `ms`; `backAt` resolves (performance.now()) when the network is back. */
    cut(ms) {
      const cutAt = performance.now();
      cutUntil = cutAt + ms;
      for (const socket of sockets) socket.resetAndDestroy();
      const backAt = new Promise((resolve) => setTimeout(() => resolve(performance.now()), ms));
      return { cutAt, backAt };
    },
    stats: () => ({ pageToApp: summary(up), appToPage: summary(down), refusedWhileCut: refused }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
