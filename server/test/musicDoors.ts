import type { ApiClient } from './apiClient';
import { graphqlResult, restResult, type Result } from './operationDoors';
import { buildUser } from './factories';
import type { TestApp } from './testServer';

/** A search song as both doors return it. */
export interface SongOut {
  id: string;
  name: string;
  artist: string;
  albumArt: string | null;
  bpm: number | null;
}

/** A tempo answer as both doors return it. */
export interface SongTempoOut {
  bpm: number;
  bpmSource: string;
  provider: string | null;
  albumArt: string | null;
}

/** Song search and tempo through REST or GraphQL. */
export interface MusicDoor {
  name: 'REST' | 'GraphQL';
  search(client: ApiClient, query: string): Promise<Result<SongOut[]>>;
  tempo(client: ApiClient, song: { id: string; name: string; artist: string }): Promise<Result<SongTempoOut>>;
}

const fromRest = restResult;
const fromGraphQL = graphqlResult;

const rest: MusicDoor = {
  name: 'REST',
  search: async (client, query) => fromRest(await client.get(`/api/music/search?${new URLSearchParams({ q: query })}`)),
  tempo: async (client, song) => fromRest(await client.get(`/api/music/bpm?${new URLSearchParams(song)}`)),
};

const graphql: MusicDoor = {
  name: 'GraphQL',
  search: async (client, query) =>
    fromGraphQL(
      await client.graphql('query($q: String!) { searchSongs(query: $q) { id name artist albumArt bpm } }', {
        q: query,
      }),
      'searchSongs',
    ),
  tempo: async (client, song) =>
    fromGraphQL(
      await client.graphql(
        'query($id: ID!, $name: String!, $artist: String!) { songTempo(id: $id, name: $name, artist: $artist) { bpm bpmSource provider albumArt } }',
        song,
      ),
      'songTempo',
    ),
};

/** Both doors, for `describe.each`. */
export const musicDoors: MusicDoor[] = [rest, graphql];

/** A signed-in client of a new user. */
export async function signedInClient(app: TestApp, client: ApiClient): Promise<ApiClient> {
  const { user, password } = await buildUser(app.em());
  return (await client.open()).logIn(user.username, password);
}
