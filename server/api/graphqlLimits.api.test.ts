import request, { type Response } from 'supertest';
import {
  GRAPHQL_MAX_ALIASES,
  GRAPHQL_MAX_COST,
  GRAPHQL_MAX_INPUT_FIELDS,
  GRAPHQL_MAX_DIRECTIVES,
  GRAPHQL_MAX_TOKENS,
  JSON_BODY_MAX_BYTES,
} from '../../schema/limits';
import { messages } from '../../schema/validation';
import {
  fieldRepetition,
  fragmentFanOut,
  graphqlCostClasses,
  manyAliases,
  manyDirectives,
  type GraphqlCostClass,
  type GraphqlCostRequest,
} from '../../testkit/graphqlCostClasses';
import { Playlist } from '../entities';
import { limitMessages } from '../graphql/queryLimits';
import { ApiClient, newClient } from '../test/apiClient';
import { buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

let app: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  const { user, password } = await buildUser(app.em(), { isAdmin: true });
  admin = await (await newClient(app)).logIn(user.username, password);
});
afterAll(async () => {
  await app.close();
});

const bodyOf = (graphql: GraphqlCostRequest) =>
  graphql.body ?? { query: graphql.query, operationName: graphql.operationName, variables: graphql.variables };

/** What refuses each class: status, code and message (docs/API.md "Request limits"). */
const refusals: Record<GraphqlCostClass['limit'], { status: number; code: string; message: RegExp }> = {
  tokens: { status: 400, code: 'VALIDATION_ERROR', message: new RegExp(`^${limitMessages.tokens()}$`) },
  depth: { status: 400, code: 'VALIDATION_ERROR', message: /^Query is too deep: \d+ levels/ },
  aliases: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: new RegExp(`^Too many aliases: ${GRAPHQL_MAX_ALIASES + 1}, at most ${GRAPHQL_MAX_ALIASES} allowed$`),
  },
  directives: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: new RegExp(`^Too many directives: \\d+, at most ${GRAPHQL_MAX_DIRECTIVES} allowed$`),
  },
  cost: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: new RegExp(`^Query is too costly: \\d+ points, at most ${GRAPHQL_MAX_COST} allowed$`),
  },
  width: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: new RegExp(
      `^Too many fields in one input object of the variables: \\d+, at most ${GRAPHQL_MAX_INPUT_FIELDS} allowed$`,
    ),
  },
  body: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: /^The request body is too large/ },
  batching: { status: 400, code: 'VALIDATION_ERROR', message: /batching/i },
  text: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: new RegExp(`^${messages.playlistNameMax.replace(/[.()]/g, '\\$&')}$`),
  },
};

