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
import { restTable, successAfter, type RestOperation, type TableDefaults } from './restOperation';

/** The body that creates a playlist, under its name in the reference (the admin table takes it too). */
export const PLAYLIST_BODY = { name: 'PlaylistInput', schema: playlistSchema };
/** The body that renames or re-describes a playlist, under its name in the reference (the admin table takes it too). */
export const PLAYLIST_UPDATE_BODY = { name: 'PlaylistUpdateInput', schema: playlistUpdateSchema };

const DEFAULTS: TableDefaults = {
  tag: 'Playlists',
  who: 'user',
  pathParams: { id: 'Playlist id.', trackId: 'Track id.', username: 'Username or user id.' },
};

/** /api/playlists and /api/tracks: the playlist, track and sharing operations of SPEC.md §7. */
export const playlistOperations: RestOperation[] = restTable(DEFAULTS, {
  myPlaylists: {
    route: 'GET /api/playlists',
    summary: 'Your playlists, newest first',
    output: { description: 'Summaries.', view: ['PlaylistSummary'] },
    handle: ({ ctx }) => playlists.listOwnPlaylists(ctx),
  },
  playlistsSharedWithMe: {
    route: 'GET /api/playlists/shared-with-me',
    summary: 'Playlists shared with you',
    output: { description: 'Read-only playlists.', view: ['SharedPlaylist'] },
    handle: ({ ctx }) => playlists.listSharedWithViewer(ctx),
  },
  featuredPlaylists: {
    route: 'GET /api/playlists/featured',
    summary: 'System playlists (made by admins)',
    output: { description: 'Summaries.', view: ['PlaylistSummary'] },
    handle: ({ ctx }) => playlists.listFeaturedPlaylists(ctx),
  },
  playlist: {
    route: 'GET /api/playlists/:id',
    summary: 'One playlist with its tracks',
    output: { description: 'The playlist.', view: 'Playlist' },
    handle: ({ ctx, params }) => playlists.getPlaylist(ctx, params.id!),
  },
  createPlaylist: {
    route: 'POST /api/playlists',
    summary: 'Create a playlist',
    body: PLAYLIST_BODY,
    output: { status: 201, description: 'The playlist.', view: 'Playlist' },
    handle: ({ ctx, body }) => playlists.createPlaylist(ctx, body),
  },
  updatePlaylist: {
    route: 'PUT /api/playlists/:id',
    summary: 'Rename or re-describe (owner or admin)',
    body: PLAYLIST_UPDATE_BODY,
    output: { description: 'The playlist.', view: 'PlaylistSaved' },
    handle: async ({ ctx, params, body }) => ({
      success: true,
      playlist: await playlists.updatePlaylist(ctx, params.id!, body),
    }),
  },
  deletePlaylist: {
    route: 'DELETE /api/playlists/:id',
    summary: 'Delete with its tracks and shares (owner or admin)',
    output: { description: 'Deleted.', view: 'Success' },
    handle: successAfter(({ ctx, params }) => playlists.deletePlaylist(ctx, params.id!)),
  },
  addTrack: {
    route: 'POST /api/playlists/:id/tracks',
    summary: 'Add a track',
    body: { name: 'TrackInput', schema: trackSchema },
    output: { status: 201, description: 'The playlist.', view: 'Playlist' },
    errors: [409],
    handle: ({ ctx, params, body }) => tracks.addTrack(ctx, params.id!, body),
  },
  reorderTracks: {
    route: 'PUT /api/playlists/:id/tracks/order',
    summary: 'Put the tracks in a new order (owner or admin)',
    body: { name: 'TrackOrderInput', schema: trackOrderSchema },
    output: { description: 'The playlist in its new order.', view: 'Playlist' },
    errors: [409],
    handle: ({ ctx, params, body }) => setList.reorderTracks(ctx, params.id!, body),
  },
  duplicatePlaylist: {
    route: 'POST /api/playlists/:id/duplicate',
    summary: "Copy a playlist you can open into one you own ('Copy of …')",
    output: { status: 201, description: 'The new playlist.', view: 'Playlist' },
    handle: ({ ctx, params }) => setList.duplicatePlaylist(ctx, params.id!),
  },
  sharePlaylist: {
    route: 'POST /api/playlists/:id/share',
    tag: 'Sharing',
    summary: 'Share read-only with a user',
    body: { name: 'ShareInput', schema: shareSchema },
    output: { description: 'Shared.', view: 'PlaylistShared' },
    handle: async ({ ctx, params, body }) => {
      const { sharedWith } = await sharing.sharePlaylist(ctx, params.id!, body);
      return { success: true, sharedWith };
    },
  },
  unsharePlaylist: {
    route: 'DELETE /api/playlists/:id/share/:username',
    tag: 'Sharing',
    summary: 'Stop sharing',
    output: { description: 'Done.', view: 'Success' },
    handle: successAfter(({ ctx, params }) => sharing.unsharePlaylist(ctx, params.id!, params.username!)),
  },
  removeTrack: {
    route: 'DELETE /api/tracks/:trackId',
    summary: 'Remove a track',
    output: { description: 'The playlist as it is now.', view: 'Playlist' },
    handle: ({ ctx, params }) => tracks.removeTrack(ctx, params.trackId!),
  },
  copyTrack: {
    route: 'POST /api/tracks/:trackId/copy',
    summary: 'Copy a track into a playlist you may edit',
    description:
      "The copy keeps the song's tempo, notes, count-in, sounds, length, key and rhythm, and goes at the end. The rules of adding a track apply: 409 when the playlist is full or already has the search song.",
    body: { name: 'TrackCopyInput', schema: trackCopySchema },
    output: { status: 201, description: 'The copy.', view: 'Track' },
    errors: [409],
    handle: ({ ctx, params, body }) => tracks.copyTrack(ctx, params.trackId!, body),
  },
  updateTrack: {
    route: 'PATCH /api/tracks/:trackId',
    summary: "Change a track's name, artist, notes or tempo (only the fields given)",
    body: { name: 'TrackUpdateInput', schema: trackUpdateSchema },
    output: { description: 'The playlist.', view: 'Playlist' },
    handle: ({ ctx, params, body }) => tracks.updateTrack(ctx, params.trackId!, body),
  },
});
