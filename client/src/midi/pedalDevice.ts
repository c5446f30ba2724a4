import { readDeviceChoice, saveDeviceChoice } from '../hooks/deviceStore';

/** Pedals on this device: whether the user turned them on, and the MIDI input port chosen (the mappings are the user's, on the server). */
export interface PedalDevice {
  on: boolean;
  portId: string;
}

const STORAGE_KEY = 'miq.pedals';
const OFF: PedalDevice = { on: false, portId: '' };

/** This device's pedal choice (localStorage); off where none was made or it cannot be read. */
export function loadPedalDevice(): PedalDevice {
  return readDeviceChoice(STORAGE_KEY, OFF, ({ on, portId }) => ({
    on: on === true,
    portId: typeof portId === 'string' ? portId : '',
  }));
}

/** Keeps this device's pedal choice (a private window without storage keeps it for the visit only). */
export function savePedalDevice(device: PedalDevice): void {
  saveDeviceChoice(STORAGE_KEY, device);
}
