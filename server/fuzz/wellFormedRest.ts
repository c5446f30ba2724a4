import type { WellFormedCase } from './fuzzDoor';
import { attachSound } from '../test/soundFixtures';
import { requestAs, sendWithPhoto, type HttpMethod } from './fuzzRequest';
import { restKey, restOperations, type RestRoute } from './operations';
import { WELL_FORMED_ADJUSTMENTS, type WellFormedAdjustment } from './wellFormedAdjustments';
import type { FuzzWorld } from './world';

// The well-formed REST case of every route: the registry's valid request, sent by a caller allowed
// to use it, aimed where wellFormedAdjustments.ts says at rows made for the case. Every accepted
// change is followed by a world reset, so the next case meets fresh rows.

/** The routes outside the REST table that need more than their registry entry. */
const INFRASTRUCTURE: Record<string, WellFormedAdjustment & { jsonContentType?: true }> = {
  // Apollo's CSRF prevention runs a GET query only when the request is not a "simple" one.
  'GET /graphql': { query: { query: '{ me { id username } myPlaylists { id name } }' }, jsonContentType: true },
};

async function adjustmentOf(
  world: FuzzWorld,
  operation: RestRoute,
): Promise<WellFormedAdjustment & { jsonContentType?: true }> {
  if (!operation.operationId) return INFRASTRUCTURE[restKey(operation)] ?? {};
  return (await WELL_FORMED_ADJUSTMENTS[operation.operationId]?.(world)) ?? {};
}

function pathWith(
  operation: RestRoute,
  params: Record<string, string>,
  query: Record<string, string> | undefined,
): string {
  const path = operation.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

function wellFormedCaseOf(world: FuzzWorld, operation: RestRoute): WellFormedCase {
  const key = restKey(operation);
  return {
    operation: key,
    errorShape: operation.path.startsWith('/graphql') ? 'GraphQL' : 'REST',
    mayChange: operation.method !== 'GET',
    prepare: async () => {
      const adjustment = await adjustmentOf(world, operation);
      const client = adjustment.client ?? world.clients[operation.adminOnly ? 'admin' : 'user'];
      const path = pathWith(
        operation,
        { ...operation.params?.(world.fixtures), ...adjustment.params },
        adjustment.query ?? operation.query?.(world.fixtures),
      );
      const body = adjustment.body ?? operation.validBody?.(world.fixtures);
      const csv = operation.csvBody?.(world.fixtures);
      const send = async () => {
        const pending = requestAs(client, operation.method.toLowerCase() as HttpMethod, path);
        if (csv !== undefined)
          return client.remember(await pending.set('Content-Type', operation.textType ?? 'text/csv').send(csv));
        if (adjustment.jsonContentType) pending.set('Content-Type', 'application/json');
        if (adjustment.photo) return client.remember(await sendWithPhoto(pending));
        if (adjustment.sound) return client.remember(await attachSound(pending));
        return client.remember(await (body ? pending.send(body) : pending));
      };
      return { send, sent: { path, body: body ?? (csv !== undefined ? { csv } : undefined), photo: adjustment.photo } };
    },
  };
}

/** Every REST route's well-formed case, in the registry's order. */
export function restWellFormedCases(world: FuzzWorld): WellFormedCase[] {
  return restOperations.map((operation) => wellFormedCaseOf(world, operation));
}
