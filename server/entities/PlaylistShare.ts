import 'reflect-metadata';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Playlist } from './Playlist';
import { User } from './User';

/** A playlist shared with one user (by user id, never by username), read-only for them. */
@Entity({ tableName: 'playlist_share' })
export class PlaylistShare {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'createdAt';

  @ManyToOne(() => Playlist, { primary: true, deleteRule: 'cascade' })
  playlist!: Playlist;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade', fieldName: 'shared_with_user_id' })
  sharedWith!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade', fieldName: 'shared_by_user_id' })
  sharedBy!: User;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
