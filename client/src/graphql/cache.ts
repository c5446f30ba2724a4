import { InMemoryCache } from '@apollo/client';

/**
 * The schema's interfaces and the types that implement them. The cache needs them to match a
 * fragment on an interface (`BarPattern_fields`) to a `Rhythm` or `Section`; cache.test.ts
 * compares them with schema/schema.graphql.
 */
export const POSSIBLE_TYPES = { BarPattern: ['Rhythm', 'Section'] };

/**
 * The app's Apollo cache. A playlist's `tracks` is always the whole list as the server has it
 * now (after removeTrack or a reload), so an incoming list replaces the cached one. The viewer's
 * generator settings are one object: a save's answer updates what `settings` read.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: POSSIBLE_TYPES,
    typePolicies: {
      Playlist: { fields: { tracks: { merge: false } } },
      GeneratorSettings: { keyFields: [] },
    },
  });
}
