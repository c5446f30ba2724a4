import 'reflect-metadata';
import { getNamedType, isInputObjectType, isObjectType, type GraphQLSchema } from 'graphql';
import type {
  LevelSounds as LevelSoundsView,
  Practice as PracticeView,
  Rhythm as RhythmView,
  Section as SectionView,
} from '../../schema/rhythm';
import type { AdminPlaylist } from '../graphql/admin.types';
import type { PlaylistChange } from '../graphql/live.types';
import type { Song, SongTempo } from '../graphql/music.types';
import type { Playlist, PlaylistSummary, SharedPlaylist, Track } from '../graphql/playlist.types';
import type { Practice } from '../graphql/practice.types';
import type { UserProfile } from '../graphql/profile.types';
import type { RehearsalEvent, RehearsalMember, RehearsalRoom } from '../graphql/rehearsal.types';
import type { LevelSounds, Rhythm, Section } from '../graphql/rhythm.types';
import { buildApiSchemaSync } from '../graphql/schema';
import type { SetBreak } from '../graphql/setBreak.types';
import type { GeneratorSettings } from '../graphql/settings.types';
import type { UserType } from '../graphql/user.types';
import { restOperations } from '../rest/operations';
import type { AdminPlaylistView } from '../services/admin/adminPlaylists';
import type { PlaylistChangeView } from '../services/live/playlistChanges';
import type { SongTempoView, SongView } from '../services/music/musicViews';
import type {
  PlaylistSummaryView,
  PlaylistView,
  SetBreakView,
  SharedPlaylistView,
  TrackView,
} from '../services/playlistViews';
import type { PublicProfileView } from '../services/profiles';
import type { RehearsalMemberView, RehearsalRoomView } from '../services/rehearsal/rooms';
import type { RehearsalEventView } from '../services/rehearsal/subscription';
import type { GeneratorSettingsView } from '../services/settings';
import type { UserView } from '../services/userViews';
import { openApiDocument } from './document';

// A payload shape is declared once; where a second description of it remains, it must name the
// same fields: a REST schema (hand-written, derived from GraphQL, or converted from the yup input
// schema) and the GraphQL type of that name, nested objects included; a service's TS view and the
// GraphQL class that presents it (checked by the type-check below).

type JsonSchema = {
  $ref?: string;
  anyOf?: JsonSchema[];
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
};

/** REST names whose GraphQL type is called otherwise. */
const GRAPHQL_NAME: Record<string, string> = {
  PublicProfile: 'UserProfile',
  ApiToken: 'ApiTokenInfo',
  ProviderInfo: 'AuthProvider',
};

/** Fields one door has on purpose: REST answers `enabled: false` where GraphQL answers `authProvider: null`. */
const ONE_DOOR_ONLY: Record<string, string[]> = { ProviderInfo: ['enabled'] };

