import 'reflect-metadata';
import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import {
  API_TOKEN_MAX_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '../../schema/limits';
import { Json } from './jsonSchema';

/** A personal API token as its owner sees it in the list. */
@ObjectType({
  description: 'A personal API token of the signed-in user (the token itself is shown only once, when created).',
})
export class ApiTokenInfo {
  @Field(() => ID, { description: 'Id, for revoking.' })
  id!: string;

  @Field({ description: 'The name its owner gave it.' })
  name!: string;

  @Field(() => String, { description: "'read' (queries and GET only) or 'write' (everything its user may do)." })
  @Json({ enum: API_TOKEN_SCOPES })
  scope!: ApiTokenScope;

  @Field({ description: "The token's first characters, to tell tokens apart (e.g. 'miq_Ab3dE6gH')." })
  prefix!: string;

  @Field(() => DateTimeResolver, { description: 'When it was created.' })
  createdAt!: Date;

  @Field(() => DateTimeResolver, { nullable: true, description: 'When it stops working; null for never.' })
  expiresAt!: Date | null;

  @Field(() => DateTimeResolver, {
    nullable: true,
    description: 'When it was last used (to the minute); null if never.',
  })
  lastUsedAt!: Date | null;
}

/** A new token: the list entry plus the token itself. */
@ObjectType({ description: 'A newly created API token. `token` is shown this once and never again.' })
export class CreatedApiToken extends ApiTokenInfo {
  @Field({ description: "The token: send it as 'Authorization: Bearer <token>'." })
  token!: string;
}

/** Input of `createApiToken`. */
@InputType({ description: 'A new API token: a name, a scope and an optional lifetime.' })
export class CreateApiTokenInput {
  @Field({ description: `A name to recognise it by (at most ${API_TOKEN_NAME_MAX_LENGTH} characters).` })
  name!: string;

  @Field({ description: "'read' or 'write'." })
  scope!: string;

  @Field(() => Int, {
    nullable: true,
    description: `Days until it expires (at least one, at most ${API_TOKEN_MAX_EXPIRY_DAYS}); leave out for no expiry.`,
  })
  expiresInDays?: number | null;
}
