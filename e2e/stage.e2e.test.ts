import type { Page } from 'playwright-core';
import { postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { expectToastAbove, toastTitled } from './support/toasts';

// The stage as an instrument, in Chromium as a phone (390 × 844, touch) and a laptop: silent
// stepping, swipes, the controls inside the viewport and no app header.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A signed-in user with a three-song set list, on its stage. */
async function openStage(options: Parameters<typeof app.openSession>[0]): Promise<{ page: Page; playlistId: string }> {
  const { context, page } = await app.openSession(options);
  await signUpWithApi(context, unique('stage'), PASSWORD);
  const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'Gig', description: '' });
  for (const [name, bpm] of [
    ['Opener', 128],
    ['Middle', 100],
    ['Closer', 90],
  ] as const) {
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name, artist: 'Band', bpm });
  }
  await page.goto(`/playlist/${playlist.id}/perform`);
  await onStage(page, 'Opener');
  return { page, playlistId: playlist.id };
}

const onStage = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor();
const status = (page: Page) => page.getByRole('status', { name: 'Player status' });

/**
 * A finger moving from (x, y) by dx sideways, as the touchscreen sends it, at a finger's pace and
 * resting before it lifts (a flick would leave the browser flinging, and it swallows the next tap).
 */
async function swipe(page: Page, x: number, y: number, dx: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 5, y: y + step }],
    });
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Fails unless Previous, Play and Next lie wholly inside the viewport, each at least 56 px tall and 44 px wide. */
async function expectControlsInside(page: Page, width: number, height: number): Promise<void> {
  for (const name of ['Previous', 'Play', 'Next']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect({
      name,
      inside: box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
    }).toEqual({ name, inside: true });
    expect(box.height).toBeGreaterThanOrEqual(56);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
}

describe('the stage on a phone', () => {
  it('steps silently while stopped, moves on with a count-in while playing, and follows swipes', async () => {
    const { page } = await openStage(PHONE);
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await onStage(page, 'Middle');
    // Nothing sounds: the player stays stopped and no count-in appears.
    await page.waitForTimeout(1_000);
    expect(await status(page).textContent()).toBe('Stopped');
    expect(await page.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed')).toBe('false');

    const tempo = (await page.getByTestId('stage-tempo').boundingBox())!;
    await swipe(page, tempo.x + tempo.width / 2 + 60, tempo.y + tempo.height / 2, -150);
    await onStage(page, 'Closer');
    await swipe(page, tempo.x + tempo.width / 2 - 60, tempo.y + tempo.height / 2, 150);
    await onStage(page, 'Middle');
    expect(await status(page).textContent()).toBe('Stopped');

    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await status(page)
      .filter({ hasText: /^(Counting in…|Playing)$/ })
      .waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await onStage(page, 'Closer');
    await status(page)
      .filter({ hasText: /^Counting in…$/ })
      .waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Stop', exact: true }).tap();
    await status(page)
      .filter({ hasText: /^Stopped$/ })
      .waitFor({ timeout: 5_000 });
  });

  it('takes the whole screen: no app header or footer, the controls inside the viewport, nothing hidden behind them', async () => {
    const { page, playlistId } = await openStage(PHONE);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await expectControlsInside(page, 390, 844);
    expect(
      parseFloat(await page.getByTestId('stage-tempo').evaluate((element) => getComputedStyle(element).fontSize)),
    ).toBeGreaterThanOrEqual(64);
    // No key hints on a touch phone.
    expect(await page.getByText(/Page Down: next song/).isVisible()).toBe(false);
    // Scrolled to the end, the last of the stage still ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const beats = (await page.getByTestId('beat-flash').boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Stage controls' }).boundingBox())!;
    expect(beats.y + beats.height).toBeLessThanOrEqual(bar.y);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectControlsInside(page, 1280, 900);

    await page.getByRole('link', { name: 'Back to playlist' }).tap();
    await page.waitForURL(`${app.baseUrl}/playlist/${playlistId}`);
    await page.getByRole('banner').waitFor();
  });

  it("shows 'End of set list' above the controls, not over Next", async () => {
    const { page } = await openStage(PHONE);
    for (const song of ['Middle', 'Closer']) {
      await page.getByRole('button', { name: 'Next', exact: true }).tap();
      await onStage(page, song);
    }
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await expectToastAbove(
      toastTitled(page, 'End of set list'),
      page.getByRole('navigation', { name: 'Stage controls' }),
    );
  });

  it('breaks a word longer than the screen (title, next set break, notes), so the controls stay inside it', async () => {
    const { context, page } = await app.openSession(PHONE);
    await signUpWithApi(context, unique('stage'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'Gig', description: '' });
    const title = 'Supercalifragilisticexpialidocious'.repeat(3);
    const first = await postWithXsrf<{ tracks: Array<{ id: string; name: string }> }>(
      context,
      `/api/playlists/${playlist.id}/tracks`,
      { name: title, artist: 'Band', bpm: 120 },
    );
    const firstId = first.tracks.find((track) => track.name === title)!.id;
    await sendWithXsrf(context, 'patch', `/api/tracks/${firstId}`, { notes: `https://example.com/${'x'.repeat(90)}` });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name: 'Closer', artist: 'Band', bpm: 90 });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/breaks`, { name: 'B'.repeat(60), afterId: firstId });
    await page.goto(`/playlist/${playlist.id}/perform`);
    await onStage(page, title);
    await page.getByText(/^Next:/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectControlsInside(page, 390, 844);
  });
});

describe('the stage on a laptop', () => {
  it('shows the key hints, keeps the controls inside 1280 × 900, and the arrow keys step silently', async () => {
    const { page } = await openStage({ viewport: { width: 1280, height: 900 } });
    await expectControlsInside(page, 1280, 900);
    await page.getByText(/Page Down: next song/).waitFor();
    await page.keyboard.press('ArrowDown');
    await onStage(page, 'Middle');
    await page.keyboard.press('Enter');
    await status(page)
      .filter({ hasText: /^(Counting in…|Playing)$/ })
      .waitFor({ timeout: 5_000 });
    await page.keyboard.press('ArrowUp');
    await onStage(page, 'Opener');
    await status(page)
      .filter({ hasText: /^Counting in…$/ })
      .waitFor({ timeout: 5_000 });
    await page.keyboard.press('Space');
    await status(page)
      .filter({ hasText: /^Stopped$/ })
      .waitFor({ timeout: 5_000 });
  });
});

describe("the stage's output settings", () => {
  it.each([
    ['a phone', PHONE, 390],
    ['a laptop', { viewport: { width: 1280, height: 900 } }, 1280],
  ])(
    'on %s put the click on the left and the cues on the right, kept on the device after a reload',
    async (_name, options, width) => {
      const { page } = await openStage(options);
      const row = (label: string) => page.getByText(label, { exact: true }).locator('..');
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await row('Click output').getByText('Left', { exact: true }).click();
      await row('Cue output').getByText('Right', { exact: true }).click();
      await row('Cue output').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/cue-output-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.reload();
      await onStage(page, 'Opener');
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await expect(row('Click output').getByRole('radio', { name: 'Left' }).isChecked()).resolves.toBe(true);
      await expect(row('Cue output').getByRole('radio', { name: 'Right' }).isChecked()).resolves.toBe(true);
    },
  );
});
