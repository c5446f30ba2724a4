import 'reflect-metadata';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  MIDI_CHANNEL_MAX,
  MIDI_CHANNEL_MIN,
  MIDI_CONTROLLER_MAX,
  MIDI_DATA_MAX,
  MIDI_DATA_MIN,
} from '../../schema/limits';
import {
  MIDI_MESSAGE_KINDS,
  type MidiMessage as MidiMessageView,
  type MidiMessageKind,
} from '../../schema/midiMessages';
import { Json } from './jsonSchema';

const DATA_BYTE = { minimum: 0, maximum: MIDI_DATA_MAX };

// Also the input `MidiMessageInput`: the fields agree; the shared validation answers what is missing or out of range.
@ObjectType({
  description: "A Program or Control Change a track sends to the band's MIDI gear, at the song start or at a section.",
  simpleResolvers: true,
})
@InputType('MidiMessageInput', { description: 'A Program or Control Change; the list is replaced whole.' })
export class MidiMessage implements MidiMessageView {
  @Field(() => Int, {
    nullable: true,
    description:
      "The song map's section at whose first beat it is sent, counted from zero; null: at the song start, before the count-in.",
  })
  @Json({ minimum: 0 })
  section!: number | null;

  @Field(() => String, { description: `${MIDI_MESSAGE_KINDS.join(' or ')}: a Program Change or a Control Change.` })
  @Json({ enum: [...MIDI_MESSAGE_KINDS] })
  kind!: MidiMessageKind;

  @Field(() => Int, { description: `The MIDI channel, ${MIDI_CHANNEL_MIN}-${MIDI_CHANNEL_MAX}.` })
  @Json({ minimum: MIDI_CHANNEL_MIN, maximum: MIDI_CHANNEL_MAX })
  channel!: number;

  @Field(() => Int, { nullable: true, description: `A program change's program, ${MIDI_DATA_MIN}-${MIDI_DATA_MAX}.` })
  @Json(DATA_BYTE)
  program?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `A program change's bank (bank select MSB), ${MIDI_DATA_MIN}-${MIDI_DATA_MAX}; null: none sent.`,
  })
  @Json(DATA_BYTE)
  bankMsb?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `A program change's bank LSB (bank select LSB), ${MIDI_DATA_MIN}-${MIDI_DATA_MAX}; null: none sent.`,
  })
  @Json(DATA_BYTE)
  bankLsb?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `A control change's controller number, ${MIDI_DATA_MIN}-${MIDI_CONTROLLER_MAX}.`,
  })
  @Json({ minimum: 0, maximum: MIDI_CONTROLLER_MAX })
  controller?: number | null;

  @Field(() => Int, { nullable: true, description: `A control change's value, ${MIDI_DATA_MIN}-${MIDI_DATA_MAX}.` })
  @Json(DATA_BYTE)
  value?: number | null;
}
