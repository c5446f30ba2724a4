import type { MidiMessage } from '../../../schema/midiMessages';
import { resolveRhythm } from '../../../schema/rhythm';
import { planRhythm } from '../audio/rhythmPlan';
import { patchEvents } from './patchEvents';

// A 4/4 count-in bar at 120 (2 s), a verse of 2 bars at 120 (4 s), then a chorus of 7/8 at 140.
const plan = planRhythm({
  bpm: 120,
  durationSeconds: 10,
  countInBeats: 4,
  rhythm: resolveRhythm({
    timeSignature: '4/4',
    sections: [
      { name: 'Verse', bars: 2, bpm: 120 },
      { name: 'Chorus', bars: 2, bpm: 140, timeSignature: '7/8' },
    ],
  }),
});

const message = (overrides: Partial<MidiMessage>): MidiMessage => ({
  section: null,
  kind: 'program',
  channel: 1,
  program: 0,
  ...overrides,
});

describe('patchEvents', () => {
  it("sends a song-start message at 0 s, before the count-in's first click", () => {
    expect(plan.onsets[0]!.kind).toBe('count-in');
    expect(patchEvents([message({ program: 12 })], plan)).toEqual([{ trackSeconds: 0, data: [0xc0, 12] }]);
  });

  it("sends a section's message at its first beat, on the plan's grid", () => {
    const chorusStart = plan.onsets.find((onset) => onset.sectionIndex === 1)!.idealTimeSeconds;
    expect(chorusStart).toBeCloseTo(6, 9);
    expect(patchEvents([message({ section: 1, channel: 3, program: 40 })], plan)).toEqual([
      { trackSeconds: chorusStart, data: [0xc2, 40] },
    ]);
  });

  it('selects the bank with CC 0 (MSB), then CC 32 (LSB), then the program, on channel 16 as status nibble 15', () => {
    expect(patchEvents([message({ channel: 16, program: 5, bankMsb: 121, bankLsb: 2 })], plan)).toEqual([
      { trackSeconds: 0, data: [0xbf, 0, 121] },
      { trackSeconds: 0, data: [0xbf, 32, 2] },
      { trackSeconds: 0, data: [0xcf, 5] },
    ]);
    expect(patchEvents([message({ program: 5, bankLsb: 2 })], plan).map((event) => event.data)).toEqual([
      [0xb0, 32, 2],
      [0xc0, 5],
    ]);
  });

  it('sends a control change as its controller and value', () => {
    const cc = message({ kind: 'control', channel: 10, controller: 7, value: 100, program: null });
    expect(patchEvents([cc], plan)).toEqual([{ trackSeconds: 0, data: [0xb9, 7, 100] }]);
  });

  it('puts the events in time order, keeping the listed order at one time, and skips a section the plan lacks', () => {
    const events = patchEvents(
      [
        message({ section: 1, program: 2 }),
        message({ section: 5, program: 9 }),
        message({ kind: 'control', controller: 7, value: 90 }),
        message({ program: 1 }),
        message({ section: 0, program: 3 }),
      ],
      plan,
    );
    expect(events.map((event) => event.data)).toEqual([
      [0xb0, 7, 90],
      [0xc0, 1],
      [0xc0, 3],
      [0xc0, 2],
    ]);
    expect(events.map((event) => event.trackSeconds)).toEqual([0, 0, 2, expect.closeTo(6, 9)]);
  });

  it('sends nothing for a track without messages', () => {
    expect(patchEvents(null, plan)).toEqual([]);
  });
});
