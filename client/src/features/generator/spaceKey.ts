/** Whether `target` takes typed text (input, textarea, select, contenteditable): Space types there. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  return (
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
  );
}

/** Controls whose own Space action (press a button, tick a box) must not also toggle playback. */
const OWN_SPACE_ACTION =
  'button, a[href], summary, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [role="tab"]';

/**
 * Whether a keydown is the global Space shortcut (SPEC.md home: Space toggles Play/Stop): Space
 * without modifiers or auto-repeat, not in a text field, and not on a control Space already operates.
 */
export function isPlaybackSpace(event: KeyboardEvent): boolean {
  if (event.key !== ' ' && event.code !== 'Space') return false;
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented)
    return false;
  if (isTextField(event.target)) return false;
  return !(event.target instanceof Element && event.target.closest(OWN_SPACE_ACTION));
}
