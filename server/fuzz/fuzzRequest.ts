import type { Response, Test } from 'supertest';
import type { ApiClient } from '../test/apiClient';
import { realImage } from '../test/imageFixtures';
import { randomClientAddress } from './world';

/** An HTTP method as supertest names it. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A request of `client` as the fuzz sends them: asking for JSON, with the client's anti-forgery
 * token, from a client address of its own (so per-address limits never block the fuzz itself).
 */
export function requestAs(client: ApiClient, method: HttpMethod, path: string): Test {
  return client.agent[method](path)
    .set('Accept', 'application/json')
    .set('X-Forwarded-For', randomClientAddress())
    .set('X-XSRF-Token', client.token ?? '');
}

/** Sends `pending` with a real PNG photo attached as multipart field `field`, as the browser's photo form does. */
export async function sendWithPhoto(pending: Test, field = 'profileImage'): Promise<Response> {
  return await pending.attach(field, await realImage('png'), { filename: 'me.png', contentType: 'image/png' });
}
