import 'reflect-metadata';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import * as accounts from '../services/accounts';
import type { UserView } from '../services/userViews';
import { ChangePasswordInput, LoginInput, RegisterInput } from './auth.inputs';
import type { GraphQLContext } from './context';
import { UserType } from './user.types';

/** The account operations; each is one call into services/accounts, which returns views, as the REST routes use them. */
@Resolver()
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<UserView | null> {
    return accounts.viewerView(ctx);
  }

  @Mutation(() => UserType, { description: 'Logs in and starts a session (sets the session cookie).' })
  async login(
    @Arg('input', () => LoginInput, { description: 'Username or email, and password.' }) input: LoginInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserView> {
    return accounts.login(ctx, { ...input });
  }

  @Mutation(() => UserType, { description: 'Creates an account and logs it in.' })
  async register(
    @Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UserView> {
    return accounts.register(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: 'Ends every session of the signed-in user.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await accounts.logout(ctx);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Changes the password; other sessions of the user end.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput, { description: 'Current and new password.' }) input: ChangePasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await accounts.changePassword(ctx, { ...input });
    return true;
  }
}
