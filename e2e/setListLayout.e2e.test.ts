import type { BrowserContext, Page } from 'playwright-core';
import { logInWithApi, postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// The set list as a gigging drummer reads it: on a laptop every title whole (the editors' actions in
// each row's menu), on a phone three songs on the first screen with fingertip-sized buttons, and on
// paper a floor sheet with no buttons. Screenshots of each go to /tmp/shots for a human to look at.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';
const SHOTS = '/tmp/shots';
const LONG_TITLE = 'Quokka Sunrise Over the Nullarbor (Extended Festival Version)';

/** Fifteen songs: most with a length, a key and a tempo; one with a long title, one in 7/8, some with notes. */
const SONGS: Array<{
  name: string;
  bpm: number;
  key?: string;
  lengthSeconds?: number;
  notes?: string;
  meter?: string;
}> = [
  { name: 'Quokka Sunday', bpm: 128, key: 'F#m', lengthSeconds: 245, notes: 'Count in 4, big ending' },
  { name: LONG_TITLE, bpm: 96, key: 'Bb', lengthSeconds: 372 },
  { name: 'Slow Quokka Blues', bpm: 64, key: 'Ebm', lengthSeconds: 301, notes: 'Brushes' },
  { name: 'Wombat Shuffle', bpm: 112, key: 'C', lengthSeconds: 198 },
  { name: 'Seven Eight Dingo', bpm: 150, key: 'D', lengthSeconds: 230, meter: '7/8' },
  { name: 'Outback Ballad', bpm: 72, key: 'G', lengthSeconds: 280 },
  { name: 'Kangaroo Court', bpm: 140, key: 'Am', lengthSeconds: 205 },
  { name: 'Billabong', bpm: 100, key: 'E', lengthSeconds: 260 },
  { name: 'Red Centre', bpm: 118, key: 'Bm', lengthSeconds: 240, notes: 'Drop the second chorus' },
  { name: 'Emu War', bpm: 176, key: 'A', lengthSeconds: 185 },
  { name: 'Cassowary', bpm: 92, key: 'Db', lengthSeconds: 255 },
  { name: 'Platypus Funk', bpm: 104, key: 'F', lengthSeconds: 290 },
  { name: 'Encore Jam', bpm: 120 },
  { name: 'Soundcheck Groove', bpm: 90 },
  { name: 'Walk-off Vamp', bpm: 132, key: 'G#m' },
];
const TOTAL = SONGS.reduce((sum, song) => sum + (song.lengthSeconds ?? 0), 0);
const TOTAL_TEXT = `${Math.floor(TOTAL / 60)}:${String(TOTAL % 60).padStart(2, '0')}`;

async function setListOf(context: BrowserContext): Promise<string> {
  const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
    name: 'Friday at the Quokka',
    description: 'Two hours, one break',
  });
  for (const song of SONGS) {
    const body = {
      name: song.name,
      artist: 'The Marsupials',
      bpm: song.bpm,
      ...(song.meter ? { rhythm: { timeSignature: song.meter } } : {}),
    };
    const after = await postWithXsrf<{ tracks: Array<{ id: string }> }>(
      context,
      `/api/playlists/${playlist.id}/tracks`,
      body,
    );
    const changes = {
      ...(song.key ? { key: song.key } : {}),
      ...(song.lengthSeconds ? { lengthSeconds: song.lengthSeconds } : {}),
      ...(song.notes ? { notes: song.notes } : {}),
    };
    if (Object.keys(changes).length > 0)
      await sendWithXsrf(context, 'patch', `/api/tracks/${after.tracks.at(-1)!.id}`, changes);
  }
  return playlist.id;
}

const rows = (page: Page) => page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');

/** Buttons and button-like links a user can see in the page's main area (or anywhere, with `everywhere`). */
function visibleButtons(
  page: Page,
  everywhere = false,
): Promise<Array<{ name: string; width: number; height: number }>> {
  return page.evaluate((all) => {
    const scope = all ? document.body : document.querySelector('main')!;
    return Array.from(
      scope.querySelectorAll<HTMLElement>('button, [role="button"], a.mantine-Button-root, .mantine-ActionIcon-root'),
    )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      })
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        width: element.getBoundingClientRect().width,
        height: element.getBoundingClientRect().height,
      }));
  }, everywhere);
}

