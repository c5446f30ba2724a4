/** What a track's MIDI message is: a Program Change (with an optional bank) or a Control Change. */
export const MIDI_MESSAGE_KINDS = ['program', 'control'] as const;
export type MidiMessageKind = (typeof MIDI_MESSAGE_KINDS)[number];

/**
 * A Program or Control Change a track sends: at the song's start (`section` null, before the
 * count-in) or at the first beat of one of its song map's sections (0-based). A program change
 * uses `program` and, when set, `bankMsb`/`bankLsb`; a control change uses `controller` and `value`.
 */
export interface MidiMessage {
  section: number | null;
  kind: MidiMessageKind;
  /** 1–16. */
  channel: number;
  program?: number | null;
  bankMsb?: number | null;
  bankLsb?: number | null;
  controller?: number | null;
  value?: number | null;
}

/** A message with only the fields of its kind, every one present (null when unset): the stored form. */
export function compactMidiMessage(message: MidiMessage): MidiMessage {
  const { section, kind, channel } = message;
  return kind === 'program'
    ? {
        section,
        kind,
        channel,
        program: message.program ?? null,
        bankMsb: message.bankMsb ?? null,
        bankLsb: message.bankLsb ?? null,
        controller: null,
        value: null,
      }
    : {
        section,
        kind,
        channel,
        program: null,
        bankMsb: null,
        bankLsb: null,
        controller: message.controller ?? null,
        value: message.value ?? null,
      };
}

/** The list as stored: each message compacted; null when there is none. */
export function compactMidiMessages(messages: readonly MidiMessage[] | null | undefined): MidiMessage[] | null {
  return messages?.length ? messages.map(compactMidiMessage) : null;
}

/** The first message that names a section past a song map of `sectionCount` sections, if any. */
export function midiSectionPastMap(messages: readonly MidiMessage[], sectionCount: number): MidiMessage | undefined {
  return messages.find((message) => message.section !== null && message.section >= sectionCount);
}
