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
  // The element is looked up once, not after every press: finding it by role and name (getByRole)
  // computes the accessible names of the page's elements each time, which took about as long as
  // the press itself. Should the page replace the element meanwhile, the locator finds it again.
  let element = await target.elementHandle();
  const focused = async (): Promise<boolean> => {
    const state = await element.evaluate((node) => {
      if (!node.isConnected) return 'replaced';
      return node === document.activeElement || node.contains(document.activeElement) ? 'focused' : 'not';
    });
    if (state !== 'replaced') return state === 'focused';
    await element.dispose();
    element = await target.elementHandle();
    return isFocused(target);
  };
  try {
    for (let presses = 0; presses < maxPresses; presses++) {
      if (await focused()) return;
      await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    if (!(await focused())) throw new Error(`${String(target)} was not reached with ${maxPresses} presses of Tab`);
  } finally {
    await element.dispose();
  }
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
  await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') != null, undefined, {
    timeout: 10_000,
  });
}

/**
 * Picks `option` in a Mantine Select with the keyboard: Tab to it, Enter opens the list, the arrow
 * keys move through the options, Enter picks, and the field then shows the option.
 *
 * Mantine's Select, as it opens, sets its keyboard position to the current value's option in a
 * `setTimeout(0)`; Chromium runs input before timers, so on a busy machine an arrow key can land
 * first and that timer then moves the position back to the current value (the highlight stays, and
 * Enter picks the old value). So the keys wait until the page has run a timer of its own, queued
 * after Mantine's, and Enter waits until the field names the highlighted option as its active
 * descendant.
 */
export async function chooseWithKeyboard(
  page: Page,
  combobox: Locator,
  option: string,
  { maxPresses = 60 } = {},
): Promise<void> {
  await tabTo(page, combobox, { maxPresses });
  if ((await combobox.inputValue()) === option) return;
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const highlighted = listbox.locator('[data-combobox-selected]');
  let reached = false;
  for (let presses = 0; presses < 20 && !reached; presses++) {
    await page.keyboard.press('ArrowDown');
    reached = (await highlighted.count()) === 1 && (await highlighted.innerText()).trim() === option;
  }
  if (!reached) throw new Error(`${option} was not reached with the arrow keys in ${String(combobox)}`);
  const optionId = await highlighted.getAttribute('id');
  await page.waitForFunction(
    ([element, id]) => element?.getAttribute('aria-activedescendant') === id,
    [await combobox.elementHandle(), optionId] as const,
    { timeout: 10_000 },
  );
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
  await page.waitForFunction(
    ([element, value]) => (element as HTMLInputElement).value === value,
    [await combobox.elementHandle(), option] as const,
    { timeout: 10_000 },
  );
}
