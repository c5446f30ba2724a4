/**
 * A MIDI message placed on a track's own time line (seconds from the track's sample 0, count-in
 * included), before it is mapped to the audio clock and then to `performance.now()` for
 * `MIDIOutput.send(data, timestamp)`. Clock ticks, transport and patch changes all take this form,
 * so one scheduler sends them all from the same mapping the clicks use.
 */
export interface MidiEvent {
  trackSeconds: number;
  data: number[];
}

/** Events in time order; at equal times, the earlier in the list first (a bank select before its program). */
export function inTimeOrder(events: readonly MidiEvent[]): MidiEvent[] {
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.trackSeconds - b.event.trackSeconds || a.index - b.index)
    .map(({ event }) => event);
}
