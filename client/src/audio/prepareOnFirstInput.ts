/** What prepareOnFirstInput listens on: `window` in the app, any EventTarget in tests. */
export type InputTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls `player.prepare()` (creates the AudioContext) in a task of its own just after the first
 * pointerdown or keydown on `target`, so that input's own handlers run first. The first
 * AudioContext of a browser session blocks the main thread for tens of milliseconds while Chromium
 * starts its audio service: done here, that happens before the click on Play, or while the button
 * is held down when that press is Play itself, instead of inside play(). Not at load, where it
 * would be a long task delaying the page. Returns a function that removes the listeners and
 * cancels a prepare not yet run.
 */
export function prepareOnFirstInput(player: { prepare(): void }, target: InputTarget = window): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const removeListeners = () => {
    target.removeEventListener('pointerdown', onInput, true);
    target.removeEventListener('keydown', onInput, true);
  };
  function onInput() {
    removeListeners();
    timer = setTimeout(() => {
      timer = null;
      player.prepare();
    }, 0);
  }
  target.addEventListener('pointerdown', onInput, true);
  target.addEventListener('keydown', onInput, true);
  return () => {
    removeListeners();
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
