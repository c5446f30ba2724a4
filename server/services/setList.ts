import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { DUPLICATE_NAME_PREFIX, PLAYLIST_NAME_MAX_LENGTH, PLAYLIST_TRACKS_MAX } from '../../schema/limits';
import { messages, trackOrderSchema } from '../../schema/validation';
import { Playlist, User } from '../entities';
import { Conflict, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accessPlaylist } from './playlistAccess';
import { loadSetList, toPlaylistView, type PlaylistView } from './playlistViews';
import { validateInput } from './validate';

/** A reorder whose list no longer matches the playlist (a track was added or removed meanwhile). */
export const PLAYLIST_CHANGED = 'The playlist changed, reload and try again';
/** The playlist already holds {@link PLAYLIST_TRACKS_MAX} tracks. */
export const PLAYLIST_FULL = `A playlist holds at most ${PLAYLIST_TRACKS_MAX.toLocaleString('en-US')} tracks`;

/** One place of a set list: a track's or a set break's. */
export interface SetListPlace {
  id: string;
  position: number;
  isBreak: boolean;
}

/** Its tracks' and set breaks' places, in playlist order (the playlist must be locked by the caller). */
export async function setListPlacesOf(em: EntityManager, playlistId: string): Promise<SetListPlace[]> {
  return em.execute<SetListPlace[]>(
    `select id, position, false as "isBreak" from track where playlist_id = ?
     union all
     select id, position, true from set_break where playlist_id = ? order by position`,
    [playlistId, playlistId],
  );
}

/**
 * Gives the playlist's tracks and set breaks the positions of `ids`, in order (every one of them,
 * under the playlist lock). Positions are unique per table and checked row by row, so everything
 * moves out of the way first; each step updates both tables in one statement.
 */
export async function placeSetList(em: EntityManager, playlistId: string, ids: string[]): Promise<void> {
  await em.execute(
    `with moved_tracks as (update track set position = position + ? where playlist_id = ? returning 1)
     update set_break set position = position + ? where playlist_id = ?`,
    [PLAYLIST_TRACKS_MAX * 2, playlistId, PLAYLIST_TRACKS_MAX * 2, playlistId],
  );
  await em.execute(
    `with ordered as (select id::uuid as id, place - 1 as position from jsonb_array_elements_text(?::jsonb) with ordinality as listed(id, place)),
          placed_tracks as (update track set position = ordered.position from ordered where track.id = ordered.id and track.playlist_id = ? returning 1)
     update set_break set position = ordered.position from ordered where set_break.id = ordered.id and set_break.playlist_id = ?`,
    [JSON.stringify(ids), playlistId, playlistId],
  );
}

/**
 * Puts a playlist's tracks and set breaks in the given order (owner or admin). The playlist row is
 * locked, as by every add and remove, so a reorder and an add or remove never interleave: the list
 * must name exactly the tracks and breaks the playlist has when the reorder runs. A list naming a
 * track of another playlist, or one twice, is bad input (400); a list that misses a track added
 * since or names one removed since is out of date (409), and nothing changes.
 */
export async function reorderTracks(ctx: RequestContext, playlistId: string, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const { trackIds } = validateInput(trackOrderSchema, input);
  // An id that is not a UUID was never a track id: bad input, like a track of another playlist.
  if (!trackIds.every(isUuid)) throw new ValidationError(messages.trackOrder, { trackIds: messages.trackOrder });
  return ctx.em.transactional(async (em) => {
    const facts = await accessPlaylist(em, viewer, playlistId, 'edit', { lock: true });
    const current = new Set((await setListPlacesOf(em, facts.id)).map((place) => place.id));
    const listed = new Set(trackIds);
    if (listed.size !== current.size || trackIds.some((id) => !current.has(id))) {
      const [{ elsewhere }] = await em.execute<Array<{ elsewhere: number }>>(
        `select count(*)::int as elsewhere
           from (select id, playlist_id from track union all select id, playlist_id from set_break) as item
          where id::text in (select jsonb_array_elements_text(?::jsonb)) and playlist_id <> ?`,
        [JSON.stringify(trackIds), facts.id],
      );
      if (elsewhere > 0) throw new ValidationError(messages.trackOrder, { trackIds: messages.trackOrder });
      throw new Conflict(PLAYLIST_CHANGED);
    }
    await placeSetList(em, facts.id, trackIds);
    const updatedAt = new Date();
    await em.nativeUpdate(Playlist, { id: facts.id }, { updatedAt });
    return toPlaylistView(viewer, { ...facts, updatedAt }, await loadSetList(em, facts.id));
  });
}

/** 'Copy of {name}', cut to fit the name limit. */
export function duplicateName(name: string): string {
  return `${DUPLICATE_NAME_PREFIX}${name}`.slice(0, PLAYLIST_NAME_MAX_LENGTH).trimEnd();
}

/**
 * Copies a playlist the viewer may read (own, shared with them, featured, or any for an admin)
 * into a new playlist they own: 'Copy of …', the same description, tracks and set breaks in the same order,
 * not shared with anyone.
 */
export async function duplicatePlaylist(ctx: RequestContext, playlistId: string): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  return ctx.em.transactional(async (em) => {
    const source = await accessPlaylist(em, viewer, playlistId, 'read');
    const copy = em.create(Playlist, {
      owner: em.getReference(User, viewer.id),
      name: duplicateName(source.name),
      description: source.description,
    });
    await em.flush();
    // The set breaks are copied in the same statement, as a data-modifying WITH.
    await em.execute(
      `with copied_breaks as (
         insert into set_break (id, playlist_id, position, name, created_at)
         select gen_random_uuid(), ?, position, name, now() from set_break where playlist_id = ?)
       insert into track (id, playlist_id, position, name, artist, bpm, album_art, external_id, bpm_source, notes,
                          count_in_beats, sound_type, count_in_sound_type, length_seconds, song_key, after_song, after_song_gap, rhythm, spoken_cues, own_sounds, midi_messages, created_at)
       select gen_random_uuid(), ?, position, name, artist, bpm, album_art, external_id, bpm_source, notes,
              count_in_beats, sound_type, count_in_sound_type, length_seconds, song_key, after_song, after_song_gap, rhythm, spoken_cues, own_sounds, midi_messages, now() from track where playlist_id = ?`,
      [copy.id, source.id, copy.id, source.id],
    );
    const owner = { id: viewer.id, username: viewer.username };
    return toPlaylistView(viewer, { ...copy, owner, sharedWith: [] }, await loadSetList(em, copy.id));
  });
}
