import { useCallback, useEffect, useRef } from 'react';
import {
  useGeneratorSettingsQuery,
  useSaveGeneratorSettingsMutation,
  type GeneratorSettings_FieldsFragment,
} from '../../graphql/generated';
import { savedSettingsOf, type GeneratorState } from './savedSettings';

/** How long the generator waits after the last change before saving (a slider drag is many changes). */
export const SAVE_DELAY_MS = 600;

/** What {@link useSavedSettings} gives the generator. */
export interface SavedSettings {
  /** The settings saved on the server (the defaults until the user saves any); undefined until loaded or offline. */
  saved: GeneratorSettings_FieldsFragment | undefined;
  /** Saves the generator's state shortly after the last change (and at once when the page closes). */
  saveSoon(state: GeneratorState): void;
}

/** Whether `saved` already holds every value of `input`, nested ones (the rhythm, the practice tools) included; the cache's `__typename` aside. */
export function sameSettings(input: unknown, saved: unknown): boolean {
  if (Array.isArray(input))
    return (
      Array.isArray(saved) &&
      saved.length === input.length &&
      input.every((item, index) => sameSettings(item, saved[index]))
    );
  if (typeof input === 'object' && input !== null) {
    if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return false;
    return Object.entries(input).every(([key, value]) => sameSettings(value, (saved as Record<string, unknown>)[key]));
  }
  return input === saved;
}

/**
 * The user's generator settings on the server, so another device or a reload starts
 * where they left off. Saving is quiet: a failed save (offline, a dropped connection) keeps the
 * settings on this screen and tries again with the next change.
 */
export function useSavedSettings(): SavedSettings {
  const { data } = useGeneratorSettingsQuery();
  const [save] = useSaveGeneratorSettingsMutation();
  const saved = data?.settings;
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; state: GeneratorState } | null>(null);
  const savedRef = useRef(saved);
  savedRef.current = saved;

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    const input = savedSettingsOf(waiting.state);
    if (savedRef.current && sameSettings(input, savedRef.current)) return;
    save({ variables: { input } }).catch(() => undefined);
  }, [save]);

  const saveSoon = useCallback(
    (state: GeneratorState) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { state, timer: setTimeout(flush, SAVE_DELAY_MS) };
    },
    [flush],
  );

  useEffect(() => flush, [flush]);
  return { saved, saveSoon };
}
