import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import * as controls from '../../schema/controlMappings';
import { REHEARSAL_MESSAGE_MAX_LENGTH } from '../../schema/limits';
import { Json } from './jsonSchema';

/** Where a press comes from, output and input alike. */
@ObjectType('ControlSource', { description: 'A MIDI note, CC or program change on a channel, or a keyboard key.' })
@InputType('ControlSourceInput', { description: 'A MIDI note, CC or program change on a channel, or a keyboard key.' })
export class ControlSource implements controls.ControlSource {
  @Field(() => String, { description: `What sends it: ${controls.CONTROL_SOURCE_KINDS.join(', ')}.` })
  @Json({ enum: controls.CONTROL_SOURCE_KINDS })
  kind!: controls.ControlSourceKind;

  @Field(() => Int, {
    nullable: true,
    description: `MIDI only: the channel, ${controls.MIDI_CHANNEL_MIN}-${controls.MIDI_CHANNEL_MAX}; null for a key.`,
  })
  @Json({ minimum: controls.MIDI_CHANNEL_MIN, maximum: controls.MIDI_CHANNEL_MAX })
  channel?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `MIDI only: the note, controller or program, ${controls.MIDI_DATA_MIN}-${controls.MIDI_DATA_MAX}; null for a key.`,
  })
  @Json({ minimum: controls.MIDI_DATA_MIN, maximum: controls.MIDI_DATA_MAX })
  number?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Key only: the key's KeyboardEvent.code, e.g. KeyB; null for MIDI.",
  })
  code?: string | null;
}

/** One source and press mapped to one action. */
@ObjectType('ControlMapping', { description: 'A pedal, key or controller mapped to a stage action.' })
@InputType('ControlMappingInput', { description: 'A pedal, key or controller mapped to a stage action.' })
export class ControlMapping implements controls.ControlMapping {
  @Field(() => ControlSource, { description: 'What is pressed.' })
  source!: ControlSource;

  @Field(() => String, {
    description: `${controls.CONTROL_PRESSES.join(' or ')}: a long press is held at least holdMs.`,
  })
  @Json({ enum: controls.CONTROL_PRESSES })
  press!: controls.ControlPress;

  @Field(() => String, { description: `What it does: ${controls.CONTROL_ACTIONS.join(', ')}.` })
  @Json({ enum: controls.CONTROL_ACTIONS })
  action!: controls.ControlAction;

  @Field(() => String, {
    nullable: true,
    description: `Action message only: the band message, a preset (${controls.CONTROL_MESSAGE_PRESETS.join(', ')}) or text of at most ${REHEARSAL_MESSAGE_MAX_LENGTH} characters.`,
  })
  message?: string | null;
}

const CONTROLS = "Pedals and controllers: the hold that makes a press long, and each source's action.";

/** The user's pedals and controllers, output and input alike. */
@ObjectType('ControlMappings', { description: CONTROLS })
@InputType('ControlMappingsInput', { description: CONTROLS })
export class ControlMappings implements controls.ControlMappings {
  @Field(() => Int, {
    description: `The hold that makes a press long, ${controls.CONTROL_HOLD_MS_MIN}-${controls.CONTROL_HOLD_MS_MAX} ms.`,
  })
  @Json({ minimum: controls.CONTROL_HOLD_MS_MIN, maximum: controls.CONTROL_HOLD_MS_MAX })
  holdMs!: number;

  @Field(() => [ControlMapping], {
    description: `At most ${controls.CONTROL_MAPPINGS_MAX}; each source and press once.`,
  })
  mappings!: ControlMapping[];
}
