import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import * as cues from '../../schema/cues';
import { Json } from './jsonSchema';

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
    description: `Bars ahead of a section its name is said, ${cues.CUE_LEAD_IN_BARS_MIN}-${cues.CUE_LEAD_IN_BARS_MAX} (0: on its first beat).`,
  })
  @Json({ minimum: cues.CUE_LEAD_IN_BARS_MIN, maximum: cues.CUE_LEAD_IN_BARS_MAX })
  leadInBars!: number;

  @Field(() => Int, { description: `Cue volume in percent, ${cues.CUE_VOLUME_MIN}-${cues.CUE_VOLUME_MAX}.` })
  @Json({ minimum: cues.CUE_VOLUME_MIN, maximum: cues.CUE_VOLUME_MAX })
  volumePercent!: number;
}
