import type { ClientBase } from 'pg';
import { LOGIN_FAILURE_WINDOW_SECONDS } from '../../../schema/limits';
import {
  ALBUM_ART_CACHE_TTL_MS,
  SEARCH_CACHE_TTL_MS,
  SONG_CACHE_TTL_MS,
  TEMPO_CACHE_TTL_MS,
} from '../music/musicCache';

/** The tables the sweeper keeps from growing, in the order it sweeps them. */
export const SWEPT_TABLES = ['music_search', 'music_tempo', 'music_song', 'login_failure'] as const;

/** One of {@link SWEPT_TABLES}. */
export type SweptTable = (typeof SWEPT_TABLES)[number];

/** How many rows one sweep deleted from each table. */
export type DeletedRows = Record<SweptTable, number>;

/** How much one sweep may delete, and as of when. */
export interface SweepOptions {
  /** The time rows are judged against; default: the database clock (which the login throttle uses too). */
  now?: Date;
  /** Rows per DELETE statement (each statement commits on its own). */
  batchSize?: number;
  /** Statements per table per sweep; what is left waits for the next sweep. */
  maxBatches?: number;
}

const DEFAULT_BATCH_SIZE = 5000;
const DEFAULT_MAX_BATCHES = 20;

const seconds = (ms: number) => ms / 1000;
/** `$1` is the sweep's "now" (null: the database clock); `$n` a number of seconds. */
const olderThan = (column: string, secondsParam: string) =>
  `${column} <= coalesce($1::timestamptz, now()) - make_interval(secs => ${secondsParam})`;
const newerThan = (column: string, secondsParam: string) =>
  `${column} > coalesce($1::timestamptz, now()) - make_interval(secs => ${secondsParam})`;

interface ExpiredRows {
  table: SweptTable;
  key: string;
  /** A condition on the table's rows, with parameters from `$2` on. */
  where: string;
  params: number[];
}

// Each condition is the negation of what a reader still uses (musicCache.ts isFresh, the login
// throttle's window), so a sweep never changes an answer. The exception is music_song, which
// cachedSong reads at any age: see SONG_CACHE_TTL_MS.
const EXPIRED: ExpiredRows[] = [
  {
    table: 'music_search',
    key: 'query',
    where: olderThan('"fetched_at"', '$2'),
    params: [seconds(SEARCH_CACHE_TTL_MS)],
  },
  {
    table: 'music_tempo',
    key: 'song_id',
    where: olderThan('"fetched_at"', '$2'),
    params: [seconds(TEMPO_CACHE_TTL_MS)],
  },
  {
    table: 'music_song',
    key: 'id',
    // No foreign keys point here (song ids live in music_search.song_ids, music_tempo and
    // track.external_id): a song still referred to is kept by these conditions alone. A fresh
    // search whose song went missing would be a cache miss, so it must keep all of its songs.
    where: [
      olderThan('"fetched_at"', '$2'),
      `("album_art_checked_at" is null or ${olderThan('"album_art_checked_at"', '$3')})`,
      `not exists (select 1 from "track" t where t."external_id" = "music_song"."id")`,
      `not exists (select 1 from "music_tempo" m where m."song_id" = "music_song"."id" and ${newerThan('m."fetched_at"', '$4')})`,
      `"music_song"."id" not in (select jsonb_array_elements_text(q."song_ids") from "music_search" q where ${newerThan('q."fetched_at"', '$5')})`,
    ].join(' and '),
    params: [
      seconds(SONG_CACHE_TTL_MS),
      seconds(ALBUM_ART_CACHE_TTL_MS),
      seconds(TEMPO_CACHE_TTL_MS),
      seconds(SEARCH_CACHE_TTL_MS),
    ],
  },
  { table: 'login_failure', key: 'id', where: olderThan('"created_at"', '$2'), params: [LOGIN_FAILURE_WINDOW_SECONDS] },
];

/**
 * One bounded DELETE. The keys go through an array so the delete finds its rows by primary key (a
 * join with the subquery was planned as a scan of the whole table); SKIP LOCKED so a row another
 * session is deleting is neither waited for nor counted twice.
 */
function batchDelete({ table, key, where, params }: ExpiredRows): string {
  return `
    delete from "${table}" where "${key}" = any(array(
      select "${key}" from "${table}" where ${where} limit $${params.length + 2} for update skip locked))`;
}

/**
 * Deletes the rows no reader will use again: login failures outside the rate-limit window,
 * search answers and provider tempos past their TTL, and songs past theirs that nothing fresh
 * refers to. Idempotent; batches of `batchSize`, each committed on its own, so no statement holds
 * locks for long. Takes no lock of its own (see sweepExpiredRows).
 */
export async function deleteExpiredRows(client: ClientBase, options: SweepOptions = {}): Promise<DeletedRows> {
  const { now = null, batchSize = DEFAULT_BATCH_SIZE, maxBatches = DEFAULT_MAX_BATCHES } = options;
  const deleted = Object.fromEntries(SWEPT_TABLES.map((table) => [table, 0])) as DeletedRows;
  for (const expired of EXPIRED) {
    const sql = batchDelete(expired);
    for (let batch = 0; batch < maxBatches; batch++) {
      const { rowCount } = await client.query(sql, [now, ...expired.params, batchSize]);
      deleted[expired.table] += rowCount ?? 0;
      if ((rowCount ?? 0) < batchSize) break;
    }
  }
  return deleted;
}
