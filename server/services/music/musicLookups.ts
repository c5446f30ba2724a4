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
    this.tempoProviders = [new AcousticBrainz(config.acousticBrainzUrl, userAgent), new Deezer(config.deezerUrl, userAgent)];
    this.artProviders = [new CoverArt(config.coverArtUrl, userAgent, ALBUM_ART_TIMEOUT_MS)];
    if (config.lastFmApiKey) this.artProviders.push(new LastFm(config.lastFmUrl, config.lastFmApiKey, userAgent, ALBUM_ART_TIMEOUT_MS));
  }

  /** Up to 10 songs for the query (signed-in users; 3–200 characters). 503 UPSTREAM_UNAVAILABLE when MusicBrainz fails. */
  async searchSongs(ctx: RequestContext, input: unknown): Promise<SongView[]> {
    requireViewer(ctx.viewer);
    const { query } = validateInput(songSearchSchema, input);
    if (!this.config.enabled) throw new UpstreamUnavailable(LOOKUPS_OFF_MESSAGE);
    let songs: SongFacts[];
    try {
      songs = await this.musicBrainz.search(query);
    } catch (error) {
      throw asUnavailable(error, 'Could not search for songs');
    }
    return Promise.all(
      songs.map(async (song) => ({ id: song.id, name: song.name, artist: song.artist, albumArt: (await findAlbumArt(this.artProviders, song)).url, bpm: null })),
    );
  }

  /**
   * A song's tempo, first answer wins: community (our users' tempos) → lookup (AcousticBrainz,
   * then Deezer) → estimate (SPEC.md §7) → fallback 120 when every provider failed.
   */
  async songTempo(ctx: RequestContext, input: unknown): Promise<SongTempoView> {
    requireViewer(ctx.viewer);
    const song = validateInput(songTempoSchema, input);
    const community = await communityTempo(ctx.em, song.id);
    if (!this.config.enabled) {
      return community !== null
        ? { bpm: community, bpmSource: 'community', provider: null, albumArt: null }
        : { bpm: estimateTempo(song.name, song.artist), bpmSource: 'estimate', provider: null, albumArt: null };
    }
    const facts = await this.factsOf(song);
    const albumArt = (await findAlbumArt(this.artProviders, facts)).url;
    if (community !== null) return { bpm: community, bpmSource: 'community', provider: null, albumArt };
    const answers: TempoAnswer[] = [];
    for (const provider of this.tempoProviders) {
      const answer = await askTempo(provider, facts);
      if (typeof answer === 'object') return { bpm: answer.bpm, bpmSource: 'lookup', provider: answer.provider, albumArt };
      answers.push(answer);
    }
    if (answers.every((answer) => answer === 'failed')) return { bpm: BPM_DEFAULT, bpmSource: 'fallback', provider: null, albumArt };
    return { bpm: estimateTempo(song.name, song.artist), bpmSource: 'estimate', provider: null, albumArt };
  }

  /** What MusicBrainz knows of the song (ISRCs, release); only name and artist when it cannot say. */
  private async factsOf(song: { id: string; name: string; artist: string }): Promise<SongFacts> {
    const bare: SongFacts = { id: song.id, name: song.name, artist: song.artist, releaseId: null, isrcs: [] };
    if (!isUuid(song.id)) return bare;
    try {
      const found = await this.musicBrainz.recording(song.id);
      return found ? { ...found, name: song.name, artist: song.artist || found.artist } : bare;
    } catch (error) {
      if (error instanceof UpstreamFailure) return bare;
      throw error;
    }
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
