import request, { type Response } from 'supertest';
import { getNamedType } from 'graphql';
import { GRAPHQL_OPERATION_NAMES, REST_OPERATION_IDS, type GraphqlOperationName } from '../../schema/operationIds';
import { graphqlOperationDocuments, type GraphQLOperationDocument } from '../fuzz/graphqlOperations';
import {
  graphqlOperations,
  OPERATION_EXAMPLES,
  restKey,
  restOperations,
  type OperationExample,
} from '../fuzz/operations';
import { restOperations as restTable } from '../rest/operations';
import { changedTables } from '../fuzz/world';
import { ERROR_STATUS, isErrorCode } from '../errors/appErrors';
import { realImage } from '../test/imageFixtures';
import { attachSound } from '../test/soundFixtures';
import { graphqlVariables, restOperationsByKey, restRequest } from './matrixRequests';
import { ACTORS, MatrixWorld, type Actor } from './matrixWorld';
import { graphqlRows, matrixFile, operationRowOf, restRows, type Outcome } from './matrixRows';
import { ACCESS_CLASSES } from './accessClasses';

// The authorization matrix (OWASP ASVS 8.2). authorization-matrix.json says, for
// every operation (one row for its REST route and its GraphQL twin, matrixRows.ts), what each of
// ten callers gets: "ok" or the error code. Every cell is sent for real; a refused cell must change no row, an allowed one
// must carry no field its viewer may not see (secrets, phone numbers, others' email addresses).
// Cells aimed at the owner's rows and sent by anyone else are the object-level (IDOR) replay:
// another user's playlist, track, share, photo, token.

const matrix = { rest: restRows, graphql: graphqlRows };
const documents = new Map(graphqlOperationDocuments().map((operation) => [operation.name, operation]));

/** Keys no response may ever carry, whoever asks. */
const SECRET_KEYS = new Set([
  'password',
  'passwordHash',
  'password_hash',
  'sessionVersion',
  'session_version',
  'tokenHash',
  'token_hash',
]);

function secretKeysIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => secretKeysIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_KEYS.has(key)) found.push(key);
      secretKeysIn(inner, found);
    }
  }
  return found;
}

/** "ok", or the error code of a refusal (checking that the status matches the code). */
function outcomeOf(response: Response, door: 'REST' | 'GraphQL'): { outcome: string; problem?: string } {
  if (door === 'GraphQL') {
    const code = response.body?.errors?.[0]?.extensions?.code as unknown;
    if (code === undefined)
      return response.status === 200 ? { outcome: 'ok' } : { outcome: `status ${response.status}` };
    if (!isErrorCode(code)) return { outcome: `code ${String(code)}` };
    const problem =
      response.status !== 200 && response.status !== ERROR_STATUS[code]
        ? `status ${response.status} with ${code}`
        : undefined;
    return { outcome: code, problem };
  }
  if (response.status < 400) return { outcome: 'ok' };
  const code = response.body?.code as unknown;
  if (!isErrorCode(code)) return { outcome: `status ${response.status}` };
  return {
    outcome: code,
    problem: response.status !== ERROR_STATUS[code] ? `status ${response.status} with ${code}` : undefined,
  };
}

let world: MatrixWorld;
const tally = {
  cells: 0,
  asExpected: 0,
  unexpectedOk: 0,
  faults: 0,
  idorReplays: 0,
  idorRefused: 0,
  idorUnexpectedOk: 0,
};

beforeAll(async () => {
  world = await MatrixWorld.start();
});
afterAll(async () => {
  await world?.close();
  console.log(
    `Authorization matrix: ${tally.cells} cells, ${tally.asExpected} as expected, ${tally.unexpectedOk} unexpected 2xx, ${tally.faults} × 5xx; ` +
      `object-level replay: ${tally.idorReplays} requests naming another user's rows, ${tally.idorRefused} refused, ` +
      `${tally.idorReplays - tally.idorRefused - tally.idorUnexpectedOk} allowed by the rules (shared playlist, profile, photo), ${tally.idorUnexpectedOk} unexpected 2xx`,
  );
});

