// Seeds the benchmark data set with set-based SQL (generate_series), not through the ORM.
// Ids are md5-derived uuids so the benchmarked rows are known without reading them back.
import pg from 'pg';
import { sized } from './smoke.mjs';

// A smoke run seeds a few rows of each kind; the benchmarked playlist keeps its 50 tracks and 3 shares.
export const USERS = sized(1_000, 50);
export const PLAYLISTS = sized(5_000, 40);
export const TRACKS = sized(50_000, 400);
/** Tracks of the benchmarked playlist; the rest are spread over the other playlists (about 10 each). */
export const BENCH_TRACKS = 50;

/** The benchmarked user (user0000) owns the benchmarked playlist (playlist 0), shared with three others. */
export const BENCH_USER = { username: 'user0000', password: 'bench-password-0123456789' };

const uuidOf = (kind, n) => `md5('${kind}-' || ${n})::uuid`;

const SEED_SQL = [
  `insert into "user" (id, username, email, display_name, password_hash, created_at, updated_at)
   select ${uuidOf('user', 'i')}, 'user' || lpad(i::text, 4, '0'), 'user' || lpad(i::text, 4, '0') || '@bench.example',
          'Bench User ' || i, $1, now() - i * interval '1 minute', now()
     from generate_series(0, ${USERS - 1}) i`,
  `insert into playlist (id, owner_id, name, description, created_at, updated_at)
   select ${uuidOf('playlist', 'j')}, ${uuidOf('user', `(j % ${USERS})`)}, 'Playlist ' || j,
          case when j % 3 = 0 then null else 'Set list number ' || j || ' for the bench' end,
          now() - j * interval '1 second', now() - j * interval '1 second'
     from generate_series(0, ${PLAYLISTS - 1}) j`,
  // Tracks 0..49 go to playlist 0 (positions 0..49); the others round-robin over playlists 1..4999.
  `insert into track (id, playlist_id, position, name, artist, bpm, album_art, external_id, bpm_source)
   select ${uuidOf('track', 't')},
          case when t < ${BENCH_TRACKS} then ${uuidOf('playlist', 0)}
               else ${uuidOf('playlist', `(1 + (t - ${BENCH_TRACKS}) % ${PLAYLISTS - 1})`)} end,
          case when t < ${BENCH_TRACKS} then t else (t - ${BENCH_TRACKS}) / ${PLAYLISTS - 1} end,
          'Song number ' || t, 'Artist ' || (t % 700), 60 + t % 140,
          case when t % 2 = 0 then 'https://images.example/art/' || t || '.jpg' end,
          case when t % 3 <> 0 then 'ext-' || t end,
          (array['lookup', 'estimate', 'tap', 'manual'])[1 + t % 4]
     from generate_series(0, ${TRACKS - 1}) t`,
  // Every playlist shared with one other user, and the benchmarked one with users 1, 2 and 3.
  `insert into playlist_share (playlist_id, shared_with_user_id, shared_by_user_id, created_at)
   select ${uuidOf('playlist', 'j')}, ${uuidOf('user', `((j + 1) % ${USERS})`)}, ${uuidOf('user', `(j % ${USERS})`)},
          now() - j * interval '1 second'
     from generate_series(0, ${PLAYLISTS - 1}) j
   union all
   select ${uuidOf('playlist', 0)}, ${uuidOf('user', 'k')}, ${uuidOf('user', 0)}, now() - (10 - k) * interval '1 second'
     from generate_series(2, 3) k`,
];

/**
 * Fills an empty, migrated database; every user gets the same password hash (fine for a benchmark).
 * @param {string} databaseUrl
 * @param {string} passwordHash
 * @returns {Promise<{ viewerId: string, playlistId: string, counts: Record<string, number> }>}
 */
export async function seed(databaseUrl, passwordHash) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(SEED_SQL[0], [passwordHash]);
    for (const sql of SEED_SQL.slice(1)) await client.query(sql);
    await client.query('commit');
    await client.query('analyze');
    const { rows } = await client.query(`
      select ${uuidOf('user', 0)}::text as viewer_id, ${uuidOf('playlist', 0)}::text as playlist_id,
             (select count(*)::int from "user") as users, (select count(*)::int from playlist) as playlists,
             (select count(*)::int from track) as tracks, (select count(*)::int from playlist_share) as shares,
             (select count(*)::int from track where playlist_id = ${uuidOf('playlist', 0)}) as "benchPlaylistTracks"`);
    const { viewer_id: viewerId, playlist_id: playlistId, ...counts } = rows[0];
    return { viewerId, playlistId, counts };
  } finally {
    await client.end();
  }
}
