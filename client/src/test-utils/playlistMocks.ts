import type { MockedResponse } from '@apollo/client/testing';
import type { GraphQLFormattedError } from 'graphql';
import {
  FeaturedPlaylistsDocument,
  PlaylistPageDocument,
  PlaylistsPageDocument,
  PlaylistsPageSharedDocument,
  type PlaylistCard_PlaylistFragment,
  type PlaylistPage_PlaylistFragment,
  type SharedPlaylistCard_PlaylistFragment,
  type TrackList_BreakFragment,
  type TrackList_TrackFragment,
} from '../graphql/generated';

/** An own playlist summary as `myPlaylists` returns it. */
export function buildSummary(overrides: Partial<PlaylistCard_PlaylistFragment> = {}): PlaylistCard_PlaylistFragment {
  return {
    __typename: 'PlaylistSummary',
    id: 'p-1',
    name: 'Warm-up',
    description: 'Slow songs first',
    trackCount: 2,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A playlist shared with the viewer as `playlistsSharedWithMe` returns it. */
export function buildShared(
  overrides: Partial<SharedPlaylistCard_PlaylistFragment> = {},
): SharedPlaylistCard_PlaylistFragment {
  return {
    __typename: 'SharedPlaylist',
    id: 's-1',
    name: 'Gig Set',
    description: null,
    trackCount: 5,
    createdAt: '2025-02-01T10:00:00.000Z',
    updatedAt: '2025-02-02T10:00:00.000Z',
    ownerUsername: 'bob',
    sharedBy: 'bob',
    ...overrides,
  };
}

/** A track of a playlist. */
export function buildTrack(overrides: Partial<TrackList_TrackFragment> = {}): TrackList_TrackFragment {
  return {
    __typename: 'Track',
    id: 't-1',
    position: 0,
    name: 'Take Five',
    artist: 'Dave Brubeck',
    bpm: 172,
    bpmSource: 'lookup',
    albumArt: null,
    externalId: null,
    notes: '',
    countInBeats: null,
    soundType: null,
    countInSoundType: null,
    lengthSeconds: null,
    key: null,
    afterSong: 'stop',
    afterSongGap: 0,
    rhythm: null,
    spokenCues: true,
    ownSounds: null,
    ...overrides,
  };
}

/** A set break of a playlist ('Set 2'). */
export function buildBreak(overrides: Partial<TrackList_BreakFragment> = {}): TrackList_BreakFragment {
  return { __typename: 'SetBreak', id: 'b-1', position: 1, name: 'Set 2', ...overrides };
}

/** A full playlist as `playlist(id)` returns it to its owner (no set breaks unless given). */
export function buildPlaylist(overrides: Partial<PlaylistPage_PlaylistFragment> = {}): PlaylistPage_PlaylistFragment {
  const tracks = overrides.tracks ?? [
    buildTrack(),
    buildTrack({ id: 't-2', position: 1, name: 'Slow & Easy', artist: 'Whitesnake', bpm: 80, bpmSource: 'estimate' }),
  ];
  return {
    __typename: 'Playlist',
    id: 'p-1',
    name: 'Warm-up',
    description: 'Slow songs first',
    trackCount: tracks.length,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ownerUsername: 'alice',
    canEdit: true,
    sharedWith: ['carol'],
    breaks: [],
    ...overrides,
    tracks,
  };
}

type Outcome<T> = T | { error: GraphQLFormattedError };

function answer<T>(field: string, outcome: Outcome<T>) {
  return typeof outcome === 'object' && outcome !== null && 'error' in outcome
    ? { data: null, errors: [outcome.error] }
    : { data: { [field]: outcome } };
}

/** `myPlaylists` answering the list or failing. */
export function myPlaylistsMock(outcome: Outcome<PlaylistCard_PlaylistFragment[]>): MockedResponse {
  return { request: { query: PlaylistsPageDocument }, result: answer('myPlaylists', outcome) };
}

/** `playlistsSharedWithMe` answering the list or failing. */
export function sharedMock(outcome: Outcome<SharedPlaylistCard_PlaylistFragment[]>): MockedResponse {
  return { request: { query: PlaylistsPageSharedDocument }, result: answer('playlistsSharedWithMe', outcome) };
}

/** `featuredPlaylists` answering the system playlists (none unless a test says otherwise). */
export function featuredMock(playlists: PlaylistCard_PlaylistFragment[] = []): MockedResponse {
  return {
    request: { query: FeaturedPlaylistsDocument },
    result: { data: { featuredPlaylists: playlists } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** `playlist(id)` answering the playlist or failing. */
export function playlistMock(id: string, outcome: Outcome<PlaylistPage_PlaylistFragment>): MockedResponse {
  return { request: { query: PlaylistPageDocument, variables: { id } }, result: answer('playlist', outcome) };
}
