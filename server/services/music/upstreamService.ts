import { baseUrl } from './musicConfig';
import { requestUpstream, UpstreamFailure, type UpstreamRequest, type UpstreamResponse } from './upstream';

/**
 * A music service at a configured base URL: every request carries our User-Agent and the
 * service's timeout, and every failure names the service.
 */
export abstract class UpstreamService {
  /** The service's name in failures ('Deezer'). */
  protected abstract readonly service: string;
  protected readonly base: string;

  constructor(
    url: string,
    private readonly userAgent: string,
    /** None: the default of {@link requestUpstream}. */
    private readonly timeoutMs?: number,
  ) {
    this.base = baseUrl(url);
  }

  /** One request to `path` (with its query) below the base URL. */
  protected request(
    path: string,
    options: Pick<UpstreamRequest, 'method' | 'redirect'> = {},
  ): Promise<UpstreamResponse> {
    return requestUpstream({
      service: this.service,
      url: `${this.base}${path}`,
      userAgent: this.userAgent,
      timeoutMs: this.timeoutMs,
      ...options,
    });
  }

  /** The failure for an answer whose status means nothing to us. */
  protected unexpectedStatus(response: UpstreamResponse, retryAfterSeconds?: number): UpstreamFailure {
    return new UpstreamFailure(this.service, `answered HTTP ${response.status}`, retryAfterSeconds);
  }
}
