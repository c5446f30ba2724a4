import { DEFAULT_CLICK_OUTPUT, type ClickOutput } from '../audio/clickOutput';
import { readDeviceChoice, saveDeviceChoice } from './deviceStore';

const STORAGE_KEY = 'miq.clickOutput';

function isChannelList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((channel) => Number.isInteger(channel) && channel >= 0 && channel < 64);
}

function channelsOrNull(channels: unknown): number[] | null {
  return isChannelList(channels) && channels.length > 0 ? channels : null;
}

/** This device's click output (localStorage), or the default where none was chosen or it cannot be read. */
export function loadClickOutput(): ClickOutput {
  return readDeviceChoice(STORAGE_KEY, DEFAULT_CLICK_OUTPUT, ({ channels, deviceId, cueChannels }) => ({
    channels: channelsOrNull(channels),
    deviceId: typeof deviceId === 'string' ? deviceId : '',
    // Left out when the cues follow the click, as it was stored before cues had channels of their own.
    ...(channelsOrNull(cueChannels) ? { cueChannels: channelsOrNull(cueChannels) } : {}),
  }));
}

/** Keeps this device's click output (a private window without storage keeps it for the visit only). */
export function saveClickOutput(output: ClickOutput): void {
  saveDeviceChoice(STORAGE_KEY, output);
}
