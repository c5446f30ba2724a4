import 'reflect-metadata';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_CREATED_PASSWORD_MIN_LENGTH } from '../../schema/limits';
import {
  createSystemPlaylist,
  deleteAnyPlaylist,
  listAllPlaylists,
  updateAnyPlaylist,
} from '../services/admin/adminPlaylists';
import {
  createUserAsAdmin,
  deleteUserAsAdmin,
  listUsers,
  resetPasswordAsAdmin,
  setAdminAsAdmin,
} from '../services/admin/adminUsers';
import type { UserView } from '../services/userViews';
import { AdminCreateUserInput, AdminListQuery, AdminPlaylist, AdminPlaylistPage, AdminUserPage } from './admin.types';
import type { GraphQLContext } from './context';
import { givenFields } from './givenFields';
import { PlaylistInput, PlaylistUpdateInput } from './playlist.types';
import { UserType } from './user.types';

/** The admin dashboard's operations (admins only); each is one call into services/admin, whose views it returns as they are, as the REST routes do. */
@Resolver()
export class AdminResolver {
  @Query(() => AdminUserPage, { description: 'Users, searched and paged (admins only).' })
  adminUsers(
    @Arg('query', () => AdminListQuery, { nullable: true, description: 'Search, paging and order.' })
    query: AdminListQuery | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminUserPage> {
    return listUsers(ctx, givenFields(query));
  }

  @Query(() => AdminPlaylistPage, { description: 'Every playlist, searched and paged (admins only).' })
  adminPlaylists(
    @Arg('query', () => AdminListQuery, { nullable: true, description: 'Search, paging and order.' })
    query: AdminListQuery | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminPlaylistPage> {
    return listAllPlaylists(ctx, givenFields(query));
  }

  @Mutation(() => UserType, { description: 'Creates a user (admins only).' })
  createUser(
    @Arg('input', () => AdminCreateUserInput, { description: 'The new user.' }) input: AdminCreateUserInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserView> {
    return createUserAsAdmin(ctx, givenFields(input));
  }

  @Mutation(() => Boolean, {
    description: 'Deletes a user and everything they own (admins only; not yourself, not the last admin).',
  })
  async deleteUser(
    @Arg('id', () => ID, { description: 'User id.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await deleteUserAsAdmin(ctx, id);
    return true;
  }

  @Mutation(() => Boolean, {
    description: `Sets a user's password (at least ${ADMIN_CREATED_PASSWORD_MIN_LENGTH} characters) and ends their sessions (admins only).`,
  })
  async resetUserPassword(
    @Arg('id', () => ID, { description: 'User id.' }) id: string,
    @Arg('password', { description: 'The new password.' }) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await resetPasswordAsAdmin(ctx, id, { password });
    return true;
  }

  @Mutation(() => UserType, {
    description: 'Makes a user an admin or not and ends their sessions (admins only; the last admin stays).',
  })
  setUserAdmin(
    @Arg('id', () => ID, { description: 'User id.' }) id: string,
    @Arg('isAdmin', { description: 'Whether the user is to be an admin.' }) isAdmin: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserView> {
    return setAdminAsAdmin(ctx, id, isAdmin);
  }

  @Mutation(() => AdminPlaylist, {
    description: 'Creates a system playlist (no owner; every signed-in user can open it).',
  })
  adminCreatePlaylist(
    @Arg('input', () => PlaylistInput, { description: 'Name and description.' }) input: PlaylistInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminPlaylist> {
    return createSystemPlaylist(ctx, { ...input });
  }

  @Mutation(() => AdminPlaylist, { description: 'Renames or re-describes any playlist (admins only).' })
  adminUpdatePlaylist(
    @Arg('id', () => ID, { description: 'Playlist id.' }) id: string,
    @Arg('input', () => PlaylistUpdateInput, { description: 'The fields to change.' }) input: PlaylistUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminPlaylist> {
    return updateAnyPlaylist(ctx, id, givenFields(input));
  }

  @Mutation(() => Boolean, { description: 'Deletes any playlist (admins only).' })
  async adminDeletePlaylist(
    @Arg('id', () => ID, { description: 'Playlist id.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await deleteAnyPlaylist(ctx, id);
    return true;
  }
}
