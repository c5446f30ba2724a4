import { DEFAULT_CLICK_OUTPUT, type ClickOutput } from '../audio/clickOutput';

const STORAGE_KEY = 'miq.clickOutput';

function isChannelList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((channel) => Number.isInteger(channel) && channel >= 0 && channel < 64);
}

function channelsOrNull(channels: unknown): number[] | null {
  return isChannelList(channels) && channels.length > 0 ? channels : null;
}

/** This device's click output (localStorage), or the default where none was chosen or it cannot be read. */
export function loadClickOutput(): ClickOutput {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return DEFAULT_CLICK_OUTPUT;
    const { channels, deviceId, cueChannels } = stored as Partial<ClickOutput>;
    return {
      channels: channelsOrNull(channels),
      deviceId: typeof deviceId === 'string' ? deviceId : '',
      // Left out when the cues follow the click, as it was stored before cues had channels of their own.
      ...(channelsOrNull(cueChannels) ? { cueChannels: channelsOrNull(cueChannels) } : {}),
    };
  } catch {
    return DEFAULT_CLICK_OUTPUT;
  }
}

/** Keeps this device's click output (a private window without storage keeps it for the visit only). */
export function saveClickOutput(output: ClickOutput): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(output));
  } catch {
    // Storage refused: the choice still applies to the player now.
  }
}
