import 'reflect-metadata';
import { Field, InputType, ObjectType } from 'type-graphql';
import type { PublicProfileView } from '../services/profiles';
import { PlaylistSummary } from './playlist.types';
import { UserFields } from './user.types';

/** Shapes only: the rules live in schema/validation/profile.ts and are applied by services/profiles. */
@InputType({ description: 'A profile change: fields left out stay as they are; null or blank removes one.' })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: 'The name shown instead of the username.' })
  displayName?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Digits, spaces and + - ( ) . only. Shown only to the owner, admins and users the owner shares a playlist with.',
  })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'A few words about the musician.' })
  bio?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "null removes the photo; the current photo's URL keeps it; anything else is refused.",
  })
  profileImageUrl?: string | null;
}

@ObjectType({ description: "A user's public profile as the viewer may see it." })
export class UserProfile extends UserFields implements PublicProfileView {
  @Field({ description: 'The viewer may edit this profile (the owner or an admin).' })
  canEdit!: boolean;

  @Field({
    description: 'The user has a phone number, even when phoneNumber is null because the viewer may not see it.',
  })
  hasPhoneNumber!: boolean;

  @Field(() => [PlaylistSummary], {
    description:
      "The user's playlists the viewer can open: all for the owner or an admin, else those shared with the viewer.",
  })
  playlists!: PlaylistSummary[];
}
