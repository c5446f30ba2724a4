import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import express from 'express';
import { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import request from 'supertest';
import { NotFound, Unavailable } from '../errors/appErrors';
import { assignRequestId } from '../http/requestId';
import { captureLogs, type CapturedLogs } from '../logging/logger';
import { createApolloServer } from './apollo';
import type { GraphQLContext } from './context';

// Our Apollo configuration (error formatting, statuses, request ids) over a tiny schema whose
// fields fail in each way a real resolver can.

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      fault: {
        type: GraphQLString,
        resolve: () => {
          throw new TypeError("Cannot read properties of undefined (reading 'id')");
        },
      },
      missing: {
        type: GraphQLString,
        args: { id: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: () => {
          throw new NotFound('Playlist not found');
        },
      },
      unavailable: {
        type: GraphQLString,
        resolve: () => {
          throw new Unavailable();
        },
      },
    },
  }),
});

let apollo: ApolloServer<GraphQLContext>;
let app: express.Express;
let logs: CapturedLogs;

beforeAll(async () => {
  apollo = await createApolloServer(schema);
  app = express();
  app.use(assignRequestId, express.json());
  app.use(
    '/graphql',
    expressMiddleware(apollo, { context: async ({ req }) => ({ requestId: req.id }) as GraphQLContext }),
  );
});
afterAll(() => apollo.stop());
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => logs.restore());

const post = (body: object) => request(app).post('/graphql').set('Content-Type', 'application/json').send(body);

describe('GraphQL errors', () => {
  it('a fault answers 500 INTERNAL with the request id and no details; the log line has the same id', async () => {
    const response = await post({ query: '{ fault }' });
    const requestId = response.headers['x-request-id'];
    expect(response.status).toBe(500);
    expect(response.body.errors).toEqual([
      {
        message: 'Internal server error',
        locations: [{ line: 1, column: 3 }],
        path: ['fault'],
        extensions: { code: 'INTERNAL', requestId },
      },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/Cannot read|TypeError|stacktrace/);
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 50,
        requestId,
        path: ['fault'],
        err: expect.objectContaining({ type: 'TypeError', stack: expect.stringMatching(/^TypeError: .*\n\s+at /) }),
      }),
    ]);
  });

  it('our own errors keep message, code and status, with exactly the vocabulary in extensions', async () => {
    const response = await post({ query: 'query($id: ID!) { missing(id: $id) }', variables: { id: 'x' } });
    expect(response.status).toBe(404);
    expect(response.body.errors[0]).toMatchObject({ message: 'Playlist not found', extensions: { code: 'NOT_FOUND' } });
    expect(Object.keys(response.body.errors[0].extensions)).toEqual(['code']);
    expect(logs.lines).toEqual([]);
  });

  it('a 503 of ours keeps its code and status, and is logged as a warning with the request id', async () => {
    const response = await post({ query: '{ unavailable }' });
    expect(response.status).toBe(503);
    expect(response.body.errors[0].extensions.code).toBe('UNAVAILABLE');
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 40,
        requestId: response.headers['x-request-id'],
        code: 'UNAVAILABLE',
        path: ['unavailable'],
      }),
    ]);
  });

  it.each([
    ['a variable of the wrong type', { query: 'query($id: ID!) { missing(id: $id) }', variables: { id: { $gt: '' } } }],
    ['a missing variable', { query: 'query($id: ID!) { missing(id: $id) }' }],
    ['a syntax error', { query: '{ fault ' }],
    ['an unknown field', { query: '{ nothing }' }],
    ['no query at all', { variables: {} }],
  ])('%s answers 400 VALIDATION_ERROR with a message, logging nothing', async (_case, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body.errors[0].extensions).toEqual({ code: 'VALIDATION_ERROR' });
    expect(response.body.errors[0].message).toEqual(expect.any(String));
    expect(logs.lines).toEqual([]);
  });
});
