import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Playlist } from './Playlist';

/**
 * What a track and a set break both are: a named place in one playlist's set list. Their
 * positions are one sequence (docs/decisions/0029-set-breaks-share-track-positions.md). Not an
 * entity itself; each table has its own columns of these.
 */
export abstract class SetListPlace {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Playlist, { deleteRule: 'cascade' })
  playlist!: Playlist;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  name!: string;
}
