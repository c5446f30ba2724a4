/**
 * The browser's Web MIDI, reached only when the user turns MIDI on (every request may ask for
 * permission). Nothing here is loaded before then: import it lazily.
 */

/** Shown where the browser has no Web MIDI (Safari, iOS, Firefox on Android). */
export const MIDI_UNSUPPORTED =
  'MIDI needs Chrome, Edge or Firefox on a computer, or Chrome on Android. This browser has no Web MIDI.';

/** Shown when the user (or the browser's settings) refuses MIDI access. */
export const MIDI_REFUSED =
  'MIDI access was refused. Allow MIDI for this site in the browser’s settings, then try again.';

/** A port the user can choose, as listed by the browser. */
export interface MidiPortChoice {
  id: string;
  name: string;
}

/** Whether this browser offers Web MIDI at all. */
export function hasWebMidi(nav: Navigator = navigator): boolean {
  return typeof nav.requestMIDIAccess === 'function';
}

/** The access the user granted, or an Error whose message is MIDI_UNSUPPORTED or MIDI_REFUSED. */
export async function requestMidi(nav: Navigator = navigator): Promise<MIDIAccess> {
  if (!hasWebMidi(nav)) throw new Error(MIDI_UNSUPPORTED);
  try {
    return await nav.requestMIDIAccess({ sysex: false });
  } catch {
    throw new Error(MIDI_REFUSED);
  }
}

function choices(ports: Iterable<MIDIPort>): MidiPortChoice[] {
  return [...ports]
    .filter((port) => port.state === 'connected')
    .map((port) => ({ id: port.id, name: port.name ?? port.id }));
}

/** The connected output ports, in the browser's order. */
export function midiOutputs(access: MIDIAccess): MidiPortChoice[] {
  return choices(access.outputs.values());
}

/** The connected input ports, in the browser's order. */
export function midiInputs(access: MIDIAccess): MidiPortChoice[] {
  return choices(access.inputs.values());
}
