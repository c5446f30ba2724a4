// Raw HTTP for the cost benchmark: node:http sends oversized headers, many cookies and odd bodies as
// given (fetch would refuse or rewrite some), and the time is taken from the first byte written to
// the last byte read.
import http from 'node:http';

/**
 * Sends one request and reads the whole answer.
 * @param {string} baseUrl
 * @param {{ method: string, path: string, headers?: Record<string, string | string[]>, body?: string | Buffer }} request
 * @returns {Promise<{ status: number, ms: number, requestBytes: number, message: string | undefined }>}
 */
export function sendRaw(baseUrl, { method, path, headers = {}, body }) {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const requestBytes =
    Buffer.byteLength(path) +
    Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + String(value).length, 0) +
    (payload?.length ?? 0);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}), connection: 'close' },
        agent: false,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          resolve({
            status: response.statusCode ?? 0,
            ms,
            requestBytes,
            message: messageOf(Buffer.concat(chunks).toString('utf8')),
          });
        });
        response.on('error', reject);
      },
    );
    // A server that refuses early may close while the body is still being written: the answer is what counts.
    request.on('error', (error) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET'
        ? resolve({ status: 0, ms: performance.now() - started, requestBytes, message: error.code })
        : reject(error),
    );
    if (payload) request.end(payload);
    else request.end();
  });
}

/** The error message of a REST or GraphQL answer, if it has one. */
function messageOf(text) {
  try {
    const body = JSON.parse(text);
    return body.errors?.[0]?.message ?? body.message;
  } catch {
    return undefined;
  }
}

/**
 * The event-loop delay the server reports in /healthz/ready (`eventLoopDelayMs`), or null.
 * @param {string} baseUrl
 * @returns {Promise<{ p99: number, max: number } | null>}
 */
export async function readEventLoopDelay(baseUrl) {
  try {
    const ready = await (await fetch(`${baseUrl}/healthz/ready`)).json();
    return ready.eventLoopDelayMs ?? null;
  } catch {
    return null;
  }
}
