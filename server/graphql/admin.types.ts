import 'reflect-metadata';
import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import {
  ADMIN_CREATED_PASSWORD_MIN_LENGTH,
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../../schema/limits';
import { Json } from './jsonSchema';
import type { AdminPlaylistView } from '../services/admin/adminPlaylists';
import type { Page } from '../services/admin/adminUsers';
import type { UserView } from '../services/userViews';
import { UserType } from './user.types';

// Shapes only: the rules live in schema/validation/admin.ts and are applied by services/admin.

@InputType({ description: 'Search, paging and order of an admin list.' })
export class AdminListQuery {
  @Field(() => String, {
    nullable: true,
    description: 'Text to look for (users: username, email, display name; playlists: name, owner username).',
  })
  q?: string;

  @Field(() => Int, {
    nullable: true,
    description: `Rows per page: at least one, at most ${ADMIN_LIST_MAX_LIMIT}, default ${ADMIN_LIST_DEFAULT_LIMIT}.`,
  })
  limit?: number;

  @Field(() => Int, { nullable: true, description: 'Rows to skip, default none.' })
  offset?: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Order: a field, '-' first for descending (users: username, email, createdAt; playlists: name, createdAt, trackCount).",
  })
  sort?: string;
}

@InputType({
  description: `A user made by an admin (password at least ${ADMIN_CREATED_PASSWORD_MIN_LENGTH} characters).`,
})
export class AdminCreateUserInput {
  @Field({ description: `Unique username, ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} characters.` })
  username!: string;

  @Field({ description: 'Unique email address.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Optional display name.' })
  displayName?: string | null;

  @Field({ description: `Password, at least ${ADMIN_CREATED_PASSWORD_MIN_LENGTH} characters.` })
  password!: string;

  @Field(() => Boolean, { nullable: true, description: 'Make the user an administrator (default false).' })
  isAdmin?: boolean;
}

@ObjectType({ description: 'One page of users and how many match in all.' })
export class AdminUserPage implements Page<UserView> {
  @Field(() => [UserType], { description: 'The users of this page.' })
  items!: UserView[];

  @Field(() => Int, { description: 'How many users match the search.' })
  total!: number;
}

@ObjectType({ description: 'A playlist as the admin dashboard lists it.' })
export class AdminPlaylist implements AdminPlaylistView {
  @Field(() => ID, { description: 'Playlist id.' })
  id!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => ID, { nullable: true, description: "Owner's user id; null for a system playlist." })
  userId!: string | null;

  @Field(() => String, { nullable: true, description: "Owner's username; null for a system playlist." })
  ownerUsername!: string | null;

  @Field(() => String, { nullable: true, description: 'Description; null when empty.' })
  description!: string | null;

  @Field(() => Int, { description: 'Number of tracks.' })
  @Json({ minimum: 0 })
  trackCount!: number;

  @Field(() => DateTimeResolver, { description: 'When it was created.' })
  createdAt!: Date;
}

@ObjectType({ description: 'One page of playlists and how many match in all.' })
export class AdminPlaylistPage {
  @Field(() => [AdminPlaylist], { description: 'The playlists of this page.' })
  items!: AdminPlaylist[];

  @Field(() => Int, { description: 'How many playlists match the search.' })
  total!: number;
}
