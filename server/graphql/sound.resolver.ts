import 'reflect-metadata';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import * as userSounds from '../services/userSounds';
import type { GraphQLContext } from './context';
import { UserSound } from './sound.types';

/** The signed-in user's own sounds; each operation is one call into services/userSounds, as the REST routes are. */
@Resolver()
export class SoundResolver {
  @Query(() => [UserSound], { description: 'Your own sounds, oldest first. Uploads are REST only (POST /api/sounds).' })
  sounds(@Ctx() ctx: GraphQLContext): Promise<UserSound[]> {
    return userSounds.listSounds(ctx);
  }

  @Mutation(() => Boolean, { description: 'Deletes one of your own sounds.' })
  async deleteSound(
    @Arg('id', () => ID, { description: 'Sound id.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await userSounds.deleteSound(ctx, id);
    return true;
  }
}
