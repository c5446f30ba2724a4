import 'reflect-metadata';
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { BPM_MAX, BPM_MIN } from '../../schema/limits';

/**
 * What the tempo providers (AcousticBrainz, Deezer) answered for a song, cached per song id: a
 * tempo with its provider, or `bpm` null when every provider answered that it does not know.
 * Answers involving a failure are never stored. Community tempos are never cached here.
 */
@Entity({ tableName: 'music_tempo' })
@Check({ name: 'music_tempo_bpm_check', expression: `"bpm" is null or "bpm" between ${BPM_MIN} and ${BPM_MAX}` })
export class MusicTempo {
  @PrimaryKey({ type: 'text' })
  songId!: string;

  @Property({ type: 'integer', nullable: true })
  bpm: number | null = null;

  /** 'acousticbrainz' | 'deezer' when `bpm` is set. */
  @Property({ type: 'text', nullable: true })
  provider: string | null = null;

  @Property({ type: 'timestamptz' })
  fetchedAt: Date = new Date();
}
