import type { Locator, Page } from 'playwright-core';
import { heardStarts, readAudioStarts, recordAudioStarts } from './support/audioStarts';
import { signUpWithApi, useAppInBrowser } from './support/browserApp';
import { saveRhythm } from './support/savedRhythm';
import { expectToastAbove, toastTitled } from './support/toasts';

// The generator on a phone (390 × 844, touch): the transport bar at the bottom of the screen holds
// Play/Stop, the tempo, −5/−1/+1/+5 and Tap, each a touch target of at least 44 × 44 px, in view
// without scrolling even with a saved rhythm; what it sets is what plays.

const app = useAppInBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MIN_TARGET_PX = 44;

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function phoneSession(withRhythm: boolean): Promise<Page> {
  const { context, page } = await app.openSession(PHONE);
  await signUpWithApi(context, unique('phn'), 'e2e-password-1');
  if (withRhythm) await saveRhythm(context);
  return page;
}

/** The element's box; it must lie inside the 390 × 844 viewport. */
async function boxInViewport(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
  return box;
}

describe('the generator on a phone', () => {
  it('raises a toast above the transport bar instead of covering Play, Tap and the tempo', async () => {
    const page = await phoneSession(false);
    await page.goto('/?track=Opener&bpm=128');
    await expectToastAbove(toastTitled(page, 'Track loaded'), page.getByRole('region', { name: 'Transport' }));
  });

  it('shows the transport bar in view with a saved rhythm, every button at least 44 × 44, the Rhythm section closed', async () => {
    const page = await phoneSession(true);
    await page.goto('/');
    const rhythm = page.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' });
    await rhythm.waitFor();
    expect(await rhythm.getAttribute('aria-expanded')).toBe('false');

    const transport = page.getByRole('region', { name: 'Transport' });
    for (const name of ['Play', '\u22125 BPM', '\u22121 BPM', '+1 BPM', '+5 BPM', 'Tap tempo']) {
      const box = await boxInViewport(transport.getByRole('button', { name, exact: true }));
      expect({ name, width: box.width >= MIN_TARGET_PX, height: box.height >= MIN_TARGET_PX }).toEqual({
        name,
        width: true,
        height: true,
      });
    }
    await boxInViewport(transport.getByTestId('transport-tempo'));
    expect(await transport.getByTestId('beat-dot').count()).toBe(7);

    // The page scrolled to its end: its last control is above the bar, not behind it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = await page.getByRole('button', { name: 'Open Visualizer' }).boundingBox();
    const bar = await transport.boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);

    // The number fields' − and + are touch targets too.
    for (const name of ['Decrease Tempo (BPM)', 'Increase Tempo (BPM)']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }
  });

  it('taps a tempo on the transport bar', async () => {
    const page = await phoneSession(true);
    await page.goto('/');
    const transport = page.getByRole('region', { name: 'Transport' });
    const tap = transport.getByRole('button', { name: 'Tap tempo' });
    for (let taps = 0; taps < 4; taps++) {
      await tap.tap();
      await page.waitForTimeout(300);
    }
    const tapped = await page.getByText(/^Tapped: \d+ BPM$/).textContent();
    const bpm = Number(/\d+/.exec(tapped!)![0]);
    expect(bpm).toBeGreaterThanOrEqual(40);
    expect(bpm).toBeLessThanOrEqual(240);
    expect(await transport.getByTestId('transport-tempo').getAttribute('aria-label')).toBe(`Tempo ${bpm} BPM`);
    expect(await page.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe(String(bpm));
  });

  it('+5 then Play plays at 125 BPM: count-in 4 beats of 0.48 s and 10 s', async () => {
    const page = await phoneSession(false);
    await page.addInitScript(recordAudioStarts);
    await page.goto('/');
    const transport = page.getByRole('region', { name: 'Transport' });
    await transport.getByRole('button', { name: '+5 BPM' }).tap();
    expect(await transport.getByTestId('transport-tempo').getAttribute('aria-label')).toBe('Tempo 125 BPM');
    await transport.getByRole('button', { name: 'Play' }).tap();

    const status = page.getByRole('status', { name: 'Player status' });
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    expect(await transport.getByRole('button', { name: 'Stop' }).getAttribute('aria-pressed')).toBe('true');
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 30_000 });
    const total = heardStarts((await page.evaluate(readAudioStarts)).starts).reduce(
      (sum, start) => sum + start.durationSeconds,
      0,
    );
    // At 120 BPM it would be 12 s.
    expect(total).toBeCloseTo(4 * (60 / 125) + 10, 3);
  });
});
