import 'reflect-metadata';
import { DateTimeResolver } from 'graphql-scalars';
import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { linkedProvidersOfViewer } from '../services/oidc/providerAccounts';
import type { GraphQLContext } from './context';

/** The identity provider users may sign in with. */
@ObjectType({ description: 'The OpenID Connect provider this server signs users in with.' })
export class AuthProvider {
  @Field({ description: "Shown on the login button: 'Log in with {name}'." })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'When set, the button is offered only on host names containing it (SPEC.md §2).',
  })
  appDomain!: string | null;

  @Field({
    description: 'Where the browser goes to start signing in (add ?link=1 to link it to the signed-in account).',
  })
  loginUrl!: string;
}

/** A provider account linked to the signed-in user. */
@ObjectType({ description: 'An identity-provider account linked to the signed-in user.' })
export class LinkedProvider {
  @Field({ description: "The provider's issuer URL." })
  issuer!: string;

  @Field(() => DateTimeResolver, { description: 'When it was linked.' })
  linkedAt!: Date;
}

/** Provider sign-in: what the login page offers and what /profile shows. */
@Resolver()
export class ProviderResolver {
  @Query(() => AuthProvider, {
    nullable: true,
    description: 'The identity provider, or null when provider sign-in is switched off.',
  })
  authProvider(@Ctx() ctx: GraphQLContext): AuthProvider | null {
    return ctx.provider;
  }

  @Query(() => [LinkedProvider], { description: "Identity-provider accounts linked to the signed-in user's account." })
  linkedProviders(@Ctx() ctx: GraphQLContext): Promise<LinkedProvider[]> {
    return linkedProvidersOfViewer(ctx);
  }
}
