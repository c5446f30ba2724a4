import { randomUUID } from 'node:crypto';
import { createServer, STATUS_CODES, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { REQUEST_ID_HEADER } from '../../schema/http';
import { REQUEST_HEADERS_MAX_BYTES } from '../../schema/limits';
import { codeForClientStatus } from '../errors/appErrors';

/** What node's HTTP parser reports when a request breaks a rule before express sees it. */
type ClientError = Error & { code?: string };

/** Our words for what node's parser refuses; the status is the one node's own answer would have. */
function refusalOf(error: ClientError): { status: number; message: string } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        message: `The request headers are too large (at most ${REQUEST_HEADERS_MAX_BYTES / 1024} kB with the URL and cookies)`,
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The chunk extensions of the request body are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive' };
    default:
      return { status: 400, message: 'The request is not valid HTTP' };
  }
}

/**
 * Answers what node's HTTP parser refuses (headers over the limit, malformed requests) with our
 * JSON error shape instead of node's empty answer. There is no request or response object yet, so
 * the answer is written to the socket as node's own one is, and the connection closes.
 */
export function answerClientError(error: ClientError, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  // An answer already on its way must not be corrupted by a second one.
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, message } = refusalOf(error);
  const body = JSON.stringify({ message, code: codeForClientStatus(status) });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      `${REQUEST_ID_HEADER}: ${randomUUID()}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** The HTTP server of the app (production, tests, benchmarks): our header limit, and JSON answers for what the parser refuses. */
export function createHttpServer(listener: RequestListener): Server {
  const server = createServer({ maxHeaderSize: REQUEST_HEADERS_MAX_BYTES }, listener);
  server.on('clientError', answerClientError);
  return server;
}
