import { useEffect } from 'react';
import { HapticBeat, type HapticClockSource } from '../audio/hapticBeat';
import { useDeviceSwitch } from './useDeviceSwitch';

/** How often the haptic beat looks ahead while the click plays (its look-ahead covers five of these). */
const HAPTIC_POLL_MS = 20;
const STORAGE_KEY = 'miq.hapticBeat';

/**
 * Whether this device can vibrate: the Vibration API on a device whose main pointer is a finger.
 * Desktop Chrome has the API but no motor; Safari on iPhone has no API.
 */
export function deviceCanVibrate(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.vibrate === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/** The 'Vibrate on the beat' switch: offered only where the device can vibrate, kept on the device, off by default. */
export interface HapticBeatSetting {
  available: boolean;
  on: boolean;
  setOn: (on: boolean) => void;
}

/**
 * A vibration on each beat while the click counts in or plays, when the user switched it on and
 * the device can (see {@link HapticBeat}: timed from the player's audio clock).
 */
export function useHapticBeat(getPlayer: () => HapticClockSource | null, playing: boolean): HapticBeatSetting {
  const [on, setOn] = useDeviceSwitch(STORAGE_KEY);
  const available = deviceCanVibrate();
  const running = available && on && playing;
  useEffect(() => {
    const player = getPlayer();
    if (!running || !player) return undefined;
    const haptic = new HapticBeat(player, (pulseMs) => navigator.vibrate(pulseMs));
    haptic.update();
    const poll = setInterval(() => haptic.update(), HAPTIC_POLL_MS);
    return () => {
      clearInterval(poll);
      haptic.stop();
    };
  }, [running, getPlayer]);
  return { available, on, setOn };
}
