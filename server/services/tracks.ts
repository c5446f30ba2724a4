import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { trackSchema } from '../../schema/validation';
import { Playlist, Track } from '../entities';
import { Conflict, NotFound } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { isUuid, loadEditablePlaylist } from './playlistAccess';
import { getPlaylist } from './playlists';
import type { PlaylistView } from './playlistViews';
import { validateInput } from './validate';

/** SPEC.md §8: the song is in this playlist already. */
export const ALREADY_IN_PLAYLIST = 'Already in playlist';
export const TRACK_NOT_FOUND = 'Track not found';

/**
 * Appends a track (owner or admin). The playlist row is locked while the next position is taken,
 * so parallel adds get distinct positions; a search song already in the playlist is refused (409).
 */
export async function addTrack(ctx: RequestContext, playlistId: string, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const data = validateInput(trackSchema, input);
  const { playlist } = await loadEditablePlaylist(ctx.em, viewer, playlistId);
  try {
    await ctx.em.transactional(async (em) => {
      await em.execute('select id from playlist where id = ? for update', [playlist.id]);
      if (data.id && (await em.count(Track, { playlist: playlist.id, externalId: data.id }))) {
        throw new Conflict(ALREADY_IN_PLAYLIST);
      }
      const [{ next } = { next: 0 }] = await em.execute<Array<{ next: number }>>(
        'select coalesce(max(position) + 1, 0)::int as next from track where playlist_id = ?',
        [playlist.id],
      );
      em.create(Track, {
        playlist: em.getReference(Playlist, playlist.id),
        position: next,
        name: data.name,
        artist: data.artist,
        bpm: data.bpm,
        albumArt: data.albumArt || null,
        externalId: data.id || null,
        bpmSource: data.bpmSource,
      } as never);
      await em.nativeUpdate(Playlist, { id: playlist.id }, { updatedAt: new Date() });
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new Conflict(ALREADY_IN_PLAYLIST);
    throw error;
  }
  ctx.em.clear();
  return getPlaylist(ctx, playlist.id);
}

/** Removes one track from its playlist (owner or admin) and returns the playlist as it is now. */
export async function removeTrack(ctx: RequestContext, trackId: string): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const track = isUuid(trackId) ? await ctx.em.findOne(Track, { id: trackId }) : null;
  if (!track) throw new NotFound(TRACK_NOT_FOUND);
  const playlistId = track.playlist.id;
  try {
    await loadEditablePlaylist(ctx.em, viewer, playlistId);
  } catch (error) {
    // A track of a playlist the viewer may not read does not exist for them either.
    if (error instanceof NotFound) throw new NotFound(TRACK_NOT_FOUND);
    throw error;
  }
  await ctx.em.transactional(async (em) => {
    await em.nativeDelete(Track, { id: track.id });
    await em.nativeUpdate(Playlist, { id: playlistId }, { updatedAt: new Date() });
  });
  ctx.em.clear();
  return getPlaylist(ctx, playlistId);
}
