import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

/** An answer read off the socket: status, headers, the body as text and, when it is JSON, parsed. */
export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: unknown;
}

/** What {@link rawRequest} sends. */
export interface RawRequest {
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

/**
 * One request with node:http and nothing in between (supertest sets and checks headers of its own),
 * so oversized or numerous headers and cookies really go out as given.
 */
export function rawRequest(
  baseUrl: string,
  { method = 'GET', path, headers = {}, body }: RawRequest,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const sending = request(new URL(path, baseUrl), { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body: parsed });
      });
      response.on('error', reject);
    });
    sending.on('error', reject);
    sending.end(body);
  });
}
