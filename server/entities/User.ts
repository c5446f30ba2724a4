import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../schema/limits';
import { ProfileImage } from './ProfileImage';
import { lengthAtMost, lengthBetween } from './checkExpressions';

/**
 * An account. Also the GraphQL `User` type: only public properties carry `@Field`;
 * the password hash and session version never leave the server.
 */
@ObjectType({ description: 'A Music IQueue account.' })
@Entity({ tableName: 'user' })
@Check({ name: 'user_username_check', expression: `${lengthBetween('username', USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH)} and position('@' in "username") = 0` })
@Check({ name: 'user_email_check', expression: lengthAtMost('email', EMAIL_MAX_LENGTH) })
@Check({ name: 'user_display_name_check', expression: lengthAtMost('display_name', DISPLAY_NAME_MAX_LENGTH) })
@Check({ name: 'user_phone_number_check', expression: lengthAtMost('phone_number', PHONE_NUMBER_MAX_LENGTH) })
@Check({ name: 'user_bio_check', expression: lengthAtMost('bio', BIO_MAX_LENGTH) })
export class User {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'isAdmin' | 'sessionVersion' | 'createdAt' | 'updatedAt' | 'profileImage';

  @Field(() => ID, { description: 'User id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Unique case-insensitively (index on lower(username)); never contains '@'. */
  @Field({ description: 'Unique username.' })
  @Property({ type: 'text' })
  username!: string;

  /** Unique case-insensitively (index on lower(email)). */
  @Field({ description: 'Email address.' })
  @Property({ type: 'text' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Display name; null when not set.' })
  @Property({ type: 'text', nullable: true })
  displayName?: string | null;

  /** Never a GraphQL field of its own: the `phoneNumber` field resolver applies the phone rule. */
  @Property({ type: 'text', nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'A few words about the musician; null when not given.' })
  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  /** The current photo; its id (a content hash) makes the URL, so it is never loaded for that (services/profileImageUrls). */
  @ManyToOne(() => ProfileImage, { nullable: true, deleteRule: 'set null', fieldName: 'profile_image_id' })
  profileImage?: ProfileImage | null;

  @Field({ description: 'Whether the user is an administrator.' })
  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Property({ type: 'text', lazy: false })
  passwordHash!: string;

  /** Bumped to end every session of this user at once (logout, password change, ...). */
  @Property({ type: 'integer', default: 0 })
  sessionVersion: number = 0;

  @Field(() => DateTimeResolver, { description: 'When the account was created.' })
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
