import 'reflect-metadata';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import * as profiles from '../services/profiles';
import type { UserView } from '../services/userViews';
import type { GraphQLContext } from './context';
import { givenFields } from './givenFields';
import { ProfileInput, UserProfile } from './profile.types';
import { UserType } from './user.types';

/**
 * Profiles; each operation is one call into services/profiles, whose views it returns as they are,
 * as the REST routes do. The photo is uploaded over REST only (POST /api/users/upload-profile-image).
 */
@Resolver()
export class ProfileResolver {
  @Query(() => UserType, { description: "The signed-in user's own profile." })
  profile(@Ctx() ctx: GraphQLContext): Promise<UserView> {
    return profiles.getOwnProfile(ctx);
  }

  @Query(() => UserProfile, {
    description: "Anyone's public profile, by username (any case). 'User not found' for an unknown one.",
  })
  userProfile(
    @Arg('username', { description: 'The username to look up.' }) username: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserProfile> {
    return profiles.getPublicProfile(ctx, username);
  }

  @Mutation(() => UserType, { description: "Changes the signed-in user's profile." })
  updateProfile(
    @Arg('input', () => ProfileInput, { description: 'The fields to change.' }) input: ProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserView> {
    return profiles.updateOwnProfile(ctx, givenFields(input));
  }

  @Mutation(() => UserProfile, { description: "Changes a user's public profile: the owner or an admin." })
  updateUserProfile(
    @Arg('username', { description: 'Whose profile.' }) username: string,
    @Arg('input', () => ProfileInput, { description: 'The fields to change.' }) input: ProfileInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserProfile> {
    return profiles.updateUserProfile(ctx, username, givenFields(input));
  }
}
