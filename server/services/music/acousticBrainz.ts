import { isUuid } from '../../../schema/ids';
import type { MusicProvider, SongFacts } from './provider';
import { asRecord } from './upstream';
import { UpstreamService } from './upstreamService';

/** AcousticBrainz low-level data by MusicBrainz recording id: `rhythm.bpm`, rounded. (It stopped serving in 2023; mirrors exist.) */
export class AcousticBrainz extends UpstreamService implements MusicProvider {
  readonly name = 'acousticbrainz';
  protected readonly service = 'AcousticBrainz';

  async tempoOf(song: SongFacts): Promise<number | null> {
    if (!isUuid(song.id)) return null;
    const response = await this.request(`/api/v1/${encodeURIComponent(song.id)}/low-level`);
    if (response.status === 404 || response.status === 400) return null;
    if (response.status !== 200) throw this.unexpectedStatus(response);
    const bpm = asRecord(asRecord(response.body)?.rhythm)?.bpm;
    return typeof bpm === 'number' && Number.isFinite(bpm) && bpm > 0 ? Math.round(bpm) : null;
  }
}