describe('the set list on a laptop, a phone and paper', () => {
  let username: string;
  let playlistId: string;

  beforeAll(async () => {
    const { context } = await app.openSession();
    username = unique('drummer');
    await signUpWithApi(context, username, PASSWORD);
    playlistId = await setListOf(context);
  });

  it('at 1280×900 shows every title whole, the set length, and the editing actions in each row’s menu', async () => {
    const { context, page } = await app.openSession({ viewport: { width: 1280, height: 900 } });
    await logInWithApi(context, username, PASSWORD);
    await page.goto(`/playlist/${playlistId}`);
    const title = page.getByText(LONG_TITLE, { exact: true });
    await title.waitFor();
    expect(await rows(page).count()).toBe(15);
    // Whole: nothing hidden past the element's edge, and no ellipsis.
    const fit = await title.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
      overflow: getComputedStyle(element).textOverflow,
    }));
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
    expect(fit.overflow).not.toBe('ellipsis');
    for (const name of ['Quokka Sunday', 'Slow Quokka Blues']) {
      const whole = await page
        .getByText(name, { exact: true })
        .evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(whole).toBe(true);
    }
    await page.getByText(`15 songs · ${TOTAL_TEXT} + 3 songs without a length`, { exact: true }).waitFor();
    const second = rows(page).nth(1);
    expect(await second.getByLabel('Key Bb').textContent()).toBe('Bb');
    expect(await second.getByLabel('Length 6:12').textContent()).toBe('6:12');
    expect(await second.getByRole('button', { name: `Play ${LONG_TITLE}` }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/setlist-1280.png`, fullPage: true });

    await second.getByRole('button', { name: `Actions for ${LONG_TITLE}` }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual([
      'Edit',
      'Change tempo',
      'Song map',
      'Add set break after',
      'Copy to…',
      'Remove',
    ]);
    await page.screenshot({ path: `${SHOTS}/setlist-1280-menu.png` });
    await page.getByRole('menuitem', { name: `Edit ${LONG_TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit track' });
    expect(await dialog.getByRole('textbox', { name: 'Key' }).inputValue()).toBe('Bb');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('at 390×844 on a touch phone shows three songs on the first screen, short rows and fingertip-sized buttons', async () => {
    const { context, page } = await app.openSession({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await logInWithApi(context, username, PASSWORD);
    await page.goto(`/playlist/${playlistId}`);
    await page.getByText(LONG_TITLE, { exact: true }).waitFor();
    for (const name of ['Perform', 'Rehearse', 'Add Tracks'])
      expect(await page.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    for (const name of ['Share', 'Duplicate', 'Import CSV'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);

    await page.screenshot({ path: `${SHOTS}/setlist-390.png` });
    await page.screenshot({ path: `${SHOTS}/setlist-390-full.png`, fullPage: true });
    for (let index = 0; index < 3; index++) {
      const box = (await rows(page).nth(index).boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }
    for (let index = 0; index < 15; index++)
      expect((await rows(page).nth(index).boundingBox())!.height).toBeLessThanOrEqual(96);
    const small = (await visibleButtons(page)).filter((button) => button.width < 44 || button.height < 44);
    expect(small).toEqual([]);

    // The other buttons, by their names, in the header's menu.
    await page.getByRole('button', { name: 'More playlist actions' }).tap();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem').first().waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Share',
      'Share with Demo User',
      'Import CSV',
      'Import charts',
      'Import MIDI file',
      'Add set break',
      'Duplicate',
      'Export CSV',
      'Export MIDI tempo map',
      'Home',
      'Back to Playlists',
    ]);
    const tiny = await menu
      .getByRole('menuitem')
      .evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().height < 44).length);
    expect(tiny).toBe(0);
    await page.screenshot({ path: `${SHOTS}/setlist-390-menu.png` });
    await menu.getByRole('menuitem', { name: 'Share', exact: true }).tap();
    await page.getByRole('dialog', { name: 'Share Playlist' }).waitFor();
  });

  it('printed, is a floor sheet: titles, tempo, key, meter, length, notes and the set length, and no button', async () => {
    const { context, page } = await app.openSession({ viewport: { width: 1280, height: 900 } });
    await logInWithApi(context, username, PASSWORD);
    await page.goto(`/playlist/${playlistId}`);
    await page.getByText(LONG_TITLE, { exact: true }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/setlist-print.png`, fullPage: true });
    expect(await visibleButtons(page, true)).toEqual([]);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    const first = rows(page).first();
    for (const text of ['Quokka Sunday', '128 BPM', 'F#m', '4:05', 'Count in 4, big ending', '4/4'])
      expect(await first.getByText(text, { exact: true }).isVisible()).toBe(true);
    expect(await rows(page).nth(4).getByText(/7\/8/).isVisible()).toBe(true);
    expect(
      await page.getByText(`15 songs · ${TOTAL_TEXT} + 3 songs without a length`, { exact: true }).isVisible(),
    ).toBe(true);
    const size = await page
      .getByText(LONG_TITLE, { exact: true })
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(24);
    await page.pdf({ path: `${SHOTS}/setlist-print.pdf`, format: 'A4' });
  });
});
