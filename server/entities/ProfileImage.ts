import 'reflect-metadata';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { oneOf } from './checkExpressions';
import { User } from './User';

/**
 * A profile photo, already re-encoded by the server (never the uploaded bytes). Stored in
 * PostgreSQL so app instances stay stateless (DESIGN.md §4). `bytes` is lazy: only the photo route
 * reads the picture itself.
 */
@Entity({ tableName: 'profile_image' })
// The server stores only what it re-encoded (services/images): these formats, real dimensions.
@Check({ name: 'profile_image_content_type_check', expression: oneOf('content_type', ['image/webp', 'image/jpeg']) })
@Check({ name: 'profile_image_width_check', expression: '"width" > 0' })
@Check({ name: 'profile_image_height_check', expression: '"height" > 0' })
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
