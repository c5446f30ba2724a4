import { isUuid } from '../../../schema/ids';
import { songSearchSchema, songTempoSchema } from '../../../schema/validation';
import { BPM_DEFAULT } from '../../../schema/limits';
import { UpstreamUnavailable } from '../../errors/appErrors';
import { requireViewer } from '../../policies/viewer';
import type { RequestContext } from '../context';
import { validateInput } from '../validate';
import { AcousticBrainz } from './acousticBrainz';
import { findAlbumArt } from './albumArt';
import { communityTempo } from './community';
import {
  cachedSearch,
  cachedSong,
  cachedTempo,
  storeAlbumArt,
  storeSearch,
  storeSongs,
  storeTempo,
  type CachedSong,
} from './musicCache';
import { CoverArt } from './coverArt';
import { Deezer } from './deezer';
import { estimateTempo } from './estimate';
import { LastFm } from './lastFm';
import { MusicBrainz } from './musicBrainz';
import type { MusicConfig } from './musicConfig';
import type { SongTempoView, SongView } from './musicViews';
import type { MusicProvider, SongFacts, TempoProvider } from './provider';
import { foldIntoRange } from './tempoRange';
import { UpstreamFailure } from './upstream';

/** Album-art checks run in parallel with a short timeout of their own, so art never slows a search much. */
export const ALBUM_ART_TIMEOUT_MS = 2500;
/** What search answers when MUSIC_LOOKUPS=off. */
export const LOOKUPS_OFF_MESSAGE = 'Song search is switched off on this server (MUSIC_LOOKUPS=off)';

/** A provider's tempo answer: a tempo, "does not know", or a failure (which no cache keeps). */
type TempoAnswer = { bpm: number; provider: TempoProvider } | 'unknown' | 'failed';

/**
 * Song search and tempo lookups over the music services of one configuration. Both doors call
 * {@link MusicLookups.searchSongs} and {@link MusicLookups.songTempo}; rate limits are per process.
 */
export class MusicLookups {
  private readonly musicBrainz: MusicBrainz;
  private readonly tempoProviders: Array<MusicProvider & { name: TempoProvider }>;
  private readonly artProviders: MusicProvider[];

  constructor(readonly config: MusicConfig) {
    const { userAgent } = config;
    this.musicBrainz = new MusicBrainz(config.musicBrainzUrl, userAgent);
    this.tempoProviders = [
      new AcousticBrainz(config.acousticBrainzUrl, userAgent),
      new Deezer(config.deezerUrl, userAgent),
    ];
    this.artProviders = [new CoverArt(config.coverArtUrl, userAgent, ALBUM_ART_TIMEOUT_MS)];
    if (config.lastFmApiKey)
      this.artProviders.push(new LastFm(config.lastFmUrl, config.lastFmApiKey, userAgent, ALBUM_ART_TIMEOUT_MS));
  }

  /**
   * Up to 10 songs for the query (signed-in users; 3–200 characters), from the 24-hour cache or
   * MusicBrainz, each with album art when a service has it. 503 UPSTREAM_UNAVAILABLE when
   * MusicBrainz fails (nothing cached then) or lookups are switched off.
   */
  async searchSongs(ctx: RequestContext, input: unknown): Promise<SongView[]> {
    requireViewer(ctx.viewer);
    const { query } = validateInput(songSearchSchema, input);
    if (!this.config.enabled) throw new UpstreamUnavailable(LOOKUPS_OFF_MESSAGE);
    let songs: CachedSong[] | null = await cachedSearch(ctx.em, query);
    if (!songs) {
      let found: SongFacts[];
      try {
        found = await this.musicBrainz.search(query);
      } catch (error) {
        throw asUnavailable(error, 'Could not search for songs');
      }
      await storeSearch(ctx.em, query, found);
      // Read back: songs met in earlier searches keep the album art already checked.
      songs = (await cachedSearch(ctx.em, query)) ?? found.map((song) => ({ ...song, albumArt: undefined }));
    }
    const arts = await Promise.all(songs.map((song) => this.albumArtOf(ctx, song)));
    return songs.map((song, index) => ({
      id: song.id,
      name: song.name,
      artist: song.artist,
      albumArt: arts[index]!,
      bpm: null,
    }));
  }

