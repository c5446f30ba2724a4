import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './User';

/**
 * A profile photo, already re-encoded by the server (never the uploaded bytes). Stored in
 * PostgreSQL so app instances stay stateless (DESIGN.md §4). `bytes` is lazy: loading a user (and
 * with it the photo's hash for its URL) never reads the picture itself.
 */
@Entity({ tableName: 'profile_image' })
export class ProfileImage {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text' })
  contentType!: string;

  /** Hex SHA-256 of `bytes`: part of the photo's URL, so a new photo gets a new URL and old ones can be cached for ever. */
  @Property({ type: 'text' })
  contentHash!: string;

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
