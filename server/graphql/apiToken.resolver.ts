import 'reflect-metadata';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import * as apiTokens from '../services/apiTokens';
import { ApiTokenInfo, CreateApiTokenInput, CreatedApiToken } from './apiToken.types';
import type { GraphQLContext } from './context';

/** Personal API tokens; each operation is one call into services/apiTokens, as the REST routes are. */
@Resolver()
export class ApiTokenResolver {
  @Query(() => [ApiTokenInfo], { description: "The signed-in user's API tokens, newest first." })
  apiTokens(@Ctx() ctx: GraphQLContext): Promise<ApiTokenInfo[]> {
    return apiTokens.listApiTokens(ctx);
  }

  @Mutation(() => CreatedApiToken, {
    description:
      'Creates an API token (from a signed-in session only); the answer is the only time the token is shown.',
  })
  createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'Name, scope and optional lifetime.' })
    input: CreateApiTokenInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedApiToken> {
    return apiTokens.createApiToken(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Revokes one of your API tokens; it stops working on the next request.' })
  async revokeApiToken(
    @Arg('id', () => ID, { description: 'Token id.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await apiTokens.revokeApiToken(ctx, id);
    return true;
  }
}
