import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AdminResolver } from './admin.resolver';
import { ApiTokenResolver } from './apiToken.resolver';
import { AuthResolver } from './auth.resolver';
import { MusicResolver } from './music.resolver';
import { PlaylistResolver } from './playlist.resolver';
import { ProfileResolver } from './profile.resolver';
import { ProviderResolver } from './provider.resolver';
import { SettingsResolver } from './settings.resolver';

/** Every resolver class of the API. */
export const resolvers = [AuthResolver, PlaylistResolver, MusicResolver, ProviderResolver, ApiTokenResolver, ProfileResolver, SettingsResolver, AdminResolver] as const;

/** Builds the executable schema from the type-graphql classes (rules are applied by services, not class-validator). */
export async function buildApiSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, validate: false });
  // type-graphql has no place to describe the root types; the playground shows these first.
  schema.getQueryType()!.description = 'Reads. Send as GET /graphql?query=… or POST /graphql, with a session cookie or an API token.';
  schema.getMutationType()!.description =
    'Changes. POST /graphql only; a session cookie needs the X-XSRF-Token header, an API token needs the write scope. Uploads are REST only: the profile photo goes to POST /api/users/upload-profile-image.';
  return schema;
}

/** The schema as committed to schema/schema.graphql: sorted, so diffs show real changes only. */
export function printApiSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
