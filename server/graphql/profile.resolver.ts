import 'reflect-metadata';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { User } from '../entities';
import { requireCurrentUser } from '../services/accounts';
import { profileImageUrlOf } from '../services/profileImageUrls';
import { setOwnProfileImage } from '../services/profileImages';
import * as profiles from '../services/profiles';
import { canViewerSeePhone, type UserView } from '../services/userViews';
import type { GraphQLContext } from './context';
import { ProfileInput, UserProfile } from './profile.types';
import { UploadedFile, UploadScalar } from './upload.scalar';

/** Only the fields the caller gave: a field left out of the input stays unchanged. */
function givenFields(input: ProfileInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/**
 * True for a user a service has already presented for this viewer (the admin list, read as plain
 * rows for speed): its phone number has been through the phone rule and its photo URL is made.
 */
function isPresented(user: User | UserView): user is UserView {
  return !(user instanceof User);
}

/** Profiles; each operation is one call into services/profiles, as the REST routes are. */
@Resolver(() => User)
export class ProfileResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Phone number: null unless the viewer is this user, an admin, or someone this user shares a playlist with.' })
  async phoneNumber(@Root() user: User | UserView, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    if (isPresented(user)) return user.phoneNumber;
    if (!ctx.viewer || !user.phoneNumber) return null;
    return (await canViewerSeePhone(ctx.em, ctx.viewer, user)) ? user.phoneNumber : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'URL of the photo; null when there is none.' })
  profileImageUrl(@Root() user: User | UserView): string | null {
    return isPresented(user) ? user.profileImageUrl : profileImageUrlOf(user);
  }

  @Query(() => User, { description: "The signed-in user's own profile." })
  profile(@Ctx() ctx: GraphQLContext): User {
    return requireCurrentUser(ctx);
  }

  @Query(() => UserProfile, { description: "Anyone's public profile, by username (any case). 'User not found' for an unknown one." })
  userProfile(@Arg('username', { description: 'The username to look up.' }) username: string, @Ctx() ctx: GraphQLContext): Promise<UserProfile> {
    return profiles.getPublicProfile(ctx, username);
  }

  @Mutation(() => User, { description: "Changes the signed-in user's profile." })
  async updateProfile(@Arg('input', () => ProfileInput, { description: 'The fields to change.' }) input: ProfileInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    await profiles.updateOwnProfile(ctx, givenFields(input));
    return requireCurrentUser(ctx);
  }

  @Mutation(() => String, { description: "Makes the file the signed-in user's photo (PNG, JPEG, WebP or GIF under 5 MB; re-encoded by the server) and returns its URL." })
  uploadProfileImage(@Arg('file', () => UploadScalar, { description: 'The photo, sent as a multipart request.' }) file: UploadedFile, @Ctx() ctx: GraphQLContext): Promise<string> {
    return setOwnProfileImage(ctx, file.bytes);
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
