import 'reflect-metadata';
import { NonNegativeIntResolver } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { SET_BREAK_NAME_MAX_LENGTH } from '../../schema/limits';
import type { SetBreakView } from '../services/playlistViews';

@ObjectType({
  description: "A named divider between a set list's songs ('Set 2', 'Encore'); not a track.",
  simpleResolvers: true,
})
export class SetBreak implements SetBreakView {
  @Field(() => ID, { description: 'Set break id.' })
  id!: string;

  @Field(() => NonNegativeIntResolver, {
    description: "Its place in the set list, in the same sequence as the tracks' positions.",
  })
  position!: number;

  @Field({ description: `Its name, not empty, at most ${SET_BREAK_NAME_MAX_LENGTH} characters.` })
  name!: string;
}

@InputType({ description: 'A new set break: its name, and the track or break it follows.' })
export class SetBreakInput {
  @Field({ description: `Name ('Set 2'), not empty after trimming, at most ${SET_BREAK_NAME_MAX_LENGTH} characters.` })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The id of the track or set break it goes after; left out: at the end.',
  })
  afterId?: string | null;
}

@InputType({ description: "A set break's new name." })
export class SetBreakUpdateInput {
  @Field({ description: `Name, not empty after trimming, at most ${SET_BREAK_NAME_MAX_LENGTH} characters.` })
  name!: string;
}
