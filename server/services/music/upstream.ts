/** Every request to a music service gives up after this long. */
export const UPSTREAM_TIMEOUT_MS = 5000;

/**
 * A music service failed (connection refused, timeout, 5xx, an error body, its quota): not an
 * answer. The tempo chain tells this apart from "the service does not know the song", and no
 * failure is ever cached.
 */
export class UpstreamFailure extends Error {
  constructor(
    readonly service: string,
    message: string,
    /** Seconds the service asked us to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${service}: ${message}`);
    this.name = 'UpstreamFailure';
  }
}

/** An HTTP answer of a music service: status, headers and the parsed JSON body (null when not JSON). */
export interface UpstreamResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Options of {@link requestUpstream}. */
export interface UpstreamRequest {
  service: string;
  url: string;
  userAgent: string;
  method?: 'GET' | 'HEAD';
  timeoutMs?: number;
  /** 'manual' to see a redirect itself (Cover Art Archive answers 307 to the image). */
  redirect?: 'follow' | 'manual';
}

/**
 * One request with a timeout; connection errors and timeouts become {@link UpstreamFailure}.
 * Any HTTP status is returned as it is: each provider decides what its statuses mean.
 */
export async function requestUpstream(request: UpstreamRequest): Promise<UpstreamResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: { 'User-Agent': request.userAgent, Accept: 'application/json' },
      redirect: request.redirect ?? 'follow',
      signal: AbortSignal.timeout(request.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new UpstreamFailure(request.service, `${reason} (${describeCause(error)})`);
  }
  let body: unknown = null;
  if (request.method !== 'HEAD') {
    try {
      const text = await response.text();
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new UpstreamFailure(request.service, 'timed out while reading the answer');
      }
      body = null;
    }
  } else {
    await response.body?.cancel();
  }
  return { status: response.status, headers: response.headers, body };
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}

/** Retry-After in seconds (a number or an HTTP date), or undefined when absent or malformed. */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const raw = headers.get('retry-after');
  if (!raw) return undefined;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A plain JSON object, or null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
