import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { FIRST_SCREEN_DATA_ID, playlistPageOf, type FirstScreenData } from '../../schema/firstScreen';
import { Track, type User } from '../entities';
import { accessPlaylist } from '../services/playlistAccess';
import { userOfSession, type SessionClaims } from '../services/sessions';

/**
 * What the first render of `pathname` shows, when it is a set list or its stage and `viewer` may
 * read the playlist (the same access check as the API's, so nothing of a playlist they may not read
 * is sent); null for any other path or viewer. At most four small reads: the playlist's access
 * row, and on the stage its first song and the number of songs.
 */
export async function firstScreenDataFor(
  em: EntityManager,
  viewer: User,
  pathname: string,
): Promise<FirstScreenData | null> {
  const page = playlistPageOf(pathname);
  if (!page) return null;
  const facts = await accessPlaylist(em, viewer, page.id, 'read').catch(() => null);
  if (!facts) return null;
  if (!page.stage) return { path: pathname, playlistName: facts.name };
  const song = await em.findOne(
    Track,
    { playlist: facts.id },
    { orderBy: { position: 'asc' }, fields: ['name', 'artist', 'bpm'] },
  );
  const firstSong = song
    ? { name: song.name, artist: song.artist, bpm: song.bpm, songCount: await em.count(Track, { playlist: facts.id }) }
    : null;
  return { path: pathname, playlistName: facts.name, firstSong };
}

/**
 * The data as an inline JSON element for the page's `<head>`. `<` is written as `\u003c`, so no
 * name can close the element or open another one; the JSON reads the same.
 */
export function firstScreenDataElement(data: FirstScreenData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
}

/**
 * The page element of the request's first data, or '' when there is none: only a request for a
 * playlist's page whose session names a user reads the database (the session's user, then the
 * playlist), so visitors and every other path cost no query. A failed read gives '' (the page then
 * loads as it would without): the screen asks for its data anyway.
 */
export async function firstScreenDataOf(orm: MikroORM, req: Request): Promise<string> {
  const claims = (req.session ?? {}) as SessionClaims;
  if (!claims.uid || !playlistPageOf(req.path)) return '';
  try {
    const em = orm.em.fork();
    const viewer = await userOfSession(em, claims);
    const data = viewer && (await firstScreenDataFor(em, viewer, req.path));
    return data ? firstScreenDataElement(data) : '';
  } catch {
    return '';
  }
}
