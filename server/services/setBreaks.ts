import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { PLAYLIST_BREAKS_MAX } from '../../schema/limits';
import { messages, setBreakSchema, setBreakUpdateSchema } from '../../schema/validation';
import { Playlist, SetBreak, type User } from '../entities';
import { Conflict, NotFound, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accessPlaylist, type PlaylistFacts } from './playlistAccess';
import { loadSetList, toPlaylistView, type PlaylistView } from './playlistViews';
import { placeSetList, setListPlacesOf } from './setList';
import { validateInput } from './validate';

export const SET_BREAK_NOT_FOUND = 'Set break not found';
/** The playlist already holds {@link PLAYLIST_BREAKS_MAX} set breaks. */
export const SET_BREAKS_FULL = `A playlist holds at most ${PLAYLIST_BREAKS_MAX} set breaks`;

/** Touches the playlist and returns it as it is now. */
async function changed(em: EntityManager, viewer: User, facts: PlaylistFacts): Promise<PlaylistView> {
  const updatedAt = new Date();
  await em.nativeUpdate(Playlist, { id: facts.id }, { updatedAt });
  return toPlaylistView(viewer, { ...facts, updatedAt }, await loadSetList(em, facts.id));
}

/**
 * Adds a named set break (owner or admin, as for tracks): after the track or break `afterId`, or
 * at the end without one. Positions are taken under the playlist lock; an `afterId` that is not
 * in this playlist is bad input (400); past {@link PLAYLIST_BREAKS_MAX} breaks, 409.
 */
export async function addSetBreak(ctx: RequestContext, playlistId: string, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const { name, afterId } = validateInput(setBreakSchema, input);
  return ctx.em.transactional(async (em) => {
    const facts = await accessPlaylist(em, viewer, playlistId, 'edit', { lock: true });
    const places = await setListPlacesOf(em, facts.id);
    const after = afterId ? places.findIndex((place) => place.id === afterId) : places.length - 1;
    if (afterId && after < 0) throw new ValidationError(messages.setBreakAfter, { afterId: messages.setBreakAfter });
    if (places.filter((place) => place.isBreak).length >= PLAYLIST_BREAKS_MAX) throw new Conflict(SET_BREAKS_FULL);
    const next = places.reduce((end, place) => Math.max(end, place.position + 1), 0);
    const added = em.create(SetBreak, { playlist: em.getReference(Playlist, facts.id), position: next, name });
    await em.flush();
    if (after < places.length - 1) {
      const ids = places.map((place) => place.id);
      ids.splice(after + 1, 0, added.id);
      await placeSetList(em, facts.id, ids);
    }
    return changed(em, viewer, facts);
  });
}

/** The break and its playlist, locked for an edit; unknown breaks and those of playlists the viewer may not read are both NOT_FOUND. */
async function editableBreak(ctx: RequestContext, em: EntityManager, breakId: string) {
  const viewer = requireViewer(ctx.viewer);
  const found = isUuid(breakId) ? await em.findOne(SetBreak, { id: breakId }, { fields: ['playlist'] }) : null;
  if (!found) throw new NotFound(SET_BREAK_NOT_FOUND);
  const facts = await accessPlaylist(em, viewer, found.playlist.id, 'edit', { lock: true }).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound(SET_BREAK_NOT_FOUND) : error;
  });
  return { viewer, facts, breakId: found.id };
}

/** Renames a set break (owner or admin); returns the playlist as it is now. */
export async function renameSetBreak(ctx: RequestContext, breakId: string, input: unknown): Promise<PlaylistView> {
  requireViewer(ctx.viewer);
  const { name } = validateInput(setBreakUpdateSchema, input);
  return ctx.em.transactional(async (em) => {
    const target = await editableBreak(ctx, em, breakId);
    await em.nativeUpdate(SetBreak, { id: target.breakId }, { name });
    return changed(em, target.viewer, target.facts);
  });
}

/** Removes a set break (owner or admin); the songs around it stay where they are. */
export async function removeSetBreak(ctx: RequestContext, breakId: string): Promise<PlaylistView> {
  requireViewer(ctx.viewer);
  return ctx.em.transactional(async (em) => {
    const target = await editableBreak(ctx, em, breakId);
    await em.nativeDelete(SetBreak, { id: target.breakId });
    return changed(em, target.viewer, target.facts);
  });
}
