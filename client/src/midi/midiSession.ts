/**
 * What the page loads when the user turns MIDI out on (imported lazily, with everything MIDI): the
 * browser's MIDI access and the clock that follows the click player on a chosen output.
 */
import { midiOutputs, requestMidi, type MidiPortChoice } from './webMidi';
import { MidiClockOut, type ClockSource, type MidiClockOutOptions } from './midiOut';

export { midiOutputs, requestMidi, type MidiPortChoice };
export { trackPatchEvents } from './trackPatches';

/** Clock and transport on `portId` following `getPlayer`'s track; null when that port is gone. */
export function startClockOut(
  access: MIDIAccess,
  portId: string,
  getPlayer: () => ClockSource | null,
  options: MidiClockOutOptions,
): MidiClockOut | null {
  const output = access.outputs.get(portId);
  if (!output) return null;
  return new MidiClockOut({ send: (data, timestamp) => output.send(data, timestamp) }, getPlayer, options);
}
