import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_SCOPES, type ApiTokenScope } from '../../schema/limits';
import { lengthBetween, oneOf } from './checkExpressions';
import { User } from './User';

/**
 * A personal API token. Only its SHA-256 is stored (the token itself is shown once, at creation);
 * `prefix` is its first characters, so the owner can tell tokens apart in the list.
 */
@Entity({ tableName: 'api_token' })
@Check({ name: 'api_token_name_check', expression: lengthBetween('name', 1, API_TOKEN_NAME_MAX_LENGTH) })
@Check({ name: 'api_token_scope_check', expression: oneOf('scope', API_TOKEN_SCOPES) })
export class ApiToken {
  /** Properties with defaults, which `em.create` may leave out. */
  [OptionalProps]?: 'id' | 'createdAt' | 'expiresAt' | 'lastUsedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  scope!: ApiTokenScope;

  /** Hex SHA-256 of the whole token (unique). Tokens are 256 random bits, so a fast hash is enough. */
  @Property({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'text' })
  prefix!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null = null;
}
