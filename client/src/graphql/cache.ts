import { InMemoryCache } from '@apollo/client';

/**
 * The app's Apollo cache. A playlist's `tracks` is always the whole list as the server has it
 * now (after removeTrack or a reload), so an incoming list replaces the cached one. The viewer's
 * generator settings are one object: a save's answer updates what `settings` read.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Playlist: { fields: { tracks: { merge: false } } },
      GeneratorSettings: { keyFields: [] },
    },
  });
}
