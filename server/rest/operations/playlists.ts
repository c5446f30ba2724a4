import {
  playlistSchema,
  playlistUpdateSchema,
  shareSchema,
  trackCopySchema,
  trackOrderSchema,
  trackSchema,
  trackUpdateSchema,
} from '../../../schema/validation';
import * as playlists from '../../services/playlists';
import * as setList from '../../services/setList';
import * as sharing from '../../services/sharing';
import * as tracks from '../../services/tracks';
import { restTable, type RestOperation } from './restOperation';

const PLAYLIST_ID = { id: 'Playlist id.' };
const TRACK_ID = { trackId: 'Track id.' };

/** /api/playlists and /api/tracks: the playlist, track and sharing operations of SPEC.md §7. */
export const playlistOperations: RestOperation[] = restTable({ tag: 'Playlists', who: 'user' }, [
  {
    operationId: 'myPlaylists',
    method: 'get',
    path: '/api/playlists',
    summary: 'Your playlists, newest first',
    output: { status: 200, description: 'Summaries.', view: ['PlaylistSummary'] },
    handle: ({ ctx }) => playlists.listOwnPlaylists(ctx),
  },
  {
    operationId: 'playlistsSharedWithMe',
    method: 'get',
    path: '/api/playlists/shared-with-me',
    summary: 'Playlists shared with you',
    output: { status: 200, description: 'Read-only playlists.', view: ['SharedPlaylist'] },
    handle: ({ ctx }) => playlists.listSharedWithViewer(ctx),
  },
  {
    operationId: 'featuredPlaylists',
    method: 'get',
    path: '/api/playlists/featured',
    summary: 'System playlists (made by admins)',
    output: { status: 200, description: 'Summaries.', view: ['PlaylistSummary'] },
    handle: ({ ctx }) => playlists.listFeaturedPlaylists(ctx),
  },
  {
    operationId: 'playlist',
    method: 'get',
    path: '/api/playlists/:id',
    summary: 'One playlist with its tracks',
    pathParams: PLAYLIST_ID,
    output: { status: 200, description: 'The playlist.', view: 'Playlist' },
    errors: [404],
    handle: ({ ctx, params }) => playlists.getPlaylist(ctx, params.id!),
  },
  {
    operationId: 'createPlaylist',
    method: 'post',
    path: '/api/playlists',
    summary: 'Create a playlist',
    body: { name: 'PlaylistInput', schema: playlistSchema },
    output: { status: 201, description: 'The playlist.', view: 'Playlist' },
    handle: ({ ctx, body }) => playlists.createPlaylist(ctx, body),
  },
  {
    operationId: 'updatePlaylist',
    method: 'put',
    path: '/api/playlists/:id',
    summary: 'Rename or re-describe (owner or admin)',
    pathParams: PLAYLIST_ID,
    body: { name: 'PlaylistUpdateInput', schema: playlistUpdateSchema },
    output: { status: 200, description: 'The playlist.', view: 'PlaylistSaved' },
    errors: [404],
    handle: async ({ ctx, params, body }) => ({
      success: true,
      playlist: await playlists.updatePlaylist(ctx, params.id!, body),
    }),
  },
  {
    operationId: 'deletePlaylist',
    method: 'delete',
    path: '/api/playlists/:id',
    summary: 'Delete with its tracks and shares (owner or admin)',
    pathParams: PLAYLIST_ID,
    output: { status: 200, description: 'Deleted.', view: 'Success' },
    errors: [404],
    handle: async ({ ctx, params }) => {
      await playlists.deletePlaylist(ctx, params.id!);
      return { success: true };
    },
  },
  {
    operationId: 'addTrack',
    method: 'post',
    path: '/api/playlists/:id/tracks',
    summary: 'Add a track',
    pathParams: PLAYLIST_ID,
    body: { name: 'TrackInput', schema: trackSchema },
    output: { status: 201, description: 'The playlist.', view: 'Playlist' },
    errors: [404, 409],
    handle: ({ ctx, params, body }) => tracks.addTrack(ctx, params.id!, body),
  },
  {
    operationId: 'reorderTracks',
    method: 'put',
    path: '/api/playlists/:id/tracks/order',
    summary: 'Put the tracks in a new order (owner or admin)',
    pathParams: PLAYLIST_ID,
    body: { name: 'TrackOrderInput', schema: trackOrderSchema },
    output: { status: 200, description: 'The playlist in its new order.', view: 'Playlist' },
    errors: [404, 409],
    handle: ({ ctx, params, body }) => setList.reorderTracks(ctx, params.id!, body),
  },
  {
    operationId: 'duplicatePlaylist',
    method: 'post',
    path: '/api/playlists/:id/duplicate',
    summary: "Copy a playlist you can open into one you own ('Copy of …')",
    pathParams: PLAYLIST_ID,
    output: { status: 201, description: 'The new playlist.', view: 'Playlist' },
    errors: [404],
    handle: ({ ctx, params }) => setList.duplicatePlaylist(ctx, params.id!),
  },
  {
    operationId: 'sharePlaylist',
    method: 'post',
    path: '/api/playlists/:id/share',
    tag: 'Sharing',
    summary: 'Share read-only with a user',
    pathParams: PLAYLIST_ID,
    body: { name: 'ShareInput', schema: shareSchema },
    output: { status: 200, description: 'Shared.', view: 'PlaylistShared' },
    errors: [404],
    handle: async ({ ctx, params, body }) => {
      const { sharedWith } = await sharing.sharePlaylist(ctx, params.id!, body);
      return { success: true, sharedWith };
    },
  },
  {
    operationId: 'unsharePlaylist',
    method: 'delete',
    path: '/api/playlists/:id/share/:username',
    tag: 'Sharing',
    summary: 'Stop sharing',
    pathParams: { ...PLAYLIST_ID, username: 'Username or user id.' },
    output: { status: 200, description: 'Done.', view: 'Success' },
    errors: [404],
    handle: async ({ ctx, params }) => {
      await sharing.unsharePlaylist(ctx, params.id!, params.username!);
      return { success: true };
    },
  },
  {
    operationId: 'removeTrack',
    method: 'delete',
    path: '/api/tracks/:trackId',
    summary: 'Remove a track',
    pathParams: TRACK_ID,
    output: { status: 200, description: 'The playlist as it is now.', view: 'Playlist' },
    errors: [404],
    handle: ({ ctx, params }) => tracks.removeTrack(ctx, params.trackId!),
  },
  {
    operationId: 'copyTrack',
    method: 'post',
    path: '/api/tracks/:trackId/copy',
    summary: 'Copy a track into a playlist you may edit',
    description:
      "The copy keeps the song's tempo, notes, count-in, sounds, length, key and rhythm, and goes at the end. The rules of adding a track apply: 409 when the playlist is full or already has the search song.",
    pathParams: TRACK_ID,
    body: { name: 'TrackCopyInput', schema: trackCopySchema },
    output: { status: 201, description: 'The copy.', view: 'Track' },
    errors: [404, 409],
    handle: ({ ctx, params, body }) => tracks.copyTrack(ctx, params.trackId!, body),
  },
  {
    operationId: 'updateTrack',
    method: 'patch',
    path: '/api/tracks/:trackId',
    summary: "Change a track's name, artist, notes or tempo (only the fields given)",
    pathParams: TRACK_ID,
    body: { name: 'TrackUpdateInput', schema: trackUpdateSchema },
    output: { status: 200, description: 'The playlist.', view: 'Playlist' },
    errors: [404],
    handle: ({ ctx, params, body }) => tracks.updateTrack(ctx, params.trackId!, body),
  },
]);