function errorOf(response: Response): { message: string; code: string } {
  const body = response.body as {
    message?: string;
    code?: string;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  if (body.errors?.[0]) return { message: body.errors[0].message, code: body.errors[0].extensions?.code ?? '' };
  return { message: body.message ?? '', code: body.code ?? '' };
}

describe('GraphQL cost classes: grown ×2 from small, each is refused by its limit', () => {
  for (const costClass of graphqlCostClasses) {
    it(`${costClass.name} → ${costClass.limit}`, async () => {
      let lastAccepted = 0;
      let refusal: Response | undefined;
      for (let size = costClass.start; size <= costClass.max && !refusal; size *= 2) {
        const response = await admin.post('/graphql', bodyOf(costClass.build(size, `S${size}`)));
        if (response.status === 200 && !response.body.errors) lastAccepted = size;
        else refusal = response;
      }
      expect(lastAccepted).toBeGreaterThanOrEqual(costClass.start);
      expect(refusal).toBeDefined();
      const expected = refusals[costClass.limit];
      expect({ status: refusal!.status, ...errorOf(refusal!) }).toEqual({
        status: expected.status,
        code: expected.code,
        message: expect.stringMatching(expected.message),
      });
    });
  }
});

describe('limits hold for visitors, users and token clients, on GET and POST, before any resolver runs', () => {
  const overLimit: Array<[string, string, string | RegExp]> = [
    ['tokens', fieldRepetition(GRAPHQL_MAX_TOKENS), limitMessages.tokens()],
    ['aliases', manyAliases(GRAPHQL_MAX_ALIASES + 1), limitMessages.aliases(GRAPHQL_MAX_ALIASES + 1)],
    ['directives', manyDirectives(GRAPHQL_MAX_DIRECTIVES + 1), limitMessages.directives(GRAPHQL_MAX_DIRECTIVES + 1)],
    ['cost (the 1 KB fan-out of 22 fragments)', fragmentFanOut(22), /^Query is too costly: \d+ points/],
  ];
  let visitor: ApiClient;
  let user: ApiClient;
  let token: string;
  beforeAll(async () => {
    visitor = await newClient(app);
    const { user: row, password } = await buildUser(app.em());
    user = await (await newClient(app)).logIn(row.username, password);
    token = (await user.post('/api/tokens', { name: 'limits', scope: 'write' })).body.token;
  });

  const callers = {
    visitor: (method: 'get' | 'post', query: string) =>
      method === 'get'
        ? request(app.server).get('/graphql').query({ query }).set('Content-Type', 'application/json')
        : visitor.graphql(query),
    user: (method: 'get' | 'post', query: string) =>
      method === 'get'
        ? user.agent.get('/graphql').query({ query }).set('Content-Type', 'application/json')
        : user.graphql(query),
    'token client': (method: 'get' | 'post', query: string) =>
      (method === 'get'
        ? request(app.server).get('/graphql').query({ query }).set('Content-Type', 'application/json')
        : request(app.server).post('/graphql').send({ query })
      ).set('Authorization', `Bearer ${token}`),
  };

  for (const [limit, query, message] of overLimit) {
    for (const [caller, send] of Object.entries(callers)) {
      it(`${limit}: ${caller}, GET and POST → 400 VALIDATION_ERROR`, async () => {
        for (const method of ['get', 'post'] as const) {
          const response = await send(method, query);
          expect({ method, status: response.status, ...errorOf(response) }).toEqual({
            method,
            status: 400,
            code: 'VALIDATION_ERROR',
            message: typeof message === 'string' ? message : expect.stringMatching(message),
          });
        }
      });
    }
  }

  it('a mutation over a limit writes nothing', async () => {
    const before = await app.em().count(Playlist, {});
    const tracks = 'tracks { id name artist bpm bpmSource albumArt } sharedWith';
    const costly = `mutation { ${Array.from({ length: 15 }, (_, index) => `p${index}: createPlaylist(input: { name: "Cost ${index}" }) { id ${tracks} }`).join(' ')} }`;
    const refused = await user.graphql(costly);
    expect({ status: refused.status, ...errorOf(refused) }).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: expect.stringMatching(/^Query is too costly/),
    });
    const directives = `mutation { createPlaylist(input: { name: "Directives" }) { ${'id @include(if: true) '.repeat(GRAPHQL_MAX_DIRECTIVES + 1)}} }`;
    expect((await user.graphql(directives)).status).toBe(400);
    expect(await app.em().count(Playlist, {})).toBe(before);
  });

  it('an input object wider than the limit is refused with one short message, not one per unknown field', async () => {
    const input = {
      name: 'Wide',
      ...Object.fromEntries(Array.from({ length: 8000 }, (_, index) => [`k${index}`, index])),
    };
    const response = await user.graphql('mutation($input: PlaylistInput!) { createPlaylist(input: $input) { id } }', {
      input,
    });
    expect({ status: response.status, ...errorOf(response) }).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: `Too many fields in one input object of the variables: 8001, at most ${GRAPHQL_MAX_INPUT_FIELDS} allowed`,
    });
    expect(JSON.stringify(response.body).length).toBeLessThan(1000);
  });

  it('a body over the JSON limit is refused whole (413)', async () => {
    const response = await user.graphql('{ me { id } }', { padding: 'x'.repeat(JSON_BODY_MAX_BYTES) });
    expect(response.status).toBe(413);
  });
});
