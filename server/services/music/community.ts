import type { EntityManager } from '@mikro-orm/postgresql';
import { USER_BPM_SOURCES } from '../../../schema/limits';
import { Track } from '../../entities';

/**
 * The community tempo of a search song: the tempos users tapped, typed or detected on tracks with
 * this song id (bpmSource ∈ USER_BPM_SOURCES), in any playlist. One such tempo is the answer; with
 * several, their median (rounded), so one slip of a finger does not move it. Null when none.
 */
export async function communityTempo(em: EntityManager, songId: string): Promise<number | null> {
  const tracks = await em.find(
    Track,
    { externalId: songId, bpmSource: { $in: [...USER_BPM_SOURCES] } },
    { fields: ['bpm'], orderBy: { createdAt: 'desc' } },
  );
  return median(tracks.map((track) => track.bpm));
}

/** The median of whole numbers, rounded (the mean of the middle two when even); null for none. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
