import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURE_WINDOW_SECONDS } from '../../../schema/limits';
import { Track } from '../../entities';
import { TooManyRequests } from '../../errors/appErrors';
import { buildPlaylist, buildUser } from '../../test/factories';
import { useTestOrm } from '../../test/testOrm';
import { assertLoginAllowed, recordLoginFailure } from '../loginThrottle';
import {
  cachedSearch,
  cachedSong,
  cachedTempo,
  SEARCH_CACHE_TTL_MS,
  SONG_CACHE_TTL_MS,
  storeAlbumArt,
  storeSearch,
  storeTempo,
  TEMPO_CACHE_TTL_MS,
} from '../music/musicCache';
import { SWEPT_TABLES, type SweptTable } from './expiredRows';
import { sweepExpiredRows } from './sweepExpiredRows';

// The swept tables stay bounded: a simulated stream of rows, swept at simulated ticks, never holds
// more than one retention period plus one tick of rows; and a sweep changes no reader's answer.

const db = useTestOrm();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WINDOW = LOGIN_FAILURE_WINDOW_SECONDS * 1000;

/** Plain SQL with `$n` parameters, on the ORM's pool. */
async function sql<Row extends object = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<Row[]> {
  const pool = await db.orm.em.getConnection().getNativeClient();
  return (await pool.query<Row>(text, params)).rows;
}
/** The database clock, in epoch milliseconds. */
const dbNow = async () =>
  Number((await sql<{ ms: number }>(`select floor(extract(epoch from now()) * 1000)::float8 as "ms"`))[0]!.ms);
const countRows = async (table: SweptTable) =>
  (await sql<{ n: number }>(`select count(*)::int as "n" from "${table}"`))[0]!.n;
const at = (time: number) => new Date(time);

async function emptySweptTables(): Promise<void> {
  for (const table of SWEPT_TABLES) await sql(`delete from "${table}"`);
}

beforeEach(emptySweptTables);

describe('login_failure', () => {
  const FAILURES = 10_000;
  const TICK = 5 * MINUTE;
  const SPACING_MS = HOUR / FAILURES;

  it('holds at most one window plus one tick of 10,000 failed logins over an hour, swept every 5 minutes', async () => {
    const start = (await dbNow()) - HOUR;
    // Failure i (1…10,000) at start + i · 360 ms, over 100 accounts and 10 addresses.
    const failureTime = (i: number) => start + i * SPACING_MS;
    const failuresIn = (from: number, to: number) =>
      Array.from({ length: FAILURES }, (_, k) => failureTime(k + 1)).filter((time) => time > from && time <= to).length;

    let inserted = 0;
    let maxBeforeSweep = 0;
    let maxAfterSweep = 0;
    for (let tick = 1; tick <= HOUR / TICK; tick++) {
      const now = start + tick * TICK;
      const upTo = Math.floor((tick * TICK) / SPACING_MS);
      await sql(
        `insert into "login_failure" ("account_key", "ip", "created_at")
         select 'user:' || (i % 100), '10.0.0.' || (i % 10), $1::timestamptz + i * make_interval(secs => $2)
         from generate_series($3::int, $4::int) as i`,
        [at(start), SPACING_MS / 1000, inserted + 1, upTo],
      );
      inserted = upTo;

      const before = await countRows('login_failure');
      expect(before).toBeLessThanOrEqual(failuresIn(now - WINDOW - TICK, now));
      const deleted = await sweepExpiredRows(db.orm, { now: at(now), batchSize: 1000 });
      const after = await countRows('login_failure');
      expect(after).toBe(failuresIn(now - WINDOW, now));
      expect(deleted!.login_failure).toBe(before - after);
      maxBeforeSweep = Math.max(maxBeforeSweep, before);
      maxAfterSweep = Math.max(maxAfterSweep, after);
    }
    expect(inserted).toBe(FAILURES);
    expect(maxBeforeSweep).toBeLessThanOrEqual(Math.ceil(((WINDOW + TICK) / HOUR) * FAILURES));
    console.log(
      `[bounded] login_failure: ${FAILURES} failures over 1 h, swept every 5 min: at most ${maxBeforeSweep} rows before a sweep, ` +
        `${maxAfterSweep} after (one window = ${(WINDOW / HOUR) * FAILURES}, window + tick ≈ ${Math.round(((WINDOW + TICK) / HOUR) * FAILURES)})`,
    );
  });

  it('keeps and still counts failures inside the window after a sweep', async () => {
    const accountKey = 'user:throttled';
    const ip = '192.0.2.7';
    await sql(
      `insert into "login_failure" ("account_key", "ip", "created_at") values ($1, $2, now() - interval '16 minutes')`,
      [accountKey, ip],
    );
    await sql(
      `insert into "login_failure" ("account_key", "ip", "created_at") select $1, $2, now() - interval '14 minutes' from generate_series(1, $3::int)`,
      [accountKey, ip, LOGIN_FAILURES_PER_ACCOUNT - 1],
    );

    const deleted = await sweepExpiredRows(db.orm);
    expect(deleted!.login_failure).toBe(1);
    expect(await countRows('login_failure')).toBe(LOGIN_FAILURES_PER_ACCOUNT - 1);
    await expect(assertLoginAllowed(db.orm.em.fork(), accountKey, ip)).resolves.toBeUndefined();

    await recordLoginFailure(db.orm.em.fork(), accountKey, ip);
    await sweepExpiredRows(db.orm);
    await expect(assertLoginAllowed(db.orm.em.fork(), accountKey, ip)).rejects.toThrow(TooManyRequests);
  });
});

