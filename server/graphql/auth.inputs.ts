import 'reflect-metadata';
import { Field, InputType } from 'type-graphql';

// Shapes only: the rules live in schema/validation and are applied by the services, for both doors.

@InputType({ description: 'Log in by username or email (any case).' })
export class LoginInput {
  @Field()
  usernameOrEmail!: string;

  @Field()
  password!: string;
}

@InputType({ description: 'Create an account.' })
export class RegisterInput {
  @Field()
  username!: string;

  @Field()
  email!: string;

  @Field()
  password!: string;

  @Field()
  confirmPassword!: string;

  @Field(() => String, { nullable: true })
  displayName?: string | null;
}


@InputType({ description: "Change the signed-in user's password; other sessions end." })
export class ChangePasswordInput {
  @Field()
  currentPassword!: string;

  @Field()
  newPassword!: string;
}
