import type { Page } from 'playwright-core';
import { isFocused, menuTakesFocus, tabTo } from './keyboard';

/**
 * Picks an editor's action on one track of the playlist page: opens the row's menu ('Actions for
 * {name}') and clicks the item named like `label` ('Edit', 'Change tempo of', 'Song map of', 'Remove').
 */
export async function trackAction(page: Page, trackName: string, label: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${trackName}`, exact: true }).click();
  await page.getByRole('menuitem', { name: `${label} ${trackName}`, exact: true }).click();
}

/**
 * The same with the keyboard alone: Tab to the row's menu button, Enter opens it with its first
 * item focused, the down arrow moves to the item, Enter picks it.
 */
export async function trackActionWithKeyboard(page: Page, trackName: string, label: string): Promise<void> {
  const opener = page.getByRole('button', { name: `Actions for ${trackName}`, exact: true });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await menuTakesFocus(page);
  const item = page.getByRole('menuitem', { name: `${label} ${trackName}`, exact: true });
  for (let presses = 0; presses < 6 && !(await isFocused(item)); presses++) await page.keyboard.press('ArrowDown');
  if (!(await isFocused(item))) throw new Error(`'${label} ${trackName}' was not reached with the arrow keys`);
  await page.keyboard.press('Enter');
}
