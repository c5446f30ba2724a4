import type { MusicProvider, SongFacts } from './provider';
import { UpstreamFailure } from './upstream';

/**
 * The first album-art URL any provider has for the song (Cover Art Archive, then Last.fm), or null.
 * A failing provider counts as having none: art never fails a search. `failed` tells whether the
 * null is certain (every provider answered) or not (some failed), so only certain answers are cached.
 */
export async function findAlbumArt(
  providers: MusicProvider[],
  song: SongFacts,
): Promise<{ url: string | null; failed: boolean }> {
  let failed = false;
  for (const provider of providers) {
    try {
      const url = await provider.albumArtOf?.(song);
      if (url) return { url, failed: false };
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      failed = true;
    }
  }
  return { url: null, failed };
}
