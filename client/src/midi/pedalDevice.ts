/** Pedals on this device: whether the user turned them on, and the MIDI input port chosen (the mappings are the user's, on the server). */
export interface PedalDevice {
  on: boolean;
  portId: string;
}

const STORAGE_KEY = 'miq.pedals';
const OFF: PedalDevice = { on: false, portId: '' };

/** This device's pedal choice (localStorage); off where none was made or it cannot be read. */
export function loadPedalDevice(): PedalDevice {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return OFF;
    const { on, portId } = stored as Partial<PedalDevice>;
    return { on: on === true, portId: typeof portId === 'string' ? portId : '' };
  } catch {
    return OFF;
  }
}

/** Keeps this device's pedal choice (a private window without storage keeps it for the visit only). */
export function savePedalDevice(device: PedalDevice): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(device));
  } catch {
    // Storage refused: the choice still applies now.
  }
}
