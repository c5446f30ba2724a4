import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * An account. Also the GraphQL `User` type: only public properties carry `@Field`;
 * the password hash and session version never leave the server.
 */
@ObjectType({ description: 'A Music IQueue account.' })
@Entity({ tableName: 'user' })
export class User {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Unique case-insensitively (index on lower(username)); never contains '@'. */
  @Field()
  @Property({ type: 'text' })
  username!: string;

  /** Unique case-insensitively (index on lower(email)). */
  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  displayName?: string | null;

  @Property({ type: 'text', nullable: true })
  phoneNumber?: string | null;

  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  @Field()
  @Property({ type: 'boolean', default: false })
  isAdmin: boolean = false;

  @Property({ type: 'text', lazy: false })
  passwordHash!: string;

  /** Bumped to end every session of this user at once (logout, password change, ...). */
  @Property({ type: 'integer', default: 0 })
  sessionVersion: number = 0;

  @Field()
  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
