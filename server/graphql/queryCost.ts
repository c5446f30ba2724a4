import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  API_TOKENS_PER_USER,
  USER_SOUNDS_MAX_COUNT,
  GRAPHQL_MAX_COST,
  GRAPHQL_UNPAGED_LIST_SIZE,
  SONG_SEARCH_RESULT_LIMIT,
  REHEARSAL_DEVICES_MAX,
  REHEARSAL_NAMED_LEADERS_MAX,
} from '../../schema/limits';
import type { VisitCounter } from './queryLimits';

/**
 * How many items each list field is counted as, by `Type.field`. `'page'`: the page size its
 * `query.limit` argument asks for (default and maximum from schema/limits.ts); the page's `items`
 * list then counts 1, as the page's size is already charged on its parent (which also charges its
 * `total` per item: a small over-count on purpose, so one number bounds the page). A list field
 * missing here counts as GRAPHQL_UNPAGED_LIST_SIZE; queryCost.test.ts requires every list field
 * of the schema to be listed, so a new one makes its author decide.
 */
export const LIST_SIZES: Readonly<Record<string, number | 'page'>> = {
  'Query.adminUsers': 'page',
  'Query.adminPlaylists': 'page',
  'AdminUserPage.items': 1,
  'AdminPlaylistPage.items': 1,
  'Query.searchSongs': SONG_SEARCH_RESULT_LIMIT,
  'Query.apiTokens': API_TOKENS_PER_USER,
  'Query.sounds': USER_SOUNDS_MAX_COUNT,
  'Query.linkedProviders': GRAPHQL_UNPAGED_LIST_SIZE,
  'Query.myPlaylists': GRAPHQL_UNPAGED_LIST_SIZE,
  'Query.featuredPlaylists': GRAPHQL_UNPAGED_LIST_SIZE,
  'Query.playlistsSharedWithMe': GRAPHQL_UNPAGED_LIST_SIZE,
  'Playlist.tracks': GRAPHQL_UNPAGED_LIST_SIZE,
  'Playlist.breaks': GRAPHQL_UNPAGED_LIST_SIZE,
  'Playlist.sharedWith': GRAPHQL_UNPAGED_LIST_SIZE,
  'UserProfile.playlists': GRAPHQL_UNPAGED_LIST_SIZE,
  'RehearsalRoom.members': REHEARSAL_DEVICES_MAX,
  'RehearsalRoom.namedLeaders': REHEARSAL_NAMED_LEADERS_MAX,
  // A track's rhythm is one JSON value of its row (bounded by schema/rhythm.ts: 64 sections of at
  // most 16 beats): no resolver work per item, so its lists count once.
  'Rhythm.sections': 1,
  'Rhythm.grouping': 1,
  'Rhythm.accents': 1,
  'Section.grouping': 1,
  'Section.accents': 1,
  'BarPattern.grouping': 1,
  'BarPattern.accents': 1,
  // The user's own cue words are one JSON value of the settings row (at most one per cue word).
  'CueSettings.ownWords': 1,
  // A track's MIDI messages are one JSON value of its row (at most TRACK_MIDI_MESSAGES_MAX).
  'Track.midiMessages': 1,
  // The user's pedal mappings are one JSON value of the settings row too (at most CONTROL_MAPPINGS_MAX).
  'ControlMappings.mappings': 1,
};

/** The message of a refusal; costs past a billion are not spelled out. */
export function costMessage(cost: number): string {
  const shown = cost > 1e9 ? 'more than 1000000000' : String(cost);
  return `Query is too costly: ${shown} points, at most ${GRAPHQL_MAX_COST} allowed`;
}

/** The page size an admin list field asks for through its `query.limit` argument, within its bounds. */
function pageSize(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Record<string, unknown>): number {
  let limit: unknown;
  try {
    const args = getArgumentValues(field, node, variables) as { query?: { limit?: unknown } | null };
    limit = args.query?.limit;
  } catch {
    // Arguments the service will refuse anyway; count the largest page so the estimate never falls short.
    return ADMIN_LIST_MAX_LIMIT;
  }
  if (limit === undefined || limit === null) return ADMIN_LIST_DEFAULT_LIMIT;
  return typeof limit === 'number' && Number.isFinite(limit)
    ? Math.min(ADMIN_LIST_MAX_LIMIT, Math.max(1, Math.trunc(limit)))
    : ADMIN_LIST_MAX_LIMIT;
}

function itemsCounted(
  parent: GraphQLCompositeType,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
  reads: { variables: boolean },
): number {
  const declared = LIST_SIZES[`${parent.name}.${field.name}`];
  if (declared === 'page') {
    reads.variables = true;
    return pageSize(field, node, variables);
  }
  if (declared !== undefined) return declared;
  return isListType(getNullableType(field.type)) ? GRAPHQL_UNPAGED_LIST_SIZE : 1;
}

/**
 * The cost of one operation: every field 1 point, and a list field's points (its own and its
 * selection's) once per item it is counted as (LIST_SIZES). Introspection and `__typename` are
 * free (bounded by our schema). Each fragment is costed once (memoised), so the work is
 * proportional to the document even when fragments spread each other 2^k times. Runs with the
 * request's variables, so a page size sent as a variable counts as sent.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  visits: VisitCounter = { count: 0 },
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const costed = new Map<string, number>();
  const costing = new Set<string>();
  const reads = { variables: false };

  function fieldCost(parent: GraphQLCompositeType, node: FieldNode): number {
    if (node.name.value.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) return 0;
    const field = parent.getFields()[node.name.value];
    if (!field) return 0;
    const named = getNamedType(field.type);
    const inner = node.selectionSet && isCompositeType(named) ? selectionSetCost(named, node.selectionSet) : 0;
    return itemsCounted(parent, field, node, variables, reads) * (1 + inner);
  }

  function fragmentCost(name: string): number {
    const known = costed.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    if (!fragment || costing.has(name) || !isCompositeType(type)) return 0;
    visits.count += 1;
    costing.add(name);
    const cost = selectionSetCost(type, fragment.selectionSet);
    costing.delete(name);
    costed.set(name, cost);
    return cost;
  }

  function selectionSetCost(parent: GraphQLCompositeType, selectionSet: SelectionSetNode): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      visits.count += 1;
      if (selection.kind === Kind.FIELD) cost += fieldCost(parent, selection);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) cost += fragmentCost(selection.name.value);
      else {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += isCompositeType(type) ? selectionSetCost(type, selection.selectionSet) : 0;
      }
    }
    return cost;
  }

  const root = schema.getRootType(operation.operation);
  const cost = root ? selectionSetCost(root, operation.selectionSet) : 0;
  if (!reads.variables) remember(schema, operation, cost);
  return cost;
}

/** Costs that no variable changes, by schema and operation node (Apollo keeps one parsed document per query text). */
const knownCosts = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, number>>();

function remember(schema: GraphQLSchema, operation: OperationDefinitionNode, cost: number): void {
  let bySchema = knownCosts.get(schema);
  if (!bySchema) knownCosts.set(schema, (bySchema = new WeakMap()));
  bySchema.set(operation, cost);
}

/**
 * {@link operationCost}, remembered for an operation whose cost reads no variable (no page size):
 * the same query sent again, as the playlist page does on every visit, is not walked again.
 */
export function cachedOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  return knownCosts.get(schema)?.get(operation) ?? operationCost(schema, document, operation, variables);
}
