import 'reflect-metadata';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CUE_WORDS } from '../../schema/cueWords';
import * as cues from '../../schema/cues';
import { Json } from './jsonSchema';

/** A cue word said in the user's own voice. */
@ObjectType({ description: "A cue word said with one of the user's own sounds instead of the built-in voice." })
@InputType('OwnCueWordInput', { description: "A cue word said with one of the user's own sounds." })
export class OwnCueWord implements cues.OwnCueWord {
  @Field(() => String, { description: `The word: ${CUE_WORDS.join(', ')}.` })
  @Json({ enum: CUE_WORDS })
  word!: string;

  @Field(() => ID, { description: 'One of your own sounds (GET /api/sounds/{id}).' })
  soundId!: string;
}

const CUES = 'Spoken cues: a voiced count-in and section names said before each section.';

/** Spoken cues, output and input alike (the fields agree). */
@ObjectType({ description: CUES })
@InputType('CueSettingsInput', { description: CUES })
export class CueSettings implements cues.CueSettings {
  @Field(() => Boolean, { description: 'The count-in counted aloud ("one, two, three, four").' })
  countIn!: boolean;

  @Field(() => Boolean, { description: "Each song-map section's name said before it." })
  sections!: boolean;

  @Field(() => Int, {
    description: `Bars ahead of a section its name is said, ${cues.CUE_LEAD_IN_BARS_MIN}-${cues.CUE_LEAD_IN_BARS_MAX} (${cues.CUE_LEAD_IN_BARS_MIN}: on its first beat).`,
  })
  @Json({ minimum: cues.CUE_LEAD_IN_BARS_MIN, maximum: cues.CUE_LEAD_IN_BARS_MAX })
  leadInBars!: number;

  @Field(() => Int, { description: `Cue volume in percent, ${cues.CUE_VOLUME_MIN}-${cues.CUE_VOLUME_MAX}.` })
  @Json({ minimum: cues.CUE_VOLUME_MIN, maximum: cues.CUE_VOLUME_MAX })
  volumePercent!: number;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "A band message with a sample ('Start', 'Last chorus', 'Now playing' …) said aloud in a rehearsal room; null or left out: yes. Read from the user's settings.",
  })
  speakMessages?: boolean | null;

  @Field(() => [OwnCueWord], {
    nullable: true,
    description: 'Words said with your own sounds; null or left out: the built-in voice for every word.',
  })
  ownWords?: OwnCueWord[] | null;
}
