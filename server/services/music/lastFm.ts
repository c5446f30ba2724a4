import { baseUrl } from './musicConfig';
import type { MusicProvider, SongFacts } from './provider';
import { asRecord, requestUpstream, UpstreamFailure } from './upstream';

const SERVICE = 'Last.fm';
/** Last.fm error 6: the track (or artist) is not known. Every other error is a failure (10 bad key, 29 rate limit, …). */
const NOT_FOUND = 6;
const SIZES = ['extralarge', 'large'];

/** Last.fm `track.getInfo`: the album's large or extralarge image. Used only with an API key. */
export class LastFm implements MusicProvider {
  readonly name = 'lastfm';
  private readonly base: string;

  constructor(
    url: string,
    private readonly apiKey: string,
    private readonly userAgent: string,
    private readonly timeoutMs: number,
  ) {
    this.base = baseUrl(url);
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
    const response = await requestUpstream({
      service: SERVICE,
      url: `${this.base}/2.0/?${params}`,
      userAgent: this.userAgent,
      timeoutMs: this.timeoutMs,
    });
    const body = asRecord(response.body);
    if (typeof body?.error === 'number') {
      if (body.error === NOT_FOUND) return null;
      throw new UpstreamFailure(SERVICE, `error ${body.error}: ${String(body.message)}`);
    }
    if (response.status !== 200 || !body) throw new UpstreamFailure(SERVICE, `answered HTTP ${response.status}`);
    const images = asRecord(asRecord(body.track)?.album)?.image;
    if (!Array.isArray(images)) return null;
    for (const size of SIZES) {
      const url = images.map(asRecord).find((image) => image?.size === size)?.['#text'];
      if (typeof url === 'string' && /^https?:\/\/\S+$/i.test(url) && URL.canParse(url)) return url;
    }
    return null;
  }
}
