import 'reflect-metadata';
import { Field, InputType, ObjectType } from 'type-graphql';
import type { TrackOwnSounds as TrackOwnSoundsView } from '../../schema/trackOwnSounds';

const SOUND_ID = "the id of one of the track owner's sounds (GET /api/sounds/{id} plays it); null: the built-in click";

// Also the input `TrackOwnSoundsInput`: the fields agree (a sound id or null each).
@ObjectType({
  description: "The track owner's own sounds that play instead of the built-in click, per level.",
  simpleResolvers: true,
})
@InputType('TrackOwnSoundsInput', {
  description: 'A sound id per level, replaced whole; a level left out or null plays the built-in click.',
})
export class TrackOwnSounds implements TrackOwnSoundsView {
  @Field(() => String, { nullable: true, description: `Accented beats: ${SOUND_ID}.` })
  accent?: string | null;

  @Field(() => String, { nullable: true, description: `Normal beats: ${SOUND_ID}.` })
  normal?: string | null;

  @Field(() => String, { nullable: true, description: `Soft beats: ${SOUND_ID}.` })
  soft?: string | null;

  @Field(() => String, { nullable: true, description: `Subdivision clicks: ${SOUND_ID}.` })
  subdivision?: string | null;

  @Field(() => String, { nullable: true, description: `Count-in clicks: ${SOUND_ID}.` })
  countIn?: string | null;
}