  /**
   * A song's tempo, first answer wins: community (our users' tempos, asked every time) → lookup
   * (AcousticBrainz, then Deezer; cached per song) → estimate (SPEC.md §7) → fallback 120 when
   * every provider failed. With lookups off: community, else estimate.
   */
  async songTempo(ctx: RequestContext, input: unknown): Promise<SongTempoView> {
    requireViewer(ctx.viewer);
    const request = validateInput(songTempoSchema, input);
    const community = await communityTempo(ctx.em, request.id);
    const estimate = () => estimateTempo(request.name, request.artist);
    if (!this.config.enabled) {
      const albumArt = (await cachedSong(ctx.em, request.id))?.albumArt ?? null;
      return community !== null
        ? { bpm: community, bpmSource: 'community', provider: null, albumArt }
        : { bpm: estimate(), bpmSource: 'estimate', provider: null, albumArt };
    }
    const { song, certain } = await this.songOf(ctx, request);
    const albumArt = await this.albumArtOf(ctx, song);
    if (community !== null) return { bpm: community, bpmSource: 'community', provider: null, albumArt };

    const cached = await cachedTempo(ctx.em, song.id);
    if (cached) {
      return cached.bpm !== null && cached.provider
        ? { bpm: cached.bpm, bpmSource: 'lookup', provider: cached.provider, albumArt }
        : { bpm: estimate(), bpmSource: 'estimate', provider: null, albumArt };
    }
    const answers: TempoAnswer[] = [];
    for (const provider of this.tempoProviders) {
      const answer = await askTempo(provider, song);
      if (typeof answer === 'object') {
        await storeTempo(ctx.em, song.id, answer);
        return { bpm: answer.bpm, bpmSource: 'lookup', provider: answer.provider, albumArt };
      }
      answers.push(answer);
    }
    if (answers.every((answer) => answer === 'failed'))
      return { bpm: BPM_DEFAULT, bpmSource: 'fallback', provider: null, albumArt };
    if (certain && !answers.includes('failed')) await storeTempo(ctx.em, song.id, { bpm: null, provider: null });
    return { bpm: estimate(), bpmSource: 'estimate', provider: null, albumArt };
  }

  /**
   * What we know of the song: cached facts, else MusicBrainz's (then cached), else only the name and
   * artist asked with. `certain` is false when MusicBrainz failed (a "nobody knows" is not cached then).
   */
  private async songOf(
    ctx: RequestContext,
    request: { id: string; name: string; artist: string },
  ): Promise<{ song: CachedSong; certain: boolean }> {
    const cached = await cachedSong(ctx.em, request.id);
    if (cached) return { song: cached, certain: true };
    const bare: CachedSong = {
      id: request.id,
      name: request.name,
      artist: request.artist,
      releaseId: null,
      isrcs: [],
      albumArt: undefined,
    };
    if (!isUuid(request.id)) return { song: bare, certain: true };
    try {
      const found = await this.musicBrainz.recording(request.id);
      if (!found) return { song: bare, certain: true };
      await storeSongs(ctx.em, [found]);
      return { song: { ...found, albumArt: undefined }, certain: true };
    } catch (error) {
      if (error instanceof UpstreamFailure) return { song: bare, certain: false };
      throw error;
    }
  }

  /** The song's album art: cached, else asked (Cover Art Archive, then Last.fm) and cached when every service answered. */
  private async albumArtOf(ctx: RequestContext, song: CachedSong): Promise<string | null> {
    if (song.albumArt !== undefined) return song.albumArt;
    const { url, failed } = await findAlbumArt(this.artProviders, song);
    if (!failed) await storeAlbumArt(ctx.em, song.id, url);
    return url;
  }
}

/** One provider's tempo, folded into 40–240 (an answer that cannot be folded counts as unknown). */
async function askTempo(provider: MusicProvider & { name: TempoProvider }, song: SongFacts): Promise<TempoAnswer> {
  try {
    const raw = await provider.tempoOf?.(song);
    const bpm = raw == null ? null : foldIntoRange(raw);
    return bpm === null ? 'unknown' : { bpm, provider: provider.name };
  } catch (error) {
    if (error instanceof UpstreamFailure) return 'failed';
    throw error;
  }
}

/** An upstream failure as the 503 both doors answer; anything else is ours and stays as it is. */
function asUnavailable(error: unknown, what: string): unknown {
  if (!(error instanceof UpstreamFailure)) return error;
  return new UpstreamUnavailable(`${what}: ${error.message}. Please try again.`, error.retryAfterSeconds);
}
