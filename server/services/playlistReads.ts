import type { EntityManager } from '@mikro-orm/postgresql';
import type { BpmSource, User } from '../entities';
import { NotFound } from '../errors/appErrors';
import { canEditPlaylist, canReadPlaylist, canSharePlaylist } from '../policies/playlists';
import { isUuid, PLAYLIST_NOT_FOUND } from './playlistAccess';
import type { PlaylistView } from './playlistViews';

// Reading a playlist is the hot path (every page view, every integrator poll): plain rows, no entity
// hydration, and always three queries whatever the number of tracks.

interface PlaylistRow {
  id: string;
  name: string;
  description: string | null;
  owner_id: string | null;
  owner_username: string | null;
  created_at: Date;
  updated_at: Date;
}

interface TrackRow {
  id: string;
  position: number;
  name: string;
  artist: string;
  bpm: number;
  album_art: string | null;
  external_id: string | null;
  bpm_source: BpmSource;
}

/** The playlist as the viewer may see it; 404 when it does not exist or the viewer may not read it. */
export async function readPlaylistView(em: EntityManager, viewer: User, id: string): Promise<PlaylistView> {
  if (!isUuid(id)) throw new NotFound(PLAYLIST_NOT_FOUND);
  const [row] = await em.execute<PlaylistRow[]>(
    `select p.id, p.name, p.description, p.owner_id, owner.username as owner_username, p.created_at, p.updated_at
       from playlist p left join "user" owner on owner.id = p.owner_id
      where p.id = ?`,
    [id],
  );
  if (!row) throw new NotFound(PLAYLIST_NOT_FOUND);
  const shares = await em.execute<Array<{ id: string; username: string }>>(
    `select u.id, u.username from playlist_share s join "user" u on u.id = s.shared_with_id
      where s.playlist_id = ? order by s.created_at, u.username`,
    [id],
  );
  const ownership = { owner: row.owner_id ? { id: row.owner_id } : null };
  if (!canReadPlaylist(viewer, ownership, shares.some((share) => share.id === viewer.id))) throw new NotFound(PLAYLIST_NOT_FOUND);
  const tracks = await em.execute<TrackRow[]>(
    `select id, position, name, artist, bpm, album_art, external_id, bpm_source
       from track where playlist_id = ? order by position`,
    [id],
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    ownerUsername: row.owner_username,
    canEdit: canEditPlaylist(viewer, ownership),
    trackCount: tracks.length,
    tracks: tracks.map((track) => ({
      id: track.id,
      position: track.position,
      name: track.name,
      artist: track.artist,
      bpm: track.bpm,
      albumArt: track.album_art,
      externalId: track.external_id,
      bpmSource: track.bpm_source,
    })),
    sharedWith: canSharePlaylist(viewer, ownership) ? shares.map((share) => share.username) : null,
  };
}
