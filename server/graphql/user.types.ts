import 'reflect-metadata';
import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import type { UserView } from '../services/userViews';

/**
 * The fields every GraphQL view of a user has, as services/userViews.ts presents them: the phone
 * rule and the photo URL are already applied there, so nothing here computes anything.
 */
@ObjectType({
  description: 'The fields every view of a user has (not a type of the schema: User and UserProfile extend it).',
})
export class UserFields implements Omit<UserView, 'isAdmin' | 'createdAt'> {
  @Field(() => ID, { description: 'User id.' })
  id!: string;

  @Field({ description: 'Unique username.' })
  username!: string;

  @Field({ description: 'Email address.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Display name; null when not set.' })
  displayName!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Phone number: null unless the viewer is this user, an admin, or someone this user shares a playlist with.',
  })
  phoneNumber!: string | null;

  @Field(() => String, { nullable: true, description: 'A few words about the musician; null when not given.' })
  bio!: string | null;

  @Field(() => String, { nullable: true, description: 'URL of the photo; null when there is none.' })
  profileImageUrl!: string | null;
}

/** The GraphQL `User`: a user view, field for field. */
@ObjectType('User', { description: 'A Music IQueue account.' })
export class UserType extends UserFields implements UserView {
  @Field({ description: 'Whether the user is an administrator.' })
  isAdmin!: boolean;

  @Field(() => DateTimeResolver, { description: 'When the account was created.' })
  createdAt!: Date;
}
