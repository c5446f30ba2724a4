import 'reflect-metadata';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Playlist } from './Playlist';
import { User } from './User';

/** A playlist shared with one user (by user id, never by username), read-only for them. */
@Entity({ tableName: 'playlist_share' })
export class PlaylistShare {
  @ManyToOne(() => Playlist, { primary: true, deleteRule: 'cascade' })
  playlist!: Playlist;

  @ManyToOne(() => User, { primary: true, deleteRule: 'cascade' })
  sharedWith!: User;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  sharedBy!: User;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
