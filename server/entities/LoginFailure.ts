import 'reflect-metadata';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One failed login, kept in PostgreSQL so every app instance and both doors (REST, GraphQL)
 * count against the same per-account and per-address buckets.
 */
@Entity({ tableName: 'login_failure' })
export class LoginFailure {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'createdAt';

  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** `user:<id>` for a known account, `name:<lowercased identifier>` otherwise. */
  @Property({ type: 'text' })
  accountKey!: string;

  @Property({ type: 'text' })
  ip!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date;
}
