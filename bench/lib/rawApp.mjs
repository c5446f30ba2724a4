// The baseline: a minimal express + pg handler (no session, no helmet, no ORM) that returns the same
// JSON as GET /api/playlists/{id} for a fixed viewer, from the same database, with the same pool size.
import express from 'express';
import pg from 'pg';

/** Same pool size and driver settings as the app's ORM (server/db/orm.ts). */
const POOL_OPTIONS = { max: 10, connectionTimeoutMillis: 2000, statement_timeout: 5000 };

// The two statements the app sends for a playlist read (ACCESS_SQL in server/services/playlistAccess.ts
// and SET_LIST_SQL in playlistViews.ts): the playlist with its owner and its shares as JSON, then its tracks and set breaks.
const ACCESS_SQL = `
  select p.id, p.name, p.description, p.created_at, p.updated_at, p.owner_id, o.username as owner_username,
         (select coalesce(json_agg(json_build_object('id', u.id, 'username', u.username) order by s.created_at, u.username), '[]')
            from playlist_share s join "user" u on s.shared_with_user_id = u.id
           where s.playlist_id = p.id) as shared_with
    from playlist p left join "user" o on p.owner_id = o.id
   where p.id = $1
   limit 1`;
const SET_LIST_SQL = `
  select false as is_break, id, position, name, artist, bpm, album_art, external_id, bpm_source, notes,
         count_in_beats, sound_type, count_in_sound_type, length_seconds, song_key, rhythm
    from track where playlist_id = $1
  union all
  select true, id, position, name, null, null, null, null, null, null,
         null, null, null, null, null, null
    from set_break where playlist_id = $1
  order by position asc`;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * @param {string} databaseUrl
 * @param {string} viewerId the user every request is served as (stands in for the session)
 */
export function createRawApp(databaseUrl, viewerId) {
  const pool = new pg.Pool({ connectionString: databaseUrl, ...POOL_OPTIONS });
  const app = express();
  app.disable('x-powered-by');

  app.get('/playlists/:id', async (req, res) => {
    const { id } = req.params;
    const [playlist] = UUID_PATTERN.test(id) ? (await pool.query(ACCESS_SQL, [id])).rows : [];
    if (!playlist) return res.status(404).json({ error: 'Playlist not found' });
    const shares = playlist.shared_with;
    const canEdit = playlist.owner_id === viewerId;
    const readable = canEdit || !playlist.owner_id || shares.some((share) => share.id === viewerId);
    if (!readable) return res.status(404).json({ error: 'Playlist not found' });
    const rows = (await pool.query(SET_LIST_SQL, [id])).rows;
    const tracks = rows.filter((row) => !row.is_break);
    const breaks = rows
      .filter((row) => row.is_break)
      .map((row) => ({ id: row.id, position: row.position, name: row.name }));
    res.json({
      id: playlist.id,
      name: playlist.name,
      description: playlist.description,
      createdAt: playlist.created_at,
      updatedAt: playlist.updated_at,
      ownerUsername: playlist.owner_username,
      canEdit,
      trackCount: tracks.length,
      tracks: tracks.map((track) => ({
        id: track.id,
        position: track.position,
        name: track.name,
        artist: track.artist,
        bpm: track.bpm,
        bpmSource: track.bpm_source,
        albumArt: track.album_art,
        externalId: track.external_id,
        notes: track.notes,
        countInBeats: track.count_in_beats,
        soundType: track.sound_type,
        countInSoundType: track.count_in_sound_type,
        lengthSeconds: track.length_seconds,
        key: track.song_key,
        rhythm: track.rhythm,
      })),
      breaks,
      sharedWith: canEdit ? shares.map((share) => share.username) : null,
    });
  });

  return { app, close: () => pool.end() };
}
