import type { BrowserContext, Page } from 'playwright-core';
import { signUpWithApi, useAppInBrowser } from './support/browserApp';
import { saveRhythm } from './support/savedRhythm';
import { ScreenWorld } from './support/screenWorld';
import { SCREENS, type Screen } from './support/screens';

// No layout shift: every screen of e2e/support/screens.ts, opened as its viewer on a phone
// (390 × 844) and on a laptop (1280 × 900), must add up to at most 0.05 of layout shift (the sum of
// the browser's `layout-shift` entries from navigation to its ready state, without those right
// after the user's own input, as CLS counts them).

const MAX_LAYOUT_SHIFT = 0.05;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;

const app = useAppInBrowser({ fakeMusic: true });
let world: ScreenWorld;

beforeAll(async () => {
  world = await ScreenWorld.prepare(app, 'cls');
});

/** Starts summing layout shifts in every page of the context, from its first byte. */
async function observeLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: Array<{ value: number; node: string }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Element }> }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, node: entry.sources?.[0]?.node?.outerHTML.slice(0, 120) ?? '(gone)' });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShiftOf(page: Page): Promise<{ total: number; shifts: Array<{ value: number; node: string }> }> {
  // Two frames, so shifts of the last paint are reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; node: string }> }).layoutShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe('layout shift on every screen', () => {
  const cases = VIEWPORTS.flatMap((viewport) => SCREENS.map((screen) => [`${screen.name} on a ${viewport.name}`, screen, viewport] as const));
  it.each(cases)(`%s: at most ${MAX_LAYOUT_SHIFT}`, async (name, screen: Screen, viewport) => {
    const { page } = await world.sessionAs(screen.viewer, observeLayoutShifts);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await screen.open(page, world.data);
    const { total, shifts } = await layoutShiftOf(page);
    console.log(`${name}: layout shift ${total.toFixed(3)}`);
    expect({ total: Math.round(total * 1000) / 1000, shifts: total > MAX_LAYOUT_SHIFT ? shifts : [] }).toEqual({ total: expect.any(Number), shifts: [] });
    expect(total).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
});

describe('layout shift of the generator with a saved rhythm', () => {
  // The saved settings arrive after the first paint; the Rhythm section they fill must not open then.
  it.each(VIEWPORTS.map((viewport) => [viewport.name, viewport] as const))(`on a %s: at most ${MAX_LAYOUT_SHIFT}`, async (name, viewport) => {
    const { context, page } = await app.openSession();
    await signUpWithApi(context, `clsr_${name}_${Date.now().toString(36)}`, 'cls-password-1');
    await saveRhythm(context);
    await observeLayoutShifts(context);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    await page.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' }).waitFor();
    // Past the moment the section used to open by itself (about a second after load).
    await page.waitForTimeout(1500);
    const { total, shifts } = await layoutShiftOf(page);
    console.log(`home generator with a saved rhythm on a ${name}: layout shift ${total.toFixed(3)}`);
    expect({ total: Math.round(total * 1000) / 1000, shifts: total > MAX_LAYOUT_SHIFT ? shifts : [] }).toEqual({ total: expect.any(Number), shifts: [] });
    expect(total).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
});
