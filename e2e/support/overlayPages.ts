import type { Page } from 'playwright-core';
import { watchPageErrors } from './browser';
import { waitUntil } from './offline';
import { closeWarmPage, type ScreenWorld } from './screenWorld';
import { screenOf, type Overlay, type Screen } from './screens';

/** A page at a screen, the state it showed when opened there, and the errors it has reported. */
interface ScreenPage {
  screen: string;
  page: Page;
  shown: string;
  problems: string[];
}

// In the page, what a screen shows, to tell whether closing an overlay left it as it was: its
// address, where it is scrolled to, its visible text (a section opened, a value typed or a row added
// all change it), how many elements it has and how many of them are hidden from assistive
// technology, and the root's and body's attributes (a scroll lock's styles). Empty elements are not
// counted: a closed dialog leaves its empty portal node behind, and the text areas that grow with
// their text an empty hidden textarea they measure with, neither of which a check can see.
const pageState = () =>
  [
    location.href,
    `${scrollX},${scrollY}`,
    document.querySelectorAll('body *:not(:empty)').length,
    document.querySelectorAll('[aria-hidden="true"]:not(:empty), [inert]').length,
    ...[document.documentElement, document.body].flatMap((element) =>
      Array.from(element.attributes, (attribute) => `${attribute.name}=${attribute.value}`),
    ),
    document.body.innerText,
  ].join('\n');

/**
 * The pages e2e/overlayGates checks `overlays` on, in their order, at one viewport: each overlay's
 * screen opened as its viewer in a new page of the viewer's warm context
 * (`ScreenWorld.warmContext`), or the page the overlay before it left at the same screen. An
 * overlay leaves its page to the next one only when that one is on the same screen, it is not
 * marked `leavesScreen`, and after its check Escape closed it and the screen showed again exactly
 * what it showed when opened; else the next overlay opens the screen again. So no overlay is
 * checked on a screen that shows anything another overlay left behind.
 */
export class OverlayPages {
  private kept: ScreenPage | undefined;

  constructor(
    private readonly world: ScreenWorld,
    private readonly viewport: { width: number; height: number },
    private readonly overlays: readonly Overlay[],
  ) {}

  /**
   * Opens `overlay` on its screen and runs `check` on the page; the test fails when the page
   * reported errors during it (or, on a page the overlay before left, since that one's check).
   */
  async check<T>(overlay: Overlay, check: (page: Page) => Promise<T>): Promise<T> {
    const screen = screenOf(overlay);
    let current = this.kept;
    this.kept = undefined;
    if (current?.screen !== screen.name) {
      // Only when tests were left out (jest -t): the kept page's own test has ended.
      if (current) await closeWarmPage(current.page);
      current = await this.open(screen);
    }
    const next = this.overlays[this.overlays.indexOf(overlay) + 1];
    let result: T;
    try {
      await overlay.open(current.page, this.world.data);
      result = await check(current.page);
      if (next && next.screen === overlay.screen && !overlay.leavesScreen && (await closedBack(current)))
        this.kept = current;
    } catch (error) {
      // The test has failed; its error is the one to report.
      await closeWarmPage(current.page).catch(() => undefined);
      throw error;
    }
    if (!this.kept) await closeWarmPage(current.page);
    expect(current.problems.splice(0)).toEqual([]);
    return result;
  }

  private async open(screen: Screen): Promise<ScreenPage> {
    const page = await (await this.world.warmContext(screen.viewer, this.viewport)).newPage();
    const problems = watchPageErrors(page);
    try {
      await screen.open(page, this.world.data);
      return { screen: screen.name, page, shown: await page.evaluate(pageState), problems };
    } catch (error) {
      await closeWarmPage(page).catch(() => undefined);
      throw error;
    }
  }
}

/**
 * Presses Escape and waits until the page shows what its screen showed when opened; false when it
 * does not within 5 s (the overlay left something behind). The focus Escape gives back to the
 * overlay's opener is taken away, as a fresh load has none.
 */
async function closedBack({ page, shown, screen }: ScreenPage): Promise<boolean> {
  await page.keyboard.press('Escape');
  const now = await waitUntil(
    () => page.evaluate(pageState),
    (state) => state === shown,
  );
  if (now !== shown) {
    console.log(`${screen}: not as opened after Escape; the next overlay opens it again`);
    return false;
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return true;
}
