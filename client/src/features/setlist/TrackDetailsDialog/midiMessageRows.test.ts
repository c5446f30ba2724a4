import { midiMessageMessages, midiSectionMessage } from '../../../../../schema/validation/midiMessages';
import { midiMessagesInputOf, midiRowProblems, NEW_ROW, rowsOf, SONG_START } from './midiMessageRows';

const stored = [
  { section: 1, kind: 'control', channel: 10, program: null, bankMsb: null, bankLsb: null, controller: 7, value: 90 },
];

describe('MIDI message rows', () => {
  it('round-trip a stored message, and leave an unchanged list out of the save', () => {
    const rows = rowsOf(stored);
    expect(rows).toEqual([
      { ...NEW_ROW, when: '1', kind: 'control', channel: 10, program: '', controller: 7, value: 90 },
    ]);
    expect(midiMessagesInputOf(rows, stored)).toBeUndefined();
    expect(midiMessagesInputOf([], stored)).toEqual([]);
  });

  it('say what the shared rules say, by row and field', () => {
    const rows = [
      { ...NEW_ROW, channel: 17 },
      { ...NEW_ROW, kind: 'control' as const, controller: 7 },
    ];
    expect(midiRowProblems(rows, 0).fields).toEqual({
      '0.channel': midiMessageMessages.channel,
      '1.value': midiMessageMessages.value,
    });
    expect(midiRowProblems([NEW_ROW, NEW_ROW], 0).list).toBe(midiMessageMessages.duplicate);
  });

  it('refuse a section the song map no longer has', () => {
    expect(midiRowProblems(rowsOf(stored), 1)).toEqual({ fields: {}, list: midiSectionMessage(1, 1) });
    expect(midiRowProblems([{ ...NEW_ROW, when: SONG_START }], 0)).toEqual({ fields: {}, list: null });
  });
});
