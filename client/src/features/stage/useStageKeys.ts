import { useHotkeys, type HotkeyItem } from '@mantine/hooks';

/** What the stage does on a key, a pedal or a swipe. */
export interface StageCommands {
  toggle: () => void;
  next: () => void;
  previous: () => void;
  /** On a screen that has it: the next section of the song map. */
  nextSection?: () => void;
  /** On a screen that has it: a tap of the tempo. */
  tapTempo?: () => void;
}

/** The keys of the stage: arrows and page keys (what Bluetooth page-turner pedals send) move; Space and Enter play or stop. */
export const STAGE_KEYS = {
  next: ['ArrowRight', 'ArrowDown', 'PageDown'],
  previous: ['ArrowLeft', 'ArrowUp', 'PageUp'],
  toggle: ['Space', 'Enter'],
  nextSection: ['S'],
  tapTempo: ['T'],
} as const;

const FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];
// A focused button or link already acts on Enter and Space itself: the stage leaves those to it,
// so one press never does two things.
const ACTIVATED_BY_ENTER_OR_SPACE = [...FIELDS, 'BUTTON', 'A', 'SUMMARY'];

/**
 * Listens for the stage's keys on the whole document while mounted. Keys typed into a field, and
 * keys pressed with a modifier, stay the page's.
 */
export function useStageKeys(commands: StageCommands): void {
  const on = (keys: readonly string[], command: keyof StageCommands) =>
    keys.map((key): HotkeyItem => [key, () => commands[command]?.()]);
  useHotkeys(
    [
      ...on(STAGE_KEYS.next, 'next'),
      ...on(STAGE_KEYS.previous, 'previous'),
      ...on(STAGE_KEYS.nextSection, 'nextSection'),
      ...on(STAGE_KEYS.tapTempo, 'tapTempo'),
    ],
    FIELDS,
  );
  useHotkeys(on(STAGE_KEYS.toggle, 'toggle'), ACTIVATED_BY_ENTER_OR_SPACE);
}
