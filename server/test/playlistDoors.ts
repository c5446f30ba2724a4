import type { PlaylistView } from '../services/playlistViews';
import type { ApiClient } from './apiClient';
import { graphqlResult, restResult, type Result } from './operationDoors';

export type { Result };

type Input = Record<string, unknown>;

/** A value as it reads after JSON: dates become ISO strings. */
type AsJson<T> = T extends Date
  ? string
  : T extends Array<infer Item>
    ? Array<AsJson<Item>>
    : T extends object
      ? { [Key in keyof T]: AsJson<T[Key]> }
      : T;

/** A playlist as both doors return it: the service's view, dates as ISO strings. */
export type PlaylistOut = AsJson<PlaylistView>;

/** The playlist operations through REST or GraphQL. */
export interface PlaylistDoor {
  name: 'REST' | 'GraphQL';
  list(client: ApiClient): Promise<Result<Array<{ id: string; name: string; trackCount: number }>>>;
  sharedWithMe(client: ApiClient): Promise<Result<Array<{ id: string; sharedBy: string }>>>;
  get(client: ApiClient, id: string): Promise<Result<PlaylistOut>>;
  create(client: ApiClient, input: Input): Promise<Result<PlaylistOut>>;
  update(client: ApiClient, id: string, input: Input): Promise<Result>;
  remove(client: ApiClient, id: string): Promise<Result>;
  addTrack(client: ApiClient, id: string, input: Input): Promise<Result<PlaylistOut>>;
  removeTrack(client: ApiClient, trackId: string): Promise<Result<PlaylistOut>>;
  updateTrackTempo(client: ApiClient, trackId: string, input: Input): Promise<Result<PlaylistOut>>;
  /** REST PATCH /api/tracks/{id}, GraphQL `updateTrack`. */
  updateTrack(client: ApiClient, trackId: string, input: Input): Promise<Result<PlaylistOut>>;
  reorderTracks(client: ApiClient, id: string, trackIds: unknown): Promise<Result<PlaylistOut>>;
  /** REST POST /api/playlists/{id}/breaks, GraphQL `addSetBreak`. */
  addSetBreak(client: ApiClient, id: string, input: Input): Promise<Result<PlaylistOut>>;
  /** REST PATCH /api/breaks/{id}, GraphQL `renameSetBreak`. */
  renameSetBreak(client: ApiClient, breakId: string, input: Input): Promise<Result<PlaylistOut>>;
  /** REST DELETE /api/breaks/{id}, GraphQL `removeSetBreak`. */
  removeSetBreak(client: ApiClient, breakId: string): Promise<Result<PlaylistOut>>;
  duplicate(client: ApiClient, id: string): Promise<Result<PlaylistOut>>;
  share(client: ApiClient, id: string, username: string): Promise<Result>;
  unshare(client: ApiClient, id: string, username: string): Promise<Result>;
}

const rest = restResult;
const gql = graphqlResult;

const PLAYLIST =
  'id name description trackCount createdAt updatedAt ownerUsername canEdit sharedWith tracks { id position name artist bpm albumArt externalId bpmSource notes countInBeats soundType countInSoundType lengthSeconds key afterSong afterSongGap rhythm { timeSignature grouping accents subdivision swingPercent tempoUnit sections { name bars bpm endBpm muted timeSignature grouping accents subdivision swingPercent tempoUnit } levelSounds { accent normal soft subdivision } } spokenCues ownSounds { accent normal soft subdivision countIn } } breaks { id position name }';

export const restPlaylists: PlaylistDoor = {
  name: 'REST',
  list: async (c) => rest(await c.get('/api/playlists')),
  sharedWithMe: async (c) => rest(await c.get('/api/playlists/shared-with-me')),
  get: async (c, id) => rest(await c.get(`/api/playlists/${encodeURIComponent(id)}`)),
  create: async (c, input) => rest(await c.post('/api/playlists', input)),
  update: async (c, id, input) => rest(await c.send('put', `/api/playlists/${encodeURIComponent(id)}`, input)),
  remove: async (c, id) => rest(await c.send('delete', `/api/playlists/${encodeURIComponent(id)}`)),
  addTrack: async (c, id, input) => rest(await c.post(`/api/playlists/${encodeURIComponent(id)}/tracks`, input)),
  removeTrack: async (c, trackId) => rest(await c.send('delete', `/api/tracks/${encodeURIComponent(trackId)}`)),
  updateTrackTempo: async (c, trackId, input) =>
    rest(await c.send('patch', `/api/tracks/${encodeURIComponent(trackId)}`, input)),
  updateTrack: async (c, trackId, input) =>
    rest(await c.send('patch', `/api/tracks/${encodeURIComponent(trackId)}`, input)),
  reorderTracks: async (c, id, trackIds) =>
    rest(await c.send('put', `/api/playlists/${encodeURIComponent(id)}/tracks/order`, { trackIds })),
  addSetBreak: async (c, id, input) => rest(await c.post(`/api/playlists/${encodeURIComponent(id)}/breaks`, input)),
  renameSetBreak: async (c, breakId, input) =>
    rest(await c.send('patch', `/api/breaks/${encodeURIComponent(breakId)}`, input)),
  removeSetBreak: async (c, breakId) => rest(await c.send('delete', `/api/breaks/${encodeURIComponent(breakId)}`)),
  duplicate: async (c, id) => rest(await c.post(`/api/playlists/${encodeURIComponent(id)}/duplicate`, {})),
  share: async (c, id, username) =>
    rest(await c.post(`/api/playlists/${encodeURIComponent(id)}/share`, { sharedWithUsername: username })),
  unshare: async (c, id, username) =>
    rest(await c.send('delete', `/api/playlists/${encodeURIComponent(id)}/share/${encodeURIComponent(username)}`)),
};

