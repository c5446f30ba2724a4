import { isUuid } from '../../../schema/ids';
import { baseUrl } from './musicConfig';
import type { MusicProvider, SongFacts } from './provider';
import { asRecord, requestUpstream, UpstreamFailure } from './upstream';

const SERVICE = 'AcousticBrainz';

/** AcousticBrainz low-level data by MusicBrainz recording id: `rhythm.bpm`, rounded. (It stopped serving in 2023; mirrors exist.) */
export class AcousticBrainz implements MusicProvider {
  readonly name = 'acousticbrainz';
  private readonly base: string;

  constructor(
    url: string,
    private readonly userAgent: string,
  ) {
    this.base = baseUrl(url);
  }

  async tempoOf(song: SongFacts): Promise<number | null> {
    if (!isUuid(song.id)) return null;
    const response = await requestUpstream({
      service: SERVICE,
      url: `${this.base}/api/v1/${encodeURIComponent(song.id)}/low-level`,
      userAgent: this.userAgent,
    });
    if (response.status === 404 || response.status === 400) return null;
    if (response.status !== 200) throw new UpstreamFailure(SERVICE, `answered HTTP ${response.status}`);
    const bpm = asRecord(asRecord(response.body)?.rhythm)?.bpm;
    return typeof bpm === 'number' && Number.isFinite(bpm) && bpm > 0 ? Math.round(bpm) : null;
  }
}
