import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Playlist } from './Playlist';

/** Where a track's bpm came from; the UI says "estimated" for estimates. */
export type BpmSource = 'lookup' | 'estimate' | 'tap' | 'manual';

/** A song in one playlist, at a position (0-based, unique within the playlist). */
@Entity({ tableName: 'track' })
export class Track {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Playlist, { deleteRule: 'cascade' })
  playlist!: Playlist;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  artist!: string;

  @Property({ type: 'integer' })
  bpm!: number;

  @Property({ type: 'text', nullable: true })
  albumArt?: string | null;

  /** The music-search id of the song; unique per playlist when present. */
  @Property({ type: 'text', nullable: true })
  externalId?: string | null;

  @Property({ type: 'text', default: 'manual' })
  bpmSource: BpmSource = 'manual';

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
