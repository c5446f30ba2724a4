import type { MusicProvider, SongFacts } from './provider';
import { UpstreamService } from './upstreamService';

/**
 * Cover Art Archive by release id: `/release/{mbid}/front-250` answers 307 to the image when the
 * release has a front cover, 404 when not. We answer that URL only when it leads to an image.
 */
export class CoverArt extends UpstreamService implements MusicProvider {
  readonly name = 'coverartarchive';
  protected readonly service = 'Cover Art Archive';

  async albumArtOf(song: SongFacts): Promise<string | null> {
    if (!song.releaseId) return null;
    const path = `/release/${encodeURIComponent(song.releaseId)}/front-250`;
    const response = await this.request(path, { method: 'HEAD', redirect: 'manual' });
    if (response.status === 404 || response.status === 400) return null;
    const redirected = response.status >= 300 && response.status < 400 && response.headers.get('location');
    if (response.status === 200 || redirected) return `${this.base}${path}`;
    throw this.unexpectedStatus(response);
  }
}
