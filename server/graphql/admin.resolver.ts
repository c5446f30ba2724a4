import 'reflect-metadata';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { User } from '../entities';
import { createSystemPlaylist, deleteAnyPlaylist, listAllPlaylists, updateAnyPlaylist } from '../services/admin/adminPlaylists';
import { createUserAsAdmin, deleteUserAsAdmin, listUsers, resetPasswordAsAdmin, setAdminAsAdmin } from '../services/admin/adminUsers';
import { AdminCreateUserInput, AdminListQuery, AdminPlaylist, AdminPlaylistPage, AdminUserPage } from './admin.types';
import type { GraphQLContext } from './context';
import { PlaylistInput, PlaylistUpdateInput } from './playlist.types';

/** Only the arguments given (a field left out takes its default or stays unchanged). */
function given(input: object | undefined | null): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined && value !== null));
}

/** The entity behind a user view, so `User`'s field resolvers (phone rule, photo) apply as everywhere. */
async function userEntity(ctx: GraphQLContext, id: string): Promise<User> {
  return ctx.em.findOneOrFail(User, { id });
}

/** The admin dashboard's operations (admins only); each is one call into services/admin, as the REST routes are. */
@Resolver()
export class AdminResolver {
  @Query(() => AdminUserPage, { description: 'Users, searched and paged (admins only).' })
  async adminUsers(@Arg('query', () => AdminListQuery, { nullable: true, description: 'Search, paging and order.' }) query: AdminListQuery | null, @Ctx() ctx: GraphQLContext): Promise<AdminUserPage> {
    // Presented views, not entities: User's field resolvers take them as they are (profile.resolver.ts).
    return listUsers(ctx, given(query));
  }

  @Query(() => AdminPlaylistPage, { description: 'Every playlist, searched and paged (admins only).' })
  adminPlaylists(@Arg('query', () => AdminListQuery, { nullable: true, description: 'Search, paging and order.' }) query: AdminListQuery | null, @Ctx() ctx: GraphQLContext): Promise<AdminPlaylistPage> {
    return listAllPlaylists(ctx, given(query));
  }

  @Mutation(() => User, { description: 'Creates a user (admins only).' })
  async createUser(@Arg('input', () => AdminCreateUserInput, { description: 'The new user.' }) input: AdminCreateUserInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return userEntity(ctx, (await createUserAsAdmin(ctx, given(input))).id);
  }

  @Mutation(() => Boolean, { description: 'Deletes a user and everything they own (admins only; not yourself, not the last admin).' })
  async deleteUser(@Arg('id', () => ID, { description: 'User id.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await deleteUserAsAdmin(ctx, id);
    return true;
  }

  @Mutation(() => Boolean, { description: "Sets a user's password (at least 6 characters) and ends their sessions (admins only)." })
  async resetUserPassword(
    @Arg('id', () => ID, { description: 'User id.' }) id: string,
    @Arg('password', { description: 'The new password.' }) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await resetPasswordAsAdmin(ctx, id, { password });
    return true;
  }

  @Mutation(() => User, { description: "Makes a user an admin or not and ends their sessions (admins only; the last admin stays)." })
  async setUserAdmin(
    @Arg('id', () => ID, { description: 'User id.' }) id: string,
    @Arg('isAdmin', { description: 'Whether the user is to be an admin.' }) isAdmin: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return userEntity(ctx, (await setAdminAsAdmin(ctx, id, isAdmin)).id);
  }

  @Mutation(() => AdminPlaylist, { description: 'Creates a system playlist (no owner; every signed-in user can open it).' })
  adminCreatePlaylist(@Arg('input', () => PlaylistInput, { description: 'Name and description.' }) input: PlaylistInput, @Ctx() ctx: GraphQLContext): Promise<AdminPlaylist> {
    return createSystemPlaylist(ctx, { ...input });
  }

  @Mutation(() => AdminPlaylist, { description: 'Renames or re-describes any playlist (admins only).' })
  adminUpdatePlaylist(
    @Arg('id', () => ID, { description: 'Playlist id.' }) id: string,
    @Arg('input', () => PlaylistUpdateInput, { description: 'The fields to change.' }) input: PlaylistUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminPlaylist> {
    return updateAnyPlaylist(ctx, id, Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)));
  }

  @Mutation(() => Boolean, { description: 'Deletes any playlist (admins only).' })
  async adminDeletePlaylist(@Arg('id', () => ID, { description: 'Playlist id.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await deleteAnyPlaylist(ctx, id);
    return true;
  }
}
