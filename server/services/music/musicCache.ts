import type { EntityManager } from '@mikro-orm/postgresql';
import { MusicSearch, MusicSong, MusicTempo } from '../../entities';
import type { SongFacts, TempoProvider } from './provider';

// The music caches in PostgreSQL (shared by every app instance). Only answers are stored, never
// failures; every row is disposable.

/** A search answer is reused for 24 hours. */
export const SEARCH_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** A provider's tempo answer (or "nobody knows") is reused for 30 days: recordings do not change tempo. */
export const TEMPO_CACHE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An album-art check is reused for 7 days. */
export const ALBUM_ART_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long a song's facts (ISRCs, release) are kept after MusicBrainz last described them, when no
 * fresh search, fresh tempo answer, fresh album-art check or track refers to the song: as long as
 * a tempo answer built on them. {@link cachedSong} reads rows of any age; the table sweeper drops
 * older ones, and a later tempo lookup of such a song asks MusicBrainz again.
 */
export const SONG_CACHE_TTL_MS = TEMPO_CACHE_TTL_MS;

/** A song as cached: its facts and, when checked, its album art. */
export interface CachedSong extends SongFacts {
  /** undefined: not checked (or too long ago); null: no art. */
  albumArt: string | null | undefined;
}

/** The cache key of a search: trimmed, lowercase, inner whitespace collapsed. */
export function searchKey(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

const isFresh = (at: Date | null, ttlMs: number, now: Date) => at !== null && now.getTime() - at.getTime() < ttlMs;

function toCachedSong(row: MusicSong, now: Date): CachedSong {
  return {
    id: row.id,
    name: row.name,
    artist: row.artist,
    releaseId: row.releaseId,
    isrcs: row.isrcs,
    albumArt: isFresh(row.albumArtCheckedAt, ALBUM_ART_CACHE_TTL_MS, now) ? row.albumArt : undefined,
  };
}

/** The cached songs of a search, in order, or null when the query was not searched in the last 24 h. */
export async function cachedSearch(em: EntityManager, query: string, now = new Date()): Promise<CachedSong[] | null> {
  const search = await em.findOne(MusicSearch, { query: searchKey(query) }, { disableIdentityMap: true });
  if (!search || !isFresh(search.fetchedAt, SEARCH_CACHE_TTL_MS, now)) return null;
  const rows = await em.find(MusicSong, { id: { $in: search.songIds } }, { disableIdentityMap: true });
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (search.songIds.some((id) => !byId.has(id))) return null;
  return search.songIds.map((id) => toCachedSong(byId.get(id)!, now));
}

/** One cached song, or null. */
export async function cachedSong(em: EntityManager, id: string, now = new Date()): Promise<CachedSong | null> {
  const row = await em.findOne(MusicSong, { id }, { disableIdentityMap: true });
  return row && toCachedSong(row, now);
}

/** Stores a search answer and its songs (keeping any album art already checked). */
export async function storeSearch(
  em: EntityManager,
  query: string,
  songs: SongFacts[],
  now = new Date(),
): Promise<void> {
  await storeSongs(em, songs, now);
  await em.upsert(
    MusicSearch,
    { query: searchKey(query), songIds: songs.map((song) => song.id), fetchedAt: now },
    { onConflictFields: ['query'] },
  );
}

/** Stores song facts from MusicBrainz (keeping any album art already checked). */
export async function storeSongs(em: EntityManager, songs: SongFacts[], now = new Date()): Promise<void> {
  const unique = [...new Map(songs.map((song) => [song.id, song])).values()];
  if (!unique.length) return;
  await em.upsertMany(
    MusicSong,
    unique.map((song) => ({
      id: song.id,
      name: song.name,
      artist: song.artist,
      releaseId: song.releaseId,
      isrcs: song.isrcs,
      fetchedAt: now,
    })),
    {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictMergeFields: ['name', 'artist', 'releaseId', 'isrcs', 'fetchedAt'],
    },
  );
}

/** Records a certain album-art answer (a URL, or null for none) of a stored song. */
export async function storeAlbumArt(
  em: EntityManager,
  id: string,
  albumArt: string | null,
  now = new Date(),
): Promise<void> {
  await em.nativeUpdate(MusicSong, { id }, { albumArt, albumArtCheckedAt: now });
}

/** A cached provider tempo: `{ bpm, provider }`, `{ bpm: null }` when nobody knew, or undefined when not cached. */
export async function cachedTempo(
  em: EntityManager,
  songId: string,
  now = new Date(),
): Promise<{ bpm: number | null; provider: TempoProvider | null } | undefined> {
  const row = await em.findOne(MusicTempo, { songId }, { disableIdentityMap: true });
  if (!row || !isFresh(row.fetchedAt, TEMPO_CACHE_TTL_MS, now)) return undefined;
  return { bpm: row.bpm, provider: row.bpm === null ? null : (row.provider as TempoProvider) };
}

/** Stores a provider tempo answer (never a failure). */
export async function storeTempo(
  em: EntityManager,
  songId: string,
  answer: { bpm: number | null; provider: TempoProvider | null },
  now = new Date(),
): Promise<void> {
  await em.upsert(
    MusicTempo,
    { songId, bpm: answer.bpm, provider: answer.provider, fetchedAt: now },
    { onConflictFields: ['songId'] },
  );
}
