import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './User';

/**
 * An identity-provider account linked to a user: found again by (issuer, subject), never by email
 * (docs/features/provider-sign-in.md).
 */
@Entity({ tableName: 'provider_identity' })
@Unique({ name: 'provider_identity_issuer_subject_unique', properties: ['issuer', 'subject'] })
export class ProviderIdentity {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'createdAt' | 'lastSignInAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  /** The provider's issuer URL, exactly as its discovery document states it. */
  @Property({ type: 'text' })
  issuer!: string;

  /** The provider's stable id of the account (`sub` claim). */
  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  lastSignInAt: Date = new Date();
}
