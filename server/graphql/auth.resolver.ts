import 'reflect-metadata';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { User } from '../entities';
import * as accounts from '../services/accounts';
import { ChangePasswordInput, LoginInput, RegisterInput } from './auth.inputs';
import type { GraphQLContext } from './context';

/** The account operations; each is one call into services/accounts, as the REST routes are. */
@Resolver(() => User)
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a visitor.' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return accounts.currentUser(ctx);
  }

  @Mutation(() => User, { description: 'Logs in and starts a session (sets the session cookie).' })
  login(@Arg('input', () => LoginInput, { description: 'Username or email, and password.' }) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return accounts.login(ctx, { ...input });
  }

  @Mutation(() => User, { description: 'Creates an account and logs it in.' })
  register(@Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<User> {
    return accounts.register(ctx, { ...input });
  }

  @Mutation(() => Boolean, { description: "Ends every session of the signed-in user." })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await accounts.logout(ctx);
    return true;
  }


  @Mutation(() => Boolean, { description: 'Changes the password; other sessions of the user end.' })
  async changePassword(@Arg('input', () => ChangePasswordInput, { description: 'Current and new password.' }) input: ChangePasswordInput, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await accounts.changePassword(ctx, { ...input });
    return true;
  }
}
