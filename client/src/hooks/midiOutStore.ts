import { CLOCK_OFFSET_MS_MAX } from '../midi/midiLimits';
import { readDeviceChoice, saveDeviceChoice } from './deviceStore';

const STORAGE_KEY = 'miq.midiOut';

/** This device's MIDI out: the output port chosen last and the clock offset (ms, later when positive). */
export interface MidiOutChoice {
  portId: string;
  offsetMs: number;
}

/** This device's MIDI out choice (localStorage), or none chosen and no offset. */
export function loadMidiOut(): MidiOutChoice {
  return readDeviceChoice(STORAGE_KEY, { portId: '', offsetMs: 0 }, ({ portId, offsetMs }) => ({
    portId: typeof portId === 'string' ? portId : '',
    offsetMs: typeof offsetMs === 'number' && Math.abs(offsetMs) <= CLOCK_OFFSET_MS_MAX ? Math.round(offsetMs) : 0,
  }));
}

/** Keeps this device's MIDI out choice (without storage, for the visit only). */
export function saveMidiOut(choice: MidiOutChoice): void {
  saveDeviceChoice(STORAGE_KEY, choice);
}
