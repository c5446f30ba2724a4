// The baseline: a minimal express + pg handler (no session, no helmet, no ORM) that returns the same
// JSON as GET /api/playlists/{id} for a fixed viewer, from the same database, with the same pool size.
import { createRequire } from 'node:module';
import express from 'express';
import pg from 'pg';

/** Same pool size and driver settings as the app's ORM (server/db/orm.ts). */
const POOL_OPTIONS = { max: 10, connectionTimeoutMillis: 2000, statement_timeout: 5000 };

// The two statements the app sends for a playlist read, taken from the built app so the baseline
// never drifts from it: the playlist with its owner and its shares as JSON, then its tracks and set
// breaks. The app's ORM writes `?` placeholders; pg wants `$1`.
const require = createRequire(import.meta.url);
const builtService = (file) => require(`../../dist/server/services/${file}.js`);
const ACCESS_SQL = builtService('playlistAccess').ACCESS_SQL.replace('?', '$1');
const SET_LIST_SQL = builtService('playlistViews').SET_LIST_SQL.replaceAll('?', '$1');

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
        afterSong: track.after_song,
        afterSongGap: track.after_song_gap,
        rhythm: track.rhythm,
        spokenCues: track.spoken_cues,
        ownSounds: track.own_sounds,
        midiMessages: track.midi_messages,
      })),
      breaks,
      sharedWith: canEdit ? shares.map((share) => share.username) : null,
    });
  });

  return { app, close: () => pool.end() };
}
