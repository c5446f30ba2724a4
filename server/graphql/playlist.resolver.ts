import 'reflect-metadata';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import * as playlists from '../services/playlists';
import type { PlaylistSummaryView, PlaylistView, SharedPlaylistView, TrackView } from '../services/playlistViews';
import * as setList from '../services/setList';
import * as sharing from '../services/sharing';
import * as tracks from '../services/tracks';
import type { GraphQLContext } from './context';
import { givenFields } from './givenFields';
import {
  Playlist,
  PlaylistInput,
  PlaylistSummary,
  PlaylistUpdateInput,
  SharedPlaylist,
  Track,
  TrackInput,
  TrackTempoInput,
  TrackUpdateInput,
} from './playlist.types';

/** Playlists, tracks and sharing; each operation is one call into the services the REST routes use. */
@Resolver()
export class PlaylistResolver {
  @Query(() => [PlaylistSummary], { description: "The viewer's own playlists, newest first." })
  myPlaylists(@Ctx() ctx: GraphQLContext): Promise<PlaylistSummaryView[]> {
    return playlists.listOwnPlaylists(ctx);
  }

  @Query(() => [PlaylistSummary], {
    description: 'System playlists (made by admins, no owner): every signed-in user can open them.',
  })
  featuredPlaylists(@Ctx() ctx: GraphQLContext): Promise<PlaylistSummary[]> {
    return playlists.listFeaturedPlaylists(ctx);
  }

  @Query(() => [SharedPlaylist], { description: 'Playlists shared with the viewer.' })
  playlistsSharedWithMe(@Ctx() ctx: GraphQLContext): Promise<SharedPlaylistView[]> {
    return playlists.listSharedWithViewer(ctx);
  }

  @Query(() => Playlist, { description: 'One playlist the viewer may read (NOT_FOUND otherwise).' })
  playlist(
    @Arg('id', () => ID, { description: 'Playlist id.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return playlists.getPlaylist(ctx, id);
  }

  @Mutation(() => Playlist, { description: 'Creates a playlist owned by the viewer.' })
  createPlaylist(
    @Arg('input', () => PlaylistInput, { description: 'Name and description.' }) input: PlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return playlists.createPlaylist(ctx, { ...input });
  }

  @Mutation(() => Playlist, { description: 'Renames or re-describes a playlist (owner or admin).' })
  updatePlaylist(
    @Arg('id', () => ID, { description: 'Playlist id.' }) id: string,
    @Arg('input', () => PlaylistUpdateInput, { description: 'The fields to change.' }) input: PlaylistUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return playlists.updatePlaylist(ctx, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Deletes a playlist with its tracks and shares (owner or admin).' })
  async deletePlaylist(
    @Arg('id', () => ID, { description: 'Playlist id.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await playlists.deletePlaylist(ctx, id);
    return true;
  }

  @Mutation(() => Playlist, { description: 'Appends a track and returns the playlist.' })
  addTrack(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('input', () => TrackInput, { description: 'The track.' }) input: TrackInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return tracks.addTrack(ctx, playlistId, { ...input });
  }

  @Mutation(() => Playlist, { description: 'Removes a track and returns its playlist as it is now.' })
  removeTrack(
    @Arg('trackId', () => ID, { description: 'Track id.' }) trackId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return tracks.removeTrack(ctx, trackId);
  }

  @Mutation(() => Track, {
    description:
      'Copies a track the viewer may read into a playlist they may edit (at its end) and returns the copy; the rules of addTrack apply.',
  })
  copyTrack(
    @Arg('trackId', () => ID, { description: 'Track id.' }) trackId: string,
    @Arg('playlistId', () => ID, { description: 'The playlist to copy it into.' }) playlistId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TrackView> {
    return tracks.copyTrack(ctx, trackId, { playlistId });
  }

  @Mutation(() => Playlist, { description: "Changes a track's tempo (and its source) and returns its playlist." })
  updateTrackTempo(
    @Arg('trackId', () => ID, { description: 'Track id.' }) trackId: string,
    @Arg('input', () => TrackTempoInput, { description: 'The new tempo and where it came from.' })
    input: TrackTempoInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return tracks.updateTrackTempo(ctx, trackId, { ...input });
  }

  @Mutation(() => Playlist, {
    description: "Changes a track's name, artist, notes or tempo (only the fields given) and returns its playlist.",
  })
  updateTrack(
    @Arg('trackId', () => ID, { description: 'Track id.' }) trackId: string,
    @Arg('input', () => TrackUpdateInput, { description: 'The fields to change.' }) input: TrackUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return tracks.updateTrack(ctx, trackId, givenFields(input));
  }

  @Mutation(() => Playlist, {
    description:
      "Puts the playlist's tracks in the given order: every track id exactly once (VALIDATION_ERROR otherwise; CONFLICT when the playlist changed meanwhile).",
  })
  reorderTracks(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('trackIds', () => [ID], { description: 'Every track id of the playlist, in the new order.' })
    trackIds: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return setList.reorderTracks(ctx, playlistId, { trackIds });
  }

  @Mutation(() => Playlist, {
    description: "Copies a playlist the viewer may open into a new one they own, named 'Copy of …'.",
  })
  duplicatePlaylist(
    @Arg('id', () => ID, { description: 'Playlist id.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlaylistView> {
    return setList.duplicatePlaylist(ctx, id);
  }

  @Mutation(() => Boolean, { description: 'Shares a playlist read-only with a user, by username.' })
  async sharePlaylist(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('sharedWithUsername', { description: 'Username to share with.' }) sharedWithUsername: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await sharing.sharePlaylist(ctx, playlistId, { sharedWithUsername });
    return true;
  }

  @Mutation(() => Boolean, { description: 'Ends a share; the user may be named by username or id.' })
  async unsharePlaylist(
    @Arg('playlistId', () => ID, { description: 'Playlist id.' }) playlistId: string,
    @Arg('username', { description: 'Username or user id to stop sharing with.' }) username: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await sharing.unsharePlaylist(ctx, playlistId, username);
    return true;
  }
}
