// An open-loop load generator: requests start on a fixed schedule whether or not earlier ones have
// answered (as independent musicians do), and each latency is measured from when the request was
// due, so a server that falls behind cannot hide it (no coordinated omission).
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {{ kind: string, method: string, url: string, headers?: Record<string, string>, body?: string }} LoadRequest
 * @typedef {{ kind: string, status: number, dueAt: number, latencyMs: number, retryAfter?: string, error?: string, body?: string }} LoadAnswer
 * `dueAt` is the `performance.now()` the request was due at; it answered at `dueAt + latencyMs`.
 */

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** Sends one request; resolves with its status (0 for a socket error) and, for writes, the body. */
function send(request, dueAt, keepBody) {
  return new Promise((resolve) => {
    let retryAfter;
    const done = (status, error, body) =>
      resolve({ kind: request.kind, status, dueAt, latencyMs: performance.now() - dueAt, retryAfter, error, body });
    const outgoing = http.request(
      request.url,
      { method: request.method, headers: request.headers, agent, timeout: 30_000 },
      (response) => {
        retryAfter = response.headers['retry-after'];
        const chunks = [];
        response.on('data', (chunk) => keepBody && chunks.push(chunk));
        response.on('end', () =>
          done(response.statusCode ?? 0, undefined, keepBody ? Buffer.concat(chunks).toString() : undefined),
        );
        response.on('error', (error) => done(0, error.message));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out after 30 s')));
    outgoing.on('error', (error) => done(0, error.message));
    outgoing.end(request.body);
  });
}

/**
 * Sends `rate` requests per second for `seconds`, each made by `next(i)`, and returns every answer.
 * @param {{ rate: number, seconds: number, next: (i: number) => LoadRequest, keepBody?: (request: LoadRequest) => boolean }} options
 * @returns {Promise<{ answers: LoadAnswer[], elapsedSeconds: number }>}
 */
export async function runAtRate({ rate, seconds, next, keepBody = () => false }) {
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending = [];
  let sent = 0;
  while (sent < total) {
    const dueNow = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    for (; sent < dueNow; sent++) {
      const request = next(sent);
      pending.push(send(request, start + (sent * 1000) / rate, keepBody(request)));
    }
    await sleep(1);
  }
  const answers = await Promise.all(pending);
  return { answers, elapsedSeconds: (performance.now() - start) / 1000 };
}

/** The `p`-th percentile (0–100) of sorted numbers. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Figures of a run: achieved rate, errors (socket errors and non-2xx), latency percentiles.
 * @param {{ answers: LoadAnswer[], elapsedSeconds: number }} run
 */
export function summarize({ answers, elapsedSeconds }) {
  const latencies = answers.map((answer) => answer.latencyMs).sort((a, b) => a - b);
  const failed = answers.filter((answer) => answer.status < 200 || answer.status >= 300);
  const round = (value) => Math.round(value * 10) / 10;
  const statuses = {};
  for (const answer of failed)
    statuses[answer.status || answer.error] = (statuses[answer.status || answer.error] ?? 0) + 1;
  const byKind = {};
  for (const kind of new Set(answers.map((answer) => answer.kind))) {
    const own = answers
      .filter((answer) => answer.kind === kind)
      .map((answer) => answer.latencyMs)
      .sort((a, b) => a - b);
    byKind[kind] = { requests: own.length, p50Ms: round(percentile(own, 50)), p99Ms: round(percentile(own, 99)) };
  }
  return {
    requests: answers.length,
    achievedPerSecond: round(answers.length / elapsedSeconds),
    errors: failed.length,
    errorsByStatus: statuses,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? NaN),
    byKind,
  };
}
