import 'reflect-metadata';
import { DateTimeResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { USER_SOUND_MAX_MS } from '../../schema/limits';
import { Json } from './jsonSchema';

/** One of the signed-in user's own sounds, as listed. */
@ObjectType({
  description:
    'One of your own sounds: uploaded over REST (POST /api/sounds), trimmed to its onset and normalised; its audio is GET /api/sounds/{id}.',
})
export class UserSound {
  @Field(() => ID, { description: 'Id, for its audio and for deleting it.' })
  id!: string;

  @Field({ description: 'The name you gave it.' })
  name!: string;

  @Field(() => Int, { description: `Its length after trimming, in milliseconds (at most ${USER_SOUND_MAX_MS}).` })
  @Json({ minimum: 1, maximum: USER_SOUND_MAX_MS })
  durationMs!: number;

  @Field(() => DateTimeResolver, { description: 'When it was uploaded.' })
  createdAt!: Date;
}
