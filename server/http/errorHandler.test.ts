import express from 'express';
import request from 'supertest';
import { TooManyRequests, Unavailable, ValidationError } from '../errors/appErrors';
import { captureLogs, type CapturedLogs } from '../logging/logger';
import { errorHandler } from './errorHandler';
import { assignRequestId } from './requestId';

/** A real express app with our request ids and error handler around routes that fail in given ways. */
function appWith(route: express.RequestHandler) {
  const app = express();
  app.use(assignRequestId);
  app.get('/fail', route);
  app.get('/graphql', route);
  app.use(errorHandler);
  return app;
}

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

describe('errorHandler', () => {
  it('answers a real fault with 500 INTERNAL and the request id, and logs the fault with the same id', async () => {
    const response = await request(
      appWith(() => {
        throw new TypeError('val.trim is not a function');
      }),
    ).get('/fail');
    const requestId = response.headers['x-request-id'];
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'Internal server error', code: 'INTERNAL', requestId });
    expect(JSON.stringify(response.body)).not.toMatch(/trim|TypeError|\bat\s/);
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 50,
        requestId,
        method: 'GET',
        url: '/fail',
        err: expect.objectContaining({ type: 'TypeError', message: 'val.trim is not a function' }),
      }),
    ]);
    expect((logs.lines[0]!.err as { stack: string }).stack).toMatch(/TypeError: val\.trim is not a function\n\s+at /);
  });

  it('gives the GraphQL error shape on /graphql, with the request id in extensions', async () => {
    const response = await request(
      appWith(() => {
        throw new Error('boom');
      }),
    ).get('/graphql');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      errors: [
        {
          message: 'Internal server error',
          extensions: { code: 'INTERNAL', requestId: response.headers['x-request-id'] },
        },
      ],
    });
  });

  it('keeps our own errors as they are, with fields, and logs nothing', async () => {
    const response = await request(
      appWith(() => {
        throw new ValidationError('Track name is required', { name: 'Track name is required' });
      }),
    ).get('/fail');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'Track name is required',
      code: 'VALIDATION_ERROR',
      fields: { name: 'Track name is required' },
    });
    expect(logs.lines).toEqual([]);
  });

  it('answers a 503 of ours as it is, and logs it as a warning with the request id', async () => {
    const response = await request(
      appWith(() => {
        throw new Unavailable();
      }),
    ).get('/fail');
    expect(response.status).toBe(503);
    expect(response.body.code).toBe('UNAVAILABLE');
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 40,
        requestId: response.headers['x-request-id'],
        code: 'UNAVAILABLE',
        url: '/fail',
      }),
    ]);
  });

  it('maps any error carrying a 4xx status to that status and its code', async () => {
    const response = await request(
      appWith(() => {
        throw Object.assign(new Error('Method Not Allowed'), { status: 405, expose: true });
      }),
    ).get('/fail');
    expect(response.status).toBe(405);
    expect(response.body).toEqual({ message: 'Method Not Allowed', code: 'BAD_REQUEST' });
  });

  it('when the response has already started, hands the error to express untouched instead of setting headers', () => {
    const headersSent = () => {
      throw new Error('ERR_HTTP_HEADERS_SENT: Cannot set headers after they are sent to the client');
    };
    const res = {
      headersSent: true,
      set: headersSent,
      removeHeader: headersSent,
      status: headersSent,
    } as unknown as express.Response;
    const req = { id: 'r-1', method: 'GET', originalUrl: '/fail', path: '/fail' } as express.Request;
    const next = jest.fn();
    const error = new TooManyRequests('slow down', 30);
    expect(() => errorHandler(error, req, res, next)).not.toThrow();
    expect(next).toHaveBeenCalledWith(error);
  });

  it('sets Retry-After on a 429 it answers itself', async () => {
    const response = await request(
      appWith(() => {
        throw new TooManyRequests('slow down', 30);
      }),
    ).get('/fail');
    expect(response.status).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
  });
});
