import { SONG_SEARCH_RESULT_LIMIT } from '../../../schema/limits';
import type { SongFacts } from './provider';
import { musicBrainzRateLimit } from '../../security/rateLimits';
import { asRecord, retryAfterSeconds, UpstreamFailure } from './upstream';
import { UpstreamService } from './upstreamService';

/** The longest we wait before the one retry, whatever Retry-After says (a search must stay interactive). */
export const MUSICBRAINZ_MAX_RETRY_WAIT_MS = 5000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** MusicBrainz recording search and lookup, at most one request per second across the process. */
export class MusicBrainz extends UpstreamService {
  readonly name = 'musicbrainz';
  protected readonly service = 'MusicBrainz';

  /** `/ws/2/recording?query=…&limit=10&fmt=json`: up to 10 recordings. */
  async search(query: string): Promise<SongFacts[]> {
    const params = new URLSearchParams({
      query: escapeLucene(query),
      limit: String(SONG_SEARCH_RESULT_LIMIT),
      fmt: 'json',
    });
    const body = await this.get(`/ws/2/recording?${params}`);
    const recordings = asRecord(body)?.recordings;
    if (!Array.isArray(recordings)) throw new UpstreamFailure(this.service, 'search answer without recordings');
    return recordings
      .map(toSongFacts)
      .filter((song): song is SongFacts => song !== null)
      .slice(0, SONG_SEARCH_RESULT_LIMIT);
  }

  /** `/ws/2/recording/{id}?inc=isrcs+releases+artist-credits`: one recording, or null when MusicBrainz has none by that id. */
  async recording(id: string): Promise<SongFacts | null> {
    const path = `/ws/2/recording/${encodeURIComponent(id)}?inc=isrcs+releases+artist-credits&fmt=json`;
    const body = await this.get(path, [400, 404]);
    return body === null ? null : toSongFacts(body);
  }

  /** A GET through the process-wide queue; a 503 is retried once after its Retry-After. `absent` statuses answer null. */
  private async get(path: string, absent: number[] = []): Promise<unknown> {
    const queue = musicBrainzRateLimit(this.base);
    for (let attempt = 1; ; attempt += 1) {
      const response = await queue.run(() => this.request(path));
      if (response.status === 200) return response.body;
      if (absent.includes(response.status)) return null;
      const retryAfter = retryAfterSeconds(response.headers);
      if (response.status === 503 && attempt === 1) {
        await sleep(Math.min((retryAfter ?? 1) * 1000, MUSICBRAINZ_MAX_RETRY_WAIT_MS));
        continue;
      }
      throw this.unexpectedStatus(response, retryAfter);
    }
  }
}

/**
 * The user's words as plain search terms: MusicBrainz reads the query as Lucene syntax, where
 * `AC/DC`, an unbalanced quote or `(` would be a syntax error (HTTP 400) instead of a search.
 */
export function escapeLucene(text: string): string {
  return text.replace(/[+\-!(){}[\]^"~*?:\\/]|&&|\|\|/g, (special) => special.replace(/./g, '\\$&'));
}

/** A recording of MusicBrainz JSON as our song facts, or null when it lacks an id or title. */
function toSongFacts(value: unknown): SongFacts | null {
  const recording = asRecord(value);
  if (!recording || typeof recording.id !== 'string' || typeof recording.title !== 'string') return null;
  const credits = Array.isArray(recording['artist-credit']) ? recording['artist-credit'] : [];
  const artist = asRecord(credits[0])?.name;
  const releases = Array.isArray(recording.releases) ? recording.releases : [];
  const releaseId = asRecord(releases[0])?.id;
  const isrcs = Array.isArray(recording.isrcs)
    ? recording.isrcs.filter((isrc): isrc is string => typeof isrc === 'string')
    : [];
  return {
    id: recording.id,
    name: recording.title,
    artist: typeof artist === 'string' ? artist : '',
    releaseId: typeof releaseId === 'string' ? releaseId : null,
    isrcs,
  };
}