describe('music caches', () => {
  it('hold at most one TTL plus one tick of rows over 40 days of searches, swept every 6 hours', async () => {
    const TICK = 6 * HOUR;
    const SONGS_PER_SEARCH = 5;
    const start = (await dbNow()) - 40 * DAY;
    const searchesIn = (from: number, to: number, upTo: number) =>
      Array.from({ length: upTo }, (_, k) => start + (k + 1) * HOUR).filter((time) => time > from && time <= to).length;

    const max: Record<string, number> = { music_search: 0, music_song: 0, music_tempo: 0 };
    const maxBefore: Record<string, number> = { ...max };
    for (let tick = 1; tick <= (40 * DAY) / TICK; tick++) {
      const now = start + tick * TICK;
      const hours = (tick * TICK) / HOUR;
      // One search an hour, each finding five new songs whose tempos are then looked up (as storeSearch and storeTempo write them).
      const params = [at(start), hours - TICK / HOUR + 1, hours, SONGS_PER_SEARCH];
      const fetchedAt = `$1::timestamptz + h * interval '1 hour'`;
      const songId = `'song-' || h || '-' || k`;
      await sql(
        `insert into "music_search" select 'query ' || h, (select jsonb_agg(${songId}) from generate_series(1, $4::int) k), ${fetchedAt} from generate_series($2::int, $3::int) h`,
        params,
      );
      await sql(
        `insert into "music_song" ("id", "name", "artist", "fetched_at") select ${songId}, 'Song', 'Band', ${fetchedAt} from generate_series($2::int, $3::int) h, generate_series(1, $4::int) k`,
        params,
      );
      await sql(
        `insert into "music_tempo" select ${songId}, 120, 'deezer', ${fetchedAt} from generate_series($2::int, $3::int) h, generate_series(1, $4::int) k`,
        params,
      );
      for (const table of ['music_search', 'music_song', 'music_tempo'] as const)
        maxBefore[table] = Math.max(maxBefore[table]!, await countRows(table));
      await sweepExpiredRows(db.orm, { now: at(now), batchSize: 500 });

      const searches = await countRows('music_search');
      const songs = await countRows('music_song');
      const tempos = await countRows('music_tempo');
      expect(searches).toBe(searchesIn(now - SEARCH_CACHE_TTL_MS, now, hours));
      expect(tempos).toBe(searchesIn(now - TEMPO_CACHE_TTL_MS, now, hours) * SONGS_PER_SEARCH);
      expect(songs).toBe(searchesIn(now - SONG_CACHE_TTL_MS, now, hours) * SONGS_PER_SEARCH);
      max.music_search = Math.max(max.music_search!, searches);
      max.music_song = Math.max(max.music_song!, songs);
      max.music_tempo = Math.max(max.music_tempo!, tempos);
    }
    expect(maxBefore.music_search).toBeLessThanOrEqual((SEARCH_CACHE_TTL_MS + TICK) / HOUR);
    expect(maxBefore.music_tempo).toBeLessThanOrEqual(((TEMPO_CACHE_TTL_MS + TICK) / HOUR) * SONGS_PER_SEARCH);
    expect(maxBefore.music_song).toBeLessThanOrEqual(((SONG_CACHE_TTL_MS + TICK) / HOUR) * SONGS_PER_SEARCH);
    console.log(
      `[bounded] music caches: one search (5 songs, 5 tempos) an hour for 40 days, swept every 6 h: at most ` +
        `${maxBefore.music_search} searches, ${maxBefore.music_song} songs, ${maxBefore.music_tempo} tempos before a sweep, ` +
        `${max.music_search}, ${max.music_song}, ${max.music_tempo} after (4,800 songs and tempos stored in all)`,
    );
  });

  it('deletes expired rows and keeps fresh ones and songs something fresh still refers to', async () => {
    const now = await dbNow();
    const em = () => db.orm.em.fork();
    const song = (id: string) => ({ id, name: `Song ${id}`, artist: 'Band', releaseId: null, isrcs: [] });
    const age = async (id: string, ms: number) =>
      sql(`update "music_song" set "fetched_at" = $1 where "id" = $2`, [at(now - ms), id]);

    await storeSearch(em(), 'fresh search', [song('in-fresh-search')], at(now - 23 * HOUR));
    await storeSearch(em(), 'stale search', [song('in-stale-search')], at(now - 25 * HOUR));
    await storeSearch(
      em(),
      'songs',
      ['in-track', 'fresh-tempo', 'stale-tempo', 'fresh-art', 'stale-art', 'recent'].map(song),
      at(now - 25 * HOUR),
    );
    for (const id of [
      'in-fresh-search',
      'in-stale-search',
      'in-track',
      'fresh-tempo',
      'stale-tempo',
      'fresh-art',
      'stale-art',
    ])
      await age(id, 40 * DAY);
    await age('recent', 29 * DAY);
    await storeTempo(em(), 'fresh-tempo', { bpm: 128, provider: 'deezer' }, at(now - 29 * DAY));
    await storeTempo(em(), 'stale-tempo', { bpm: 90, provider: 'acousticbrainz' }, at(now - 31 * DAY));
    await storeAlbumArt(em(), 'fresh-art', null, at(now - 6 * DAY));
    await storeAlbumArt(em(), 'stale-art', null, at(now - 8 * DAY));
    const { user } = await buildUser(em());
    const playlist = await buildPlaylist(em(), user, { trackCount: 1 });
    await em().nativeUpdate(Track, { playlist: playlist.id }, { externalId: 'in-track' });

    const deleted = await sweepExpiredRows(db.orm, { now: at(now) });

    expect(deleted).toEqual({ music_search: 2, music_tempo: 1, music_song: 3, login_failure: 0 });
    const kept = (await sql<{ id: string }>(`select "id" from "music_song" order by "id"`)).map((row) => row.id);
    expect(kept).toEqual(['fresh-art', 'fresh-tempo', 'in-fresh-search', 'in-track', 'recent']);
    expect(await cachedSearch(em(), 'fresh search', at(now))).toEqual([
      expect.objectContaining({ id: 'in-fresh-search' }),
    ]);
    expect(await cachedTempo(em(), 'fresh-tempo', at(now))).toEqual({ bpm: 128, provider: 'deezer' });
    expect((await cachedSong(em(), 'fresh-art', at(now)))?.albumArt).toBeNull();
    expect(await sweepExpiredRows(db.orm, { now: at(now) })).toEqual({
      music_search: 0,
      music_tempo: 0,
      music_song: 0,
      login_failure: 0,
    });
  });
});