function sendRest(key: string, actor: Actor): Promise<Response> {
  const spec = restRequest(restOperationsByKey.get(key)!, world.fixtures);
  const pending = request(world.app.server)[spec.method.toLowerCase() as 'post'](spec.path).set(world.headersOf(actor));
  if (spec.query) pending.query(spec.query);
  // Apollo's CSRF prevention runs a GET query only when it is not a "simple" request.
  if (spec.answersAsGraphql) pending.set('Content-Type', 'application/json');
  if (spec.photoUpload)
    return realImage('png').then((bytes) =>
      pending.attach('profileImage', bytes, { filename: 'me.png', contentType: 'image/png' }),
    );
  if (spec.soundUpload) return attachSound(pending);
  if (spec.csv !== undefined) return pending.set('Content-Type', spec.textType ?? 'text/csv').send(spec.csv);
  return spec.body ? pending.send(spec.body) : pending;
}

function sendGraphql(operation: GraphQLOperationDocument, actor: Actor): Promise<Response> {
  const variables = graphqlVariables(operation.name as GraphqlOperationName, world.fixtures);
  return request(world.app.server)
    .post('/graphql')
    .set(world.headersOf(actor))
    .send({ query: operation.document, variables });
}

/** Operations whose answer is the owner's public profile, which shows their email (SPEC.md §2, §7). */
const SHOWS_A_PROFILE = new Set([
  'GET /api/users/profile/:username',
  'PATCH /api/users/profile/:username',
  'userProfile',
  'updateUserProfile',
]);

const restPathOf = new Map(restTable.map((operation) => [operation.operationId, operation.path]));

/**
 * Whether an operation names one of the owner's rows (or the owner), so that anyone else calling it
 * is an object-level replay: a REST path parameter; for GraphQL, its REST twin's path parameter, or
 * (with no twin) an ID or username argument. Read from the REST table and the schema, so a new
 * operation is covered the day it exists.
 */
function namesOwnersRows(door: 'REST' | 'GraphQL', key: string): boolean {
  if (door === 'REST') return key.includes('/:');
  const twin = restPathOf.get(key);
  if (twin !== undefined) return twin.includes('/:');
  return (documents.get(key)?.args ?? []).some(
    (arg) => getNamedType(arg.type).name === 'ID' || arg.name === 'username',
  );
}
/** Operations naming the owner that anyone signed in may call: public profiles and their photos (SPEC.md, "/users/{username} (public profile)"). */
const OPEN_TO_ANYONE_SIGNED_IN = new Set([
  'GET /api/users/profile/:username',
  'GET /api/users/:userId/profile-image/:imageId',
  'userProfile',
]);
const NOT_THE_OWNER: Actor[] = [
  'otherUser',
  'recipient',
  'exRecipient',
  'demotedAdmin',
  'deletedUser',
  'anonymous',
  'revokedToken',
];

/** Sends one cell and returns what is wrong with it (empty when it is as the matrix says). */
async function checkCell(
  door: 'REST' | 'GraphQL',
  key: string,
  actor: Actor,
  expected: Outcome,
  send: () => Promise<Response>,
): Promise<string[]> {
  if (actor === 'readToken' || actor === 'revokedToken') await world.markTokensUsed();
  const before = await world.digest();
  const response = await send();
  const changed = changedTables(before, await world.digest());
  const { outcome, problem } = outcomeOf(response, door);
  const problems: string[] = [];
  if (outcome !== expected)
    problems.push(
      `${actor}: expected ${expected}, got ${outcome} (${response.status} ${JSON.stringify(response.body).slice(0, 160)})`,
    );
  if (problem) problems.push(`${actor}: ${problem}`);
  if (outcome !== 'ok' && changed.length) problems.push(`${actor}: refused, yet changed ${changed.join(', ')}`);
  if (outcome === 'ok') {
    // The API reference describes request bodies, write-only password fields included: it is a schema, not data.
    const secrets = key === 'GET /api/openapi.json' ? [] : secretKeysIn(response.body);
    if (secrets.length) problems.push(`${actor}: response carries ${secrets.join(', ')}`);
    const text = response.text ?? '';
    const phones = world.hiddenPhonesFor(actor).filter((phone) => text.includes(phone));
    if (phones.length) problems.push(`${actor}: response carries phone numbers it may not read: ${phones.join(', ')}`);
    const emails = world.hiddenEmailsFor(actor, SHOWS_A_PROFILE.has(key)).filter((email) => text.includes(email));
    if (emails.length)
      problems.push(`${actor}: response carries email addresses SPEC does not show it: ${emails.join(', ')}`);
  }
  tally.cells += 1;
  if (!problems.length) tally.asExpected += 1;
  if (outcome === 'ok' && expected !== 'ok') tally.unexpectedOk += 1;
  if (response.status >= 500) tally.faults += 1;
  if (namesOwnersRows(door, key) && NOT_THE_OWNER.includes(actor)) {
    tally.idorReplays += 1;
    if (outcome !== 'ok') tally.idorRefused += 1;
    else if (expected !== 'ok') tally.idorUnexpectedOk += 1;
  }
  if (changed.length) await world.reset();
  return problems;
}

