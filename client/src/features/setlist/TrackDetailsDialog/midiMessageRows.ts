import { useCallback, useState } from 'react';
import { ValidationError } from 'yup';
import { compactMidiMessage, midiSectionPastMap, type MidiMessage } from '../../../../../schema/midiMessages';
import { midiMessagesField, midiSectionMessage } from '../../../../../schema/validation/midiMessages';
import { useTrackMidiMessagesQuery, type MidiMessageInput } from '../../../graphql/generated';

/** The picker's value for a message sent at the song start. */
export const SONG_START = 'start';

/** One row of the 'MIDI messages' part as typed: numbers as the inputs hold them ('' when empty). */
export interface MidiRow {
  /** {@link SONG_START} or a section index as text. */
  when: string;
  kind: 'program' | 'control';
  channel: number | string;
  program: number | string;
  bankMsb: number | string;
  bankLsb: number | string;
  controller: number | string;
  value: number | string;
}

type StoredMessage = Omit<MidiMessageInput, '__typename'> & { __typename?: string };

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : value);
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** A new row: a program change at the song start on channel 1. */
export const NEW_ROW: MidiRow = {
  when: SONG_START,
  kind: 'program',
  channel: 1,
  program: 0,
  bankMsb: '',
  bankLsb: '',
  controller: '',
  value: '',
};

/** A track's stored messages as rows. */
export function rowsOf(stored: readonly StoredMessage[] | null | undefined): MidiRow[] {
  return (stored ?? []).map((message) => ({
    when: message.section === null || message.section === undefined ? SONG_START : String(message.section),
    kind: message.kind === 'control' ? 'control' : 'program',
    channel: message.channel,
    program: text(message.program),
    bankMsb: text(message.bankMsb),
    bankLsb: text(message.bankLsb),
    controller: text(message.controller),
    value: text(message.value),
  }));
}

/** The rows as messages, each with only the fields of its kind. */
export function messagesOf(rows: readonly MidiRow[]): MidiMessage[] {
  return rows.map((row) =>
    compactMidiMessage({
      section: row.when === SONG_START ? null : Number(row.when),
      kind: row.kind,
      channel: Number(row.channel === '' ? NaN : row.channel),
      program: numberOrNull(row.program),
      bankMsb: numberOrNull(row.bankMsb),
      bankLsb: numberOrNull(row.bankLsb),
      controller: numberOrNull(row.controller),
      value: numberOrNull(row.value),
    }),
  );
}

/** What is wrong with the rows, by the server's own rules: per row and field, and for the list as a whole. */
export interface MidiRowProblems {
  fields: Record<string, string>;
  list: string | null;
}

/** The rows checked by the shared rules and against the song map's `sectionCount` sections. */
export function midiRowProblems(rows: readonly MidiRow[], sectionCount: number): MidiRowProblems {
  const messages = messagesOf(rows);
  const fields: Record<string, string> = {};
  let list: string | null = null;
  try {
    midiMessagesField.validateSync(messages, { abortEarly: false });
  } catch (caught) {
    if (!(caught instanceof ValidationError)) throw caught;
    for (const inner of caught.inner.length ? caught.inner : [caught]) {
      const where = /^\[(\d+)\]\.(\w+)$/.exec(inner.path ?? '');
      if (where) fields[`${where[1]}.${where[2]}`] ??= inner.message;
      else list ??= inner.message;
    }
  }
  const past = midiSectionPastMap(messages, sectionCount);
  if (!list && past) list = midiSectionMessage(past.section!, sectionCount);
  return { fields, list };
}

/** `updateTrack`'s `midiMessages` for the rows: left out (undefined) when they are what the track has. */
export function midiMessagesInputOf(
  rows: readonly MidiRow[],
  stored: readonly StoredMessage[] | null | undefined,
): MidiMessageInput[] | undefined {
  const messages = messagesOf(rows);
  const before = messagesOf(rowsOf(stored));
  return JSON.stringify(messages) === JSON.stringify(before) ? undefined : messages;
}

/** The dialog's rows, reset to the track's whenever it opens on one. */
export function useMidiRows() {
  const [rows, setRows] = useState<MidiRow[]>([]);
  const change = useCallback((index: number, patch: Partial<MidiRow>) => {
    setRows((previous) => previous.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  }, []);
  const add = useCallback(() => setRows((previous) => [...previous, NEW_ROW]), []);
  const remove = useCallback((index: number) => setRows((previous) => previous.filter((_, at) => at !== index)), []);
  return { rows, change, add, remove, reset: setRows };
}

/**
 * The stored MIDI messages of one track, fetched when the dialog opens on it (they are not part of
 * the track list); undefined until they have arrived, or without a playlist.
 */
export function useStoredMidiMessages(playlistId: string | undefined, trackId: string | undefined, opened: boolean) {
  const { data } = useTrackMidiMessagesQuery({
    variables: { id: playlistId ?? '' },
    skip: !playlistId || !trackId || !opened,
    fetchPolicy: 'network-only',
  });
  return data?.playlist.tracks.find((track) => track.id === trackId)?.midiMessages;
}

/** The model {@link useMidiRows} gives the 'MIDI messages' part. */
export type MidiRowsModel = ReturnType<typeof useMidiRows>;
