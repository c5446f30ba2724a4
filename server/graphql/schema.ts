import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchemaSync, type PubSub } from 'type-graphql';
import { AdminResolver } from './admin.resolver';
import { ApiTokenResolver } from './apiToken.resolver';
import { AuthResolver } from './auth.resolver';
import { LiveResolver } from './live.resolver';
import { RehearsalResolver } from './rehearsal.resolver';
import { MusicResolver } from './music.resolver';
import { PlaylistResolver } from './playlist.resolver';
import { ProfileResolver } from './profile.resolver';
import { ProviderResolver } from './provider.resolver';
import { SetBreakResolver } from './setBreak.resolver';
import { SettingsResolver } from './settings.resolver';
import { SoundResolver } from './sound.resolver';

/** Every resolver class of the API. */
export const resolvers = [
  AuthResolver,
  PlaylistResolver,
  SetBreakResolver,
  MusicResolver,
  ProviderResolver,
  ApiTokenResolver,
  ProfileResolver,
  SettingsResolver,
  SoundResolver,
  AdminResolver,
  LiveResolver,
  RehearsalResolver,
] as const;

/**
 * type-graphql asks for a PubSub as soon as there is a subscription, even when each one brings its
 * own `subscribe` (ours do: events come from PostgreSQL through live/hub.ts). This one is never used.
 */
const noPubSub: PubSub = {
  publish: () => {
    throw new Error('Live events are sent with live/events.ts, not through type-graphql');
  },
  subscribe: () => {
    throw new Error('Subscriptions bring their own subscribe function');
  },
};

/** Builds the executable schema from the type-graphql classes (rules are applied by services, not class-validator). */
export function buildApiSchemaSync(): GraphQLSchema {
  const schema = buildSchemaSync({ resolvers, validate: false, pubSub: noPubSub });
  // type-graphql has no place to describe the root types; the playground shows these first.
  schema.getQueryType()!.description =
    'Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token.';
  schema.getMutationType()!.description =
    'Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image, a sound to POST /api/sounds.';
  schema.getSubscriptionType()!.description =
    'Live updates. Over WebSocket at /graphql with the graphql-ws protocol only: a session cookie needs the anti-forgery token as xsrfToken in the connection payload, an API token goes there as authorization: "Bearer …".';
  return schema;
}

/** {@link buildApiSchemaSync} for the callers that await it. */
export function buildApiSchema(): Promise<GraphQLSchema> {
  return Promise.resolve(buildApiSchemaSync());
}

/** The schema as committed to schema/schema.graphql: sorted, so diffs show real changes only. */
export function printApiSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
