import { DEEZER_QUOTA_PAUSE_MS } from '../../../schema/limits';
import type { MusicProvider, SongFacts } from './provider';
import { deezerRateLimit } from '../../security/rateLimits';
import { asRecord, UpstreamFailure } from './upstream';
import { UpstreamService } from './upstreamService';

/** Deezer's error codes: 4 the quota, 800 "no data" (it does not know the track). */
const QUOTA_EXCEEDED = 4;
const NO_DATA = 800;

/**
 * Deezer track tempos: by ISRC (`/track/isrc:{isrc}`), else by artist and title (`/search`, whose
 * hits carry no bpm, then `/track/{id}`). `bpm: 0` means Deezer does not know the tempo.
 * Errors come as HTTP 200 with `{"error": {type, message, code}}`.
 */
export class Deezer extends UpstreamService implements MusicProvider {
  readonly name = 'deezer';
  protected readonly service = 'Deezer';

  async tempoOf(song: SongFacts): Promise<number | null> {
    for (const isrc of song.isrcs) {
      const bpm = bpmOf(await this.get(`/track/isrc:${encodeURIComponent(isrc)}`));
      if (bpm !== null) return bpm;
    }
    if (song.isrcs.length) return null;
    const query = `artist:"${quoted(song.artist)}" track:"${quoted(song.name)}"`;
    const hits = asRecord(await this.get(`/search?${new URLSearchParams({ q: query, limit: '1' })}`))?.data;
    const trackId = Array.isArray(hits) ? asRecord(hits[0])?.id : undefined;
    if (typeof trackId !== 'number' && typeof trackId !== 'string') return null;
    return bpmOf(await this.get(`/track/${encodeURIComponent(String(trackId))}`));
  }

  /** One request within the rate; null for "no data"; throws on any other error. */
  private async get(path: string): Promise<unknown> {
    const limiter = deezerRateLimit(this.base);
    if (limiter.isPaused()) throw new UpstreamFailure(this.service, 'quota spent, backing off');
    const response = await limiter.run(() => this.request(path));
    if (response.status === 404) return null;
    if (response.status !== 200) throw this.unexpectedStatus(response);
    const error = asRecord(asRecord(response.body)?.error);
    if (error) {
      if (error.code === NO_DATA) return null;
      if (error.code === QUOTA_EXCEEDED) limiter.pause(DEEZER_QUOTA_PAUSE_MS);
      throw new UpstreamFailure(
        this.service,
        `error ${String(error.code)} ${String(error.type)}: ${String(error.message)}`,
      );
    }
    return response.body;
  }
}

/** The bpm of a Deezer track object; 0 (unknown) or missing is null. */
function bpmOf(track: unknown): number | null {
  const bpm = asRecord(track)?.bpm;
  return typeof bpm === 'number' && Number.isFinite(bpm) && bpm > 0 ? Math.round(bpm) : null;
}

/** Text inside Deezer's advanced-search quotes. */
function quoted(text: string): string {
  return text.replace(/"/g, ' ');
}
