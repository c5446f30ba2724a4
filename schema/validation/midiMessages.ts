import { array, mixed, object } from 'yup';
import {
  MIDI_CHANNEL_MAX,
  MIDI_CHANNEL_MIN,
  MIDI_CONTROLLER_MAX,
  MIDI_DATA_MAX,
  TRACK_MIDI_MESSAGES_MAX,
} from '../limits';
import { compactMidiMessage, MIDI_MESSAGE_KINDS, type MidiMessage, type MidiMessageKind } from '../midiMessages';
import { wholeNumber } from './wholeNumber';

/** The messages of a track's MIDI messages, built from the limits. */
export const midiMessageMessages = {
  list: `MIDI messages must be a list of at most ${TRACK_MIDI_MESSAGES_MAX} messages`,
  kind: `A MIDI message's type must be one of: ${MIDI_MESSAGE_KINDS.join(', ')}`,
  section: 'A MIDI message is sent at the song start (section null) or at a section of the song map (0 or more)',
  channel: `MIDI channel must be a whole number from ${MIDI_CHANNEL_MIN} to ${MIDI_CHANNEL_MAX}`,
  program: `A program change needs a program from 0 to ${MIDI_DATA_MAX}`,
  bank: `Bank MSB and LSB must be whole numbers from 0 to ${MIDI_DATA_MAX}`,
  controller: `A control change needs a controller number from 0 to ${MIDI_CONTROLLER_MAX}`,
  value: `A control change needs a value from 0 to ${MIDI_DATA_MAX}`,
  duplicate: 'The same MIDI message is listed twice',
} as const;

/** Where a section index is past the song map; the service and the dialog say the same. */
export function midiSectionMessage(section: number, sectionCount: number): string {
  const set = `A MIDI message is set for section ${section + 1}`;
  return sectionCount === 0
    ? `${set}, but this song has no song map: send it at the song start`
    : `${set}, but the song map has ${sectionCount} section${sectionCount === 1 ? '' : 's'}`;
}

const dataByte = (label: string, max: number, message: string) => wholeNumber(label, 0, max, message).nullable();
const needed = (kind: MidiMessageKind) => (value: unknown, context: { parent: { kind?: unknown } }) =>
  context.parent.kind !== kind || value != null;

const midiMessageSchema = object({
  // Left out: the song start.
  section: wholeNumber('Section', 0, Number.MAX_SAFE_INTEGER, midiMessageMessages.section).nullable().default(null),
  kind: mixed<MidiMessageKind>()
    .label('Type')
    .oneOf(MIDI_MESSAGE_KINDS, midiMessageMessages.kind)
    .required(midiMessageMessages.kind),
  channel: wholeNumber('Channel', MIDI_CHANNEL_MIN, MIDI_CHANNEL_MAX, midiMessageMessages.channel).required(
    midiMessageMessages.channel,
  ),
  program: dataByte('Program', MIDI_DATA_MAX, midiMessageMessages.program).test(
    'needed',
    midiMessageMessages.program,
    needed('program'),
  ),
  bankMsb: dataByte('Bank MSB', MIDI_DATA_MAX, midiMessageMessages.bank),
  bankLsb: dataByte('Bank LSB', MIDI_DATA_MAX, midiMessageMessages.bank),
  controller: dataByte('Controller', MIDI_CONTROLLER_MAX, midiMessageMessages.controller).test(
    'needed',
    midiMessageMessages.controller,
    needed('control'),
  ),
  value: dataByte('Value', MIDI_DATA_MAX, midiMessageMessages.value).test(
    'needed',
    midiMessageMessages.value,
    needed('control'),
  ),
});

/** No two messages the same once each keeps only the fields of its kind. */
function allDifferent(list: readonly MidiMessage[] | null | undefined): boolean {
  const keys = (list ?? []).map((message) => JSON.stringify(compactMidiMessage(message)));
  return new Set(keys).size === keys.length;
}

/**
 * A track's Program and Control Changes, replaced whole; null (or []) sends none. Whether each
 * section exists is checked against the song map the track will have (the service's check, as the
 * map may be stored rather than sent).
 */
export const midiMessagesField = array(midiMessageSchema)
  .label('MIDI messages')
  .typeError(midiMessageMessages.list)
  .max(TRACK_MIDI_MESSAGES_MAX, midiMessageMessages.list)
  .test('different', midiMessageMessages.duplicate, (list) => allDifferent(list as MidiMessage[] | null | undefined))
  .nullable()
  .optional()
  .default(undefined);
