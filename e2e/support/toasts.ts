import type { Locator, Page } from 'playwright-core';

/** The toast whose text includes `title`. */
export const toastTitled = (page: Page, title: string): Locator =>
  page.locator('.mantine-Notification-root', { hasText: title });

/**
 * Fails unless the toast, once it has stopped sliding in (two frames with the same box), ends
 * above the top of `bar`: a toast must never cover the controls a bar keeps at the screen's bottom.
 */
export async function expectToastAbove(toast: Locator, bar: Locator): Promise<void> {
  await toast.waitFor();
  let box = await toast.boundingBox();
  for (let frame = 0; frame < 60; frame += 1) {
    await toast.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const next = await toast.boundingBox();
    if (next && box && next.y === box.y && next.height === box.height) break;
    box = next;
  }
  const barBox = await bar.boundingBox();
  expect({ toastBottom: Math.round(box!.y + box!.height) <= Math.round(barBox!.y) }).toEqual({ toastBottom: true });
}
