import 'reflect-metadata';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from './User';

/**
 * A profile photo, already re-encoded by the server (never the uploaded bytes). Stored in
 * PostgreSQL so app instances stay stateless (DESIGN.md §4). `bytes` is lazy: only the photo route
 * reads the picture itself.
 */
@Entity({ tableName: 'profile_image' })
export class ProfileImage {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text' })
  contentType!: string;

  /** Hex SHA-256 of `bytes` (the id is derived from the owner and the bytes: services/profileImageUrls). */
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
