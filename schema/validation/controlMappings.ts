import { array, object, string } from 'yup';
import {
  CONTROL_ACTIONS,
  CONTROL_HOLD_MS_MAX,
  CONTROL_HOLD_MS_MIN,
  CONTROL_KEY_CODE_PATTERN,
  CONTROL_MAPPINGS_MAX,
  CONTROL_MIDI_KINDS,
  CONTROL_PRESSES,
  CONTROL_SOURCE_KINDS,
  MIDI_CHANNEL_MAX,
  MIDI_CHANNEL_MIN,
  MIDI_DATA_MAX,
  MIDI_DATA_MIN,
  mappingKey,
  type ControlMapping,
} from '../controlMappings';
import { REHEARSAL_MESSAGE_MAX_LENGTH } from '../limits';
import { atMostCharacters } from './messages';
import { wholeNumber } from './wholeNumber';

/** The messages of the pedal and controller mappings, built from the limits. */
export const controlMappingMessages = {
  holdMs: `The long-press hold must be a whole number of milliseconds from ${CONTROL_HOLD_MS_MIN} to ${CONTROL_HOLD_MS_MAX}`,
  tooMany: `At most ${CONTROL_MAPPINGS_MAX} pedal and controller mappings`,
  kind: `A mapping's source must be one of: ${CONTROL_SOURCE_KINDS.join(', ')}`,
  channel: `A MIDI channel must be a whole number from ${MIDI_CHANNEL_MIN} to ${MIDI_CHANNEL_MAX}`,
  number: `A note, controller or program number must be a whole number from ${MIDI_DATA_MIN} to ${MIDI_DATA_MAX}`,
  code: 'A key must be a keyboard key code such as KeyB, Digit1, Space or F13',
  keyOnly: 'A key mapping has a key code and no MIDI channel or number',
  midiOnly: 'A MIDI mapping has a channel and a number and no key code',
  press: `A mapping's press must be one of: ${CONTROL_PRESSES.join(', ')}`,
  action: `A mapping's action must be one of: ${CONTROL_ACTIONS.join(', ')}`,
  messageNeeded: `A band-message mapping needs its message: a preset or text of at most ${REHEARSAL_MESSAGE_MAX_LENGTH} characters`,
  messageTooLong: atMostCharacters('A mapped band message', REHEARSAL_MESSAGE_MAX_LENGTH),
  messageNotHere: "Only a mapping whose action is 'message' has a message",
  duplicate: 'Each key, note, CC or program change can be mapped once per press (short or long)',
} as const;

const m = controlMappingMessages;
const isMidi = (kind: unknown) => (CONTROL_MIDI_KINDS as readonly unknown[]).includes(kind);
const given = (value: unknown) => value !== undefined && value !== null;

const sourceSchema = object({
  kind: string().label('Source').strict().oneOf(CONTROL_SOURCE_KINDS, m.kind).required(m.kind),
  channel: wholeNumber('MIDI channel', MIDI_CHANNEL_MIN, MIDI_CHANNEL_MAX, m.channel).strict().nullable().optional(),
  number: wholeNumber('MIDI number', MIDI_DATA_MIN, MIDI_DATA_MAX, m.number).strict().nullable().optional(),
  code: string().label('Key').strict().matches(CONTROL_KEY_CODE_PATTERN, m.code).nullable().optional(),
})
  .test('key-only', m.keyOnly, (source) => source?.kind !== 'key' || (!given(source.channel) && !given(source.number)))
  .test('key-code', m.code, (source) => source?.kind !== 'key' || given(source.code))
  .test(
    'midi-only',
    m.midiOnly,
    (source) => !isMidi(source?.kind) || (given(source?.channel) && given(source?.number) && !given(source?.code)),
  );

const mappingSchema = object({
  source: sourceSchema.label('Source').required(m.kind),
  press: string().label('Press').strict().oneOf(CONTROL_PRESSES, m.press).required(m.press),
  action: string().label('Action').strict().oneOf(CONTROL_ACTIONS, m.action).required(m.action),
  message: string()
    .label('Message')
    .typeError(m.messageNeeded)
    .trim()
    .max(REHEARSAL_MESSAGE_MAX_LENGTH, m.messageTooLong)
    .nullable()
    .optional(),
})
  .test('message-here', m.messageNotHere, (mapping) => mapping?.action === 'message' || !given(mapping?.message))
  .test('message-needed', m.messageNeeded, (mapping) => mapping?.action !== 'message' || Boolean(mapping.message));

/** Pedals and controllers (schema/controlMappings.ts `ControlMappings`): the hold and every mapping, each source and press once. */
export const controlMappingsSchema = object({
  holdMs: wholeNumber('Long-press hold', CONTROL_HOLD_MS_MIN, CONTROL_HOLD_MS_MAX, m.holdMs).required(m.holdMs),
  mappings: array(mappingSchema)
    .label('Mappings')
    .typeError(m.kind)
    .required(m.kind)
    .max(CONTROL_MAPPINGS_MAX, m.tooMany)
    .test('once-each', m.duplicate, (list) => {
      if (!list) return true;
      const keys = list.map((mapping) => mappingKey(mapping as ControlMapping));
      return new Set(keys).size === keys.length;
    }),
});
