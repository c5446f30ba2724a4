import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { trackSchema, trackTempoSchema } from '../../schema/validation';
import { Playlist, Track } from '../entities';
import { Conflict, NotFound } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accessPlaylist } from './playlistAccess';
import { loadTracks, toPlaylistView, type PlaylistView } from './playlistViews';
import { validateInput } from './validate';

/** SPEC.md §8: the song is in this playlist already. */
export const ALREADY_IN_PLAYLIST = 'Already in playlist';
export const TRACK_NOT_FOUND = 'Track not found';

async function nextPosition(em: EntityManager, playlistId: string): Promise<number> {
  const last = await em.findOne(Track, { playlist: playlistId }, { orderBy: { position: 'desc' }, fields: ['position'] });
  return last ? last.position + 1 : 0;
}

/**
 * Appends a track (owner or admin). The playlist row is locked while the next position is taken,
 * so parallel adds get distinct positions; a search song already in the playlist is refused (409).
 */
export async function addTrack(ctx: RequestContext, playlistId: string, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const data = validateInput(trackSchema, input);
  try {
    return await ctx.em.transactional(async (em) => {
      const facts = await accessPlaylist(em, viewer, playlistId, 'edit', { lock: true });
      if (data.id && (await em.count(Track, { playlist: facts.id, externalId: data.id }))) throw new Conflict(ALREADY_IN_PLAYLIST);
      em.create(Track, {
        playlist: em.getReference(Playlist, facts.id),
        position: await nextPosition(em, facts.id),
        name: data.name,
        artist: data.artist,
        bpm: data.bpm,
        albumArt: data.albumArt || null,
        externalId: data.id || null,
        bpmSource: data.bpmSource,
      });
      await em.flush();
      const updatedAt = new Date();
      await em.nativeUpdate(Playlist, { id: facts.id }, { updatedAt });
      return toPlaylistView(viewer, { ...facts, updatedAt }, await loadTracks(em, facts.id));
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new Conflict(ALREADY_IN_PLAYLIST);
    throw error;
  }
}

/** The playlist of a track the viewer may edit, locked; unknown and unreadable tracks are both NOT_FOUND. */
async function editableTrack(ctx: RequestContext, trackId: string) {
  const viewer = requireViewer(ctx.viewer);
  const track = isUuid(trackId) ? await ctx.em.findOne(Track, { id: trackId }, { fields: ['playlist'] }) : null;
  if (!track) throw new NotFound(TRACK_NOT_FOUND);
  return { viewer, trackId: track.id, playlistId: track.playlist.id };
}

async function lockForEdit(em: EntityManager, viewer: ReturnType<typeof requireViewer>, playlistId: string) {
  return accessPlaylist(em, viewer, playlistId, 'edit', { lock: true }).catch((error: unknown) => {
    // A track of a playlist the viewer may not read does not exist for them either.
    throw error instanceof NotFound ? new NotFound(TRACK_NOT_FOUND) : error;
  });
}

/** Removes one track from its playlist (owner or admin) and returns the playlist as it is now. */
export async function removeTrack(ctx: RequestContext, trackId: string): Promise<PlaylistView> {
  const target = await editableTrack(ctx, trackId);
  return ctx.em.transactional(async (em) => {
    const facts = await lockForEdit(em, target.viewer, target.playlistId);
    await em.nativeDelete(Track, { id: target.trackId });
    const updatedAt = new Date();
    await em.nativeUpdate(Playlist, { id: facts.id }, { updatedAt });
    return toPlaylistView(target.viewer, { ...facts, updatedAt }, await loadTracks(em, facts.id));
  });
}

/** Sets one track's tempo and where it came from (owner or admin); returns the playlist as it is now. */
export async function updateTrackTempo(ctx: RequestContext, trackId: string, input: unknown): Promise<PlaylistView> {
  const target = await editableTrack(ctx, trackId);
  const data = validateInput(trackTempoSchema, input);
  return ctx.em.transactional(async (em) => {
    const facts = await lockForEdit(em, target.viewer, target.playlistId);
    await em.nativeUpdate(Track, { id: target.trackId }, { bpm: data.bpm, bpmSource: data.bpmSource });
    const updatedAt = new Date();
    await em.nativeUpdate(Playlist, { id: facts.id }, { updatedAt });
    return toPlaylistView(target.viewer, { ...facts, updatedAt }, await loadTracks(em, facts.id));
  });
}