describe('the authorization matrix file', () => {
  it('gives every operation of both doors a kind of access or its own row (not both), every route outside the table a row, and nothing else', () => {
    const ids = [...new Set([...REST_OPERATION_IDS, ...GRAPHQL_OPERATION_NAMES])];
    const withAccess = ids.filter((id) => (OPERATION_EXAMPLES[id] as OperationExample).access !== undefined);
    expect(Object.keys(matrixFile.operations).sort()).toEqual(ids.filter((id) => !withAccess.includes(id)).sort());
    expect(withAccess.length).toBeGreaterThan(50);
    expect(Object.keys(matrixFile.routes).sort()).toEqual(
      restOperations
        .filter((route) => !route.operationId)
        .map(restKey)
        .sort(),
    );
    expect(Object.keys(matrix.rest).sort()).toEqual(restOperations.map(restKey).sort());
    expect(Object.keys(matrix.graphql).sort()).toEqual([...documents.keys()].sort());
    expect(Object.keys(matrix.graphql).sort()).toEqual(Object.keys(graphqlOperations).sort());
  });

  it("gives a GraphQL operation its own row only where its answer is not its REST twin's", () => {
    for (const [name, row] of Object.entries(matrixFile.graphqlDiffers)) {
      expect(REST_OPERATION_IDS).toContain(name);
      expect(row).not.toEqual(operationRowOf(name as GraphqlOperationName));
    }
  });

  it('gives every row an outcome for each of the ten actors: "ok" or an error code', () => {
    expect(matrixFile.actors).toEqual([...ACTORS]);
    const rows = [
      ...Object.values(ACCESS_CLASSES),
      ...Object.values(matrixFile.operations),
      ...Object.values(matrixFile.graphqlDiffers),
      ...Object.values(matrixFile.routes),
    ];
    for (const row of rows) {
      expect(Object.keys(row)).toEqual([...ACTORS]);
      for (const outcome of Object.values(row)) expect(outcome === 'ok' || isErrorCode(outcome)).toBe(true);
    }
  });

  it("refuses another user every operation that names the owner's rows, on both doors, but the public profile and photo", () => {
    const replays = [
      ...Object.entries(matrix.rest).filter(([key]) => namesOwnersRows('REST', key)),
      ...Object.entries(matrix.graphql).filter(([name]) => namesOwnersRows('GraphQL', name)),
    ];
    expect(replays.length).toBeGreaterThan(50);
    // The rehearsal room's GraphQL operations name a playlist too.
    expect(replays.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'leadRehearsal',
        'startRehearsalTrack',
        'reportRehearsalSync',
        'GET /api/playlists/:id/rehearsal',
      ]),
    );
    const opened = replays
      .filter(([key, row]) => row.otherUser === 'ok' && !OPEN_TO_ANYONE_SIGNED_IN.has(key))
      .map(([key]) => key);
    expect(opened).toEqual([]);
  });
});

describe('every cell of the matrix, sent for real', () => {
  it.each(Object.keys(matrix.rest))('REST %s', async (key) => {
    const problems: string[] = [];
    const door = restRequest(restOperationsByKey.get(key)!, world.fixtures).answersAsGraphql ? 'GraphQL' : 'REST';
    for (const actor of ACTORS)
      problems.push(...(await checkCell(door, key, actor, matrix.rest[key]![actor], () => sendRest(key, actor))));
    expect(problems).toEqual([]);
  });

  it.each(Object.keys(matrix.graphql) as GraphqlOperationName[])('GraphQL %s', async (name) => {
    const problems: string[] = [];
    for (const actor of ACTORS)
      problems.push(
        ...(await checkCell('GraphQL', name, actor, matrix.graphql[name]![actor], () =>
          sendGraphql(documents.get(name)!, actor),
        )),
      );
    expect(problems).toEqual([]);
  });

  it('ends with every cell as expected, no unexpected 2xx and no 5xx', () => {
    const rows = Object.keys(matrix.rest).length + Object.keys(matrix.graphql).length;
    expect(tally).toMatchObject({
      cells: rows * ACTORS.length,
      asExpected: rows * ACTORS.length,
      unexpectedOk: 0,
      faults: 0,
      idorUnexpectedOk: 0,
    });
  });
});
