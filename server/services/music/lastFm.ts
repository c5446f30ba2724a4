import type { MusicProvider, SongFacts } from './provider';
import { asRecord, UpstreamFailure } from './upstream';
import { UpstreamService } from './upstreamService';

/** Last.fm error 6: the track (or artist) is not known. Every other error is a failure (10 bad key, 29 rate limit, …). */
const NOT_FOUND = 6;
const SIZES = ['extralarge', 'large'];

/** Last.fm `track.getInfo`: the album's large or extralarge image. Used only with an API key. */
export class LastFm extends UpstreamService implements MusicProvider {
  readonly name = 'lastfm';
  protected readonly service = 'Last.fm';

  constructor(
    url: string,
    private readonly apiKey: string,
    userAgent: string,
    timeoutMs: number,
  ) {
    super(url, userAgent, timeoutMs);
  }

  async albumArtOf(song: SongFacts): Promise<string | null> {
    if (!song.artist) return null;
    const params = new URLSearchParams({
      method: 'track.getInfo',
      api_key: this.apiKey,
      artist: song.artist,
      track: song.name,
      format: 'json',
    });
    const response = await this.request(`/2.0/?${params}`);
    const body = asRecord(response.body);
    if (typeof body?.error === 'number') {
      if (body.error === NOT_FOUND) return null;
      throw new UpstreamFailure(this.service, `error ${body.error}: ${String(body.message)}`);
    }
    if (response.status !== 200 || !body) throw this.unexpectedStatus(response);
    const images = asRecord(asRecord(body.track)?.album)?.image;
    if (!Array.isArray(images)) return null;
    for (const size of SIZES) {
      const url = images.map(asRecord).find((image) => image?.size === size)?.['#text'];
      if (typeof url === 'string' && /^https?:\/\/\S+$/i.test(url) && URL.canParse(url)) return url;
    }
    return null;
  }
}
