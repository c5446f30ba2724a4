import { baseUrl } from './musicConfig';
import type { MusicProvider, SongFacts } from './provider';
import { requestUpstream, UpstreamFailure } from './upstream';

const SERVICE = 'Cover Art Archive';

/**
 * Cover Art Archive by release id: `/release/{mbid}/front-250` answers 307 to the image when the
 * release has a front cover, 404 when not. We answer that URL only when it leads to an image.
 */
export class CoverArt implements MusicProvider {
  readonly name = 'coverartarchive';
  private readonly base: string;

  constructor(
    url: string,
    private readonly userAgent: string,
    private readonly timeoutMs: number,
  ) {
    this.base = baseUrl(url);
  }

  async albumArtOf(song: SongFacts): Promise<string | null> {
    if (!song.releaseId) return null;
    const url = `${this.base}/release/${encodeURIComponent(song.releaseId)}/front-250`;
    const response = await requestUpstream({
      service: SERVICE,
      url,
      userAgent: this.userAgent,
      method: 'HEAD',
      redirect: 'manual',
      timeoutMs: this.timeoutMs,
    });
    if (response.status === 404 || response.status === 400) return null;
    const redirected = response.status >= 300 && response.status < 400 && response.headers.get('location');
    if (response.status === 200 || redirected) return url;
    throw new UpstreamFailure(SERVICE, `answered HTTP ${response.status}`);
  }
}
