/** What prepareOnFirstInput listens on: `window` in the app, any EventTarget in tests. */
export type InputTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The first of these on the page prepares the player: a mouse moving (before it reaches Play), a press, a key. */
const FIRST_INPUTS = ['pointermove', 'pointerdown', 'keydown'] as const;

/**
 * Calls `player.prepare()` (creates the AudioContext) in a task of its own just after the first
 * pointer movement, press or key on `target`, so that input's own handlers run first. The first
 * AudioContext of a browser session blocks the main thread for tens of milliseconds while Chromium
 * starts its audio service, and its output takes a while more to start: done here, both happen
 * while the mouse travels to Play (or a key moves the focus there, or the button is held down when
 * the first press is Play itself), instead of inside play() (bench:audio (c2): 51–64 ms from a
 * mouse click to the first click at the output, 91–124 ms when the context is made at the press).
 * A context made before any gesture starts suspended and play() resumes it. Not at load, where it
 * would be a long task delaying the page. Returns a function that removes the listeners and
 * cancels a prepare not yet run.
 */
export function prepareOnFirstInput(player: { prepare(): void }, target: InputTarget = window): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const removeListeners = () => FIRST_INPUTS.forEach((type) => target.removeEventListener(type, onInput, true));
  function onInput() {
    removeListeners();
    timer = setTimeout(() => {
      timer = null;
      player.prepare();
    }, 0);
  }
  FIRST_INPUTS.forEach((type) => target.addEventListener(type, onInput, true));
  return () => {
    removeListeners();
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}
