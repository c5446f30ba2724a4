import type { Locator, Page } from 'playwright-core';

/** True when `target` (or something inside it) has the keyboard focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a
 * page; fails when it is not reached within `maxPresses` (it is not reachable by keyboard).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, maxPresses = 60 } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (!(await isFocused(target))) throw new Error(`${String(target)} was not reached with ${maxPresses} presses of Tab`);
}

/** Starts a keyboard-only visit: the page is loaded and nothing inside it has the focus yet. */
export async function visitWithKeyboard(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await ready.waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Waits for a menu opened from the keyboard to take the focus (its first item, the WAI-ARIA menu
 * button pattern). The menu is in the page a moment before it focuses an item, and keys pressed in
 * between would go to the button instead. It looks for the menu that holds the focus, not for
 * "the" menu: the menu picked from a moment ago may still be in its closing transition.
 */
export async function menuTakesFocus(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null, undefined, { timeout: 10_000 });
}

/**
 * Picks `option` in a Mantine Select with the keyboard: Tab to it, Enter opens the list, the arrow
 * keys move through the options (the current one carries `data-combobox-selected`), Enter picks,
 * and the field then shows the option. A pick the field does not show is tried again, as a user
 * would (on a busy machine a key can land while the list is still opening).
 */
export async function chooseWithKeyboard(page: Page, combobox: Locator, option: string, { maxPresses = 60 } = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await tabTo(page, combobox, { maxPresses });
    if ((await combobox.inputValue()) === option) return;
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const highlighted = listbox.locator('[data-combobox-selected]');
    let reached = false;
    for (let presses = 0; presses < 20 && !reached; presses++) {
      await page.keyboard.press('ArrowDown');
      reached = (await highlighted.count()) === 1 && (await highlighted.innerText()).trim() === option;
    }
    if (!reached) throw new Error(`${option} was not reached with the arrow keys in ${String(combobox)}`);
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    const shown = await page.waitForFunction(([element, value]) => (element as HTMLInputElement).value === value, [await combobox.elementHandle(), option] as const, { timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    console.warn(`chooseWithKeyboard: ${String(combobox)} shows ${await combobox.inputValue()} after pick ${attempt} of ${option}; picking again`);
    if (attempt === 3) throw new Error(`${String(combobox)} does not show ${option} after three picks (it shows ${await combobox.inputValue()})`);
  }
}
