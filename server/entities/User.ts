import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import * as limits from '../../schema/limits';
import { ProfileImage } from './ProfileImage';
import { lengthAtMost, lengthBetween } from './checkExpressions';

/**
 * An account. Never an API type: both doors show users as services/userViews.ts presents them,
 * so the password hash and session version never leave the server.
 */
@Entity({ tableName: 'user' })
@Check({
  name: 'user_username_check',
  expression: `${lengthBetween('username', limits.USERNAME_MIN_LENGTH, limits.USERNAME_MAX_LENGTH)} and position('@' in "username") = 0`,
})
@Check({ name: 'user_email_check', expression: lengthAtMost('email', limits.EMAIL_MAX_LENGTH) })
@Check({ name: 'user_display_name_check', expression: lengthAtMost('display_name', limits.DISPLAY_NAME_MAX_LENGTH) })
@Check({ name: 'user_phone_number_check', expression: lengthAtMost('phone_number', limits.PHONE_NUMBER_MAX_LENGTH) })
@Check({ name: 'user_bio_check', expression: lengthAtMost('bio', limits.BIO_MAX_LENGTH) })
export class User {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'isAdmin' | 'sessionVersion' | 'createdAt' | 'updatedAt' | 'profileImage';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Unique case-insensitively (index on lower(username)); never contains '@'. */
  @Property({ type: 'text' })
  username!: string;

  /** Unique case-insensitively (index on lower(email)). */
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  displayName?: string | null;

  /** Shown only through the phone rule (services/userViews.ts). */
  @Property({ type: 'text', nullable: true })
  phoneNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  /** The current photo; its id (a content hash) makes the URL, so it is never loaded for that (services/profileImageUrls). */
  @ManyToOne(() => ProfileImage, { nullable: true, deleteRule: 'set null', fieldName: 'profile_image_id' })
  profileImage?: ProfileImage | null;

  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Property({ type: 'text', lazy: false })
  passwordHash!: string;

  /** Bumped to end every session of this user at once (logout, password change, ...). */
  @Property({ type: 'integer', default: 0 })
  sessionVersion: number = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
