import 'reflect-metadata';
import { Field, InputType } from 'type-graphql';
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../schema/limits';

// Shapes only: the rules live in schema/validation and are applied by the services, for both doors.

@InputType({ description: 'Log in by username or email (any case).' })
export class LoginInput {
  @Field({ description: 'Username or email, any case.' })
  usernameOrEmail!: string;

  @Field({ description: 'Password.' })
  password!: string;
}

@InputType({ description: 'Create an account.' })
export class RegisterInput {
  @Field({
    description: `Unique username, ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} characters (letters, digits, . _ -).`,
  })
  username!: string;

  @Field({ description: 'Unique email address.' })
  email!: string;

  @Field({ description: `Password, at least ${PASSWORD_MIN_LENGTH} characters.` })
  password!: string;

  @Field({ description: 'The password again.' })
  confirmPassword!: string;

  @Field(() => String, { nullable: true, description: 'Optional display name.' })
  displayName?: string | null;
}

@InputType({ description: "Change the signed-in user's password; other sessions end." })
export class ChangePasswordInput {
  @Field({ description: 'The current password.' })
  currentPassword!: string;

  @Field({ description: `The new password, at least ${PASSWORD_MIN_LENGTH} characters.` })
  newPassword!: string;
}
