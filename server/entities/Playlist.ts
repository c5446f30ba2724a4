import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { PLAYLIST_DESCRIPTION_MAX_LENGTH, PLAYLIST_NAME_MAX_LENGTH } from '../../schema/limits';
import { lengthAtMost, lengthBetween } from './checkExpressions';
import { User } from './User';

/** A playlist; without an owner it is a system playlist (created by an admin, readable by everyone). */
@Entity({ tableName: 'playlist' })
@Check({ name: 'playlist_name_check', expression: lengthBetween('name', 1, PLAYLIST_NAME_MAX_LENGTH) })
@Check({ name: 'playlist_description_check', expression: lengthAtMost('description', PLAYLIST_DESCRIPTION_MAX_LENGTH) })
export class Playlist {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Null for a system playlist. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  owner!: User | null;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description!: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  updatedAt: Date = new Date();
}
