import { CLOCK_OFFSET_MS_MAX } from '../midi/midiLimits';

const STORAGE_KEY = 'miq.midiOut';

/** This device's MIDI out: the output port chosen last and the clock offset (ms, later when positive). */
export interface MidiOutChoice {
  portId: string;
  offsetMs: number;
}

/** This device's MIDI out choice (localStorage), or none chosen and no offset. */
export function loadMidiOut(): MidiOutChoice {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null');
    const { portId, offsetMs } = (
      typeof stored === 'object' && stored !== null ? stored : {}
    ) as Partial<MidiOutChoice>;
    return {
      portId: typeof portId === 'string' ? portId : '',
      offsetMs: typeof offsetMs === 'number' && Math.abs(offsetMs) <= CLOCK_OFFSET_MS_MAX ? Math.round(offsetMs) : 0,
    };
  } catch {
    return { portId: '', offsetMs: 0 };
  }
}

/** Keeps this device's MIDI out choice (without storage, for the visit only). */
export function saveMidiOut(choice: MidiOutChoice): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage refused: the choice still applies now.
  }
}
