import type { BpmSource } from '../../../schema/limits';
import type { TempoProvider } from './provider';

/** A song of the search, as both doors return it. `bpm` stays null until its tempo is looked up. */
export interface SongView {
  id: string;
  name: string;
  artist: string;
  albumArt: string | null;
  bpm: number | null;
}

/** A song's tempo and where it came from (`provider` names the service of a `lookup`). */
export interface SongTempoView {
  bpm: number;
  bpmSource: BpmSource;
  provider: TempoProvider | null;
  albumArt: string | null;
}