export const graphqlPlaylists: PlaylistDoor = {
  name: 'GraphQL',
  list: async (c) =>
    gql(await c.graphql('{ myPlaylists { id name description trackCount createdAt } }'), 'myPlaylists'),
  sharedWithMe: async (c) =>
    gql(
      await c.graphql('{ playlistsSharedWithMe { id name trackCount sharedBy ownerUsername } }'),
      'playlistsSharedWithMe',
    ),
  get: async (c, id) =>
    gql(await c.graphql(`query($id: ID!) { playlist(id: $id) { ${PLAYLIST} } }`, { id }), 'playlist'),
  create: async (c, input) =>
    gql(
      await c.graphql(`mutation($input: PlaylistInput!) { createPlaylist(input: $input) { ${PLAYLIST} } }`, { input }),
      'createPlaylist',
    ),
  update: async (c, id, input) =>
    gql(
      await c.graphql(
        `mutation($id: ID!, $input: PlaylistUpdateInput!) { updatePlaylist(id: $id, input: $input) { ${PLAYLIST} } }`,
        { id, input },
      ),
      'updatePlaylist',
    ),
  remove: async (c, id) =>
    gql(await c.graphql('mutation($id: ID!) { deletePlaylist(id: $id) }', { id }), 'deletePlaylist'),
  addTrack: async (c, id, input) =>
    gql(
      await c.graphql(
        `mutation($id: ID!, $input: TrackInput!) { addTrack(playlistId: $id, input: $input) { ${PLAYLIST} } }`,
        { id, input },
      ),
      'addTrack',
    ),
  removeTrack: async (c, trackId) =>
    gql(
      await c.graphql(`mutation($id: ID!) { removeTrack(trackId: $id) { ${PLAYLIST} } }`, { id: trackId }),
      'removeTrack',
    ),
  updateTrackTempo: async (c, trackId, input) =>
    gql(
      await c.graphql(
        `mutation($id: ID!, $input: TrackTempoInput!) { updateTrackTempo(trackId: $id, input: $input) { ${PLAYLIST} } }`,
        { id: trackId, input },
      ),
      'updateTrackTempo',
    ),
  updateTrack: async (c, trackId, input) =>
    gql(
      await c.graphql(
        `mutation($id: ID!, $input: TrackUpdateInput!) { updateTrack(trackId: $id, input: $input) { ${PLAYLIST} } }`,
        { id: trackId, input },
      ),
      'updateTrack',
    ),
  reorderTracks: async (c, id, trackIds) =>
    gql(
      await c.graphql(
        `mutation($id: ID!, $ids: [ID!]!) { reorderTracks(playlistId: $id, trackIds: $ids) { ${PLAYLIST} } }`,
        { id, ids: trackIds },
      ),
      'reorderTracks',
    ),
  addSetBreak: async (c, id, input) =>
    gql(
      await c.graphql(
        `mutation($id: ID!, $input: SetBreakInput!) { addSetBreak(playlistId: $id, input: $input) { ${PLAYLIST} } }`,
        { id, input },
      ),
      'addSetBreak',
    ),
  renameSetBreak: async (c, breakId, input) =>
    gql(
      await c.graphql(
        `mutation($id: ID!, $input: SetBreakUpdateInput!) { renameSetBreak(breakId: $id, input: $input) { ${PLAYLIST} } }`,
        { id: breakId, input },
      ),
      'renameSetBreak',
    ),
  removeSetBreak: async (c, breakId) =>
    gql(
      await c.graphql(`mutation($id: ID!) { removeSetBreak(breakId: $id) { ${PLAYLIST} } }`, { id: breakId }),
      'removeSetBreak',
    ),
  duplicate: async (c, id) =>
    gql(
      await c.graphql(`mutation($id: ID!) { duplicatePlaylist(id: $id) { ${PLAYLIST} } }`, { id }),
      'duplicatePlaylist',
    ),
  share: async (c, id, username) =>
    gql(
      await c.graphql('mutation($id: ID!, $u: String!) { sharePlaylist(playlistId: $id, sharedWithUsername: $u) }', {
        id,
        u: username,
      }),
      'sharePlaylist',
    ),
  unshare: async (c, id, username) =>
    gql(
      await c.graphql('mutation($id: ID!, $u: String!) { unsharePlaylist(playlistId: $id, username: $u) }', {
        id,
        u: username,
      }),
      'unsharePlaylist',
    ),
};

/** Both doors, for `describe.each`. */
export const playlistDoors: PlaylistDoor[] = [restPlaylists, graphqlPlaylists];
