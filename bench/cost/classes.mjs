// The cost classes of bench:cost and bench:profile -- cost, in one shape: a raw HTTP request per size.
import pg from 'pg';
import { graphqlCostClasses } from '../../testkit/graphqlCostClasses.ts';
import { signIn } from '../lib/environment.mjs';
import { BENCH_USER } from '../lib/seed.mjs';

/** A GraphQL class as the runner's common shape: a raw HTTP request per size. */
function graphqlAsHttp(costClass, session) {
  return {
    name: `graphql · ${costClass.name}`,
    limit: costClass.limit,
    start: costClass.start,
    max: costClass.max,
    build: (size, tag) => {
      const request = costClass.build(size, tag);
      const body = request.body ?? {
        query: request.query,
        operationName: request.operationName,
        variables: request.variables,
      };
      return {
        method: 'POST',
        path: '/graphql',
        headers: { cookie: session.cookie, 'x-xsrf-token': session.xsrf, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    },
  };
}

/** A second, non-admin user, an admin, a write token and the ids the REST classes need. */
async function prepareCallers(baseUrl, databaseUrl, playlistId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update "user" set is_admin = true where username = $1`, [BENCH_USER.username]);
  const { rows } = await client.query(`select id, username from "user" where username = 'user0001'`);
  await client.end();
  const admin = await signIn(baseUrl);
  const user = await signIn(baseUrl, { username: 'user0001', password: BENCH_USER.password });
  const headers = { cookie: user.cookie, 'x-xsrf-token': user.xsrf, 'content-type': 'application/json' };
  const token = await (
    await fetch(`${baseUrl}/api/tokens`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'bench', scope: 'write' }),
    })
  ).json();
  const adminHeaders = { cookie: admin.cookie };
  const playlist = await (await fetch(`${baseUrl}/api/playlists/${playlistId}`, { headers: adminHeaders })).json();
  return {
    baseUrl,
    user,
    admin,
    token: token.token,
    ids: { playlistId, trackId: playlist.tracks?.[0]?.id, userId: rows[0].id, username: rows[0].username },
  };
}

/** The HTTP and REST classes (bench/cost/httpClasses.mjs). */
async function httpClasses(context) {
  try {
    const { httpCostClasses } = await import('./httpClasses.mjs');
    return httpCostClasses(context);
  } catch (error) {
    if (error.code === 'ERR_MODULE_NOT_FOUND') return [];
    throw error;
  }
}

/**
 * Every class: the GraphQL ones (sent by an admin, so admin pages are accepted) and the HTTP/REST ones.
 * Makes the seeded bench user an admin, signs in a second user and creates a write token.
 */
export async function allCostClasses(baseUrl, databaseUrl, playlistId) {
  const context = await prepareCallers(baseUrl, databaseUrl, playlistId);
  return [
    ...graphqlCostClasses.map((costClass) => graphqlAsHttp(costClass, context.admin)),
    ...(await httpClasses(context)),
  ];
}