/** The object a property's schema describes (through a reference, a null alternative or a list), if any. */
function objectOf(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema | undefined {
  if (schema.$ref) return objectOf(components[schema.$ref.split('/').pop()!]!, components);
  if (schema.anyOf) return schema.anyOf.map((branch) => objectOf(branch, components)).find(Boolean);
  if (schema.items) return objectOf(schema.items, components);
  return schema.properties ? schema : undefined;
}

/** Where the REST schema `rest` and the GraphQL type `typeName` name different fields, walking nested objects. */
function fieldMismatches(
  graphql: GraphQLSchema,
  typeName: string,
  rest: JsonSchema,
  components: Record<string, JsonSchema>,
  path = typeName,
): string[] {
  const type = graphql.getType(typeName);
  if (!isObjectType(type) && !isInputObjectType(type)) return [`${path}: no GraphQL object or input type ${typeName}`];
  const fields = type.getFields();
  const properties = rest.properties ?? {};
  const mismatches = [
    ...Object.keys(properties)
      .filter((name) => !fields[name])
      .map((name) => `${path}.${name}: only in the REST schema`),
    ...Object.keys(fields)
      .filter((name) => !properties[name])
      .map((name) => `${path}.${name}: only in the GraphQL type`),
  ];
  for (const [name, field] of Object.entries(fields)) {
    const nested = getNamedType(field.type);
    const object = properties[name] && objectOf(properties[name], components);
    if ((isObjectType(nested) || isInputObjectType(nested)) && object)
      mismatches.push(...fieldMismatches(graphql, nested.name, object, components, `${path}.${name}`));
  }
  return mismatches;
}

const graphql = buildApiSchemaSync();
const components = (openApiDocument(restOperations) as { components: { schemas: Record<string, JsonSchema> } })
  .components.schemas;
/** Every REST schema with a GraphQL twin. */
const pairs = Object.keys(components)
  .map((rest) => [rest, GRAPHQL_NAME[rest] ?? rest] as const)
  .filter(([, name]) => graphql.getType(name));

describe('one shape, the same fields in each description', () => {
  it('pairs most REST schemas, outputs and inputs, with a GraphQL type', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(30);
    expect(pairs.map(([rest]) => rest)).toEqual(
      expect.arrayContaining([
        'Track',
        'Playlist',
        'User',
        'RehearsalRoom',
        'GeneratorSettings',
        'GeneratorSettingsInput',
        'TrackInput',
        'TrackUpdateInput',
      ]),
    );
  });

  it.each(pairs)('REST %s and GraphQL %s name the same fields, nested objects included', (rest, name) => {
    const allowed = new Set((ONE_DOOR_ONLY[rest] ?? []).map((field) => `${name}.${field}: only in the REST schema`));
    expect(
      fieldMismatches(graphql, name, components[rest]!, components).filter((mismatch) => !allowed.has(mismatch)),
    ).toEqual([]);
  });

  it('notices a field missing on one side, also in a nested object', () => {
    const { levelSounds, ...withoutLevelSounds } = components.Rhythm!.properties!;
    expect(fieldMismatches(graphql, 'Rhythm', { properties: withoutLevelSounds }, components)).toEqual([
      'Rhythm.levelSounds: only in the GraphQL type',
    ]);
    const { soft: _soft, ...sounds } = objectOf(levelSounds!, components)!.properties!;
    const rhythm = {
      properties: {
        ...withoutLevelSounds,
        levelSounds: { type: 'object', properties: { ...sounds, loud: { type: 'string' } } },
      },
    };
    expect(fieldMismatches(graphql, 'Rhythm', rhythm, components).sort()).toEqual([
      'Rhythm.levelSounds.loud: only in the REST schema',
      'Rhythm.levelSounds.soft: only in the GraphQL type',
    ]);
  });
});

/** `true` only when both types have the same keys. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;

/** Compiles only when `A` and `B` have the same keys. */
const sameKeys = <A, B>(same: SameKeys<A, B>): boolean => same;

// A service's view and the GraphQL class that presents it: a key on one side only fails `npm run typecheck:test`.
const viewsMatchTheirClasses = [
  sameKeys<TrackView, Track>(true),
  sameKeys<PlaylistSummaryView, PlaylistSummary>(true),
  sameKeys<PlaylistView, Playlist>(true),
  sameKeys<SharedPlaylistView, SharedPlaylist>(true),
  sameKeys<SetBreakView, SetBreak>(true),
  sameKeys<AdminPlaylistView, AdminPlaylist>(true),
  sameKeys<SongView, Song>(true),
  sameKeys<SongTempoView, SongTempo>(true),
  sameKeys<UserView, UserType>(true),
  sameKeys<PublicProfileView, UserProfile>(true),
  sameKeys<RehearsalRoomView, RehearsalRoom>(true),
  sameKeys<RehearsalMemberView, RehearsalMember>(true),
  sameKeys<RehearsalEventView, RehearsalEvent>(true),
  sameKeys<PlaylistChangeView, PlaylistChange>(true),
  sameKeys<GeneratorSettingsView, GeneratorSettings>(true),
  sameKeys<PracticeView, Practice>(true),
  sameKeys<RhythmView, Rhythm>(true),
  sameKeys<SectionView, Section>(true),
  sameKeys<LevelSoundsView, LevelSounds>(true),
];

it('lists every view and class pair for the type-check', () => {
  expect(viewsMatchTheirClasses).toEqual(Array(19).fill(true));
});
