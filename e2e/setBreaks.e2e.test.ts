import type { Page } from 'playwright-core';
import { logInWithApi, postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// Set breaks on a phone: an editor adds 'Set 2' between songs from a song's menu, sees each set's
// length, moves the break with the keyboard; printed, the break is a big heading with no buttons;
// on stage the break is not a step, only named in the next-song line. Screenshots go to /tmp/shots.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';
const SHOTS = '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const SONGS = [
  { name: 'Opener', lengthSeconds: 240 },
  { name: 'Ballad', lengthSeconds: 180 },
  { name: 'Closer', lengthSeconds: 300 },
  { name: 'Jam', lengthSeconds: null },
];

const rows = (page: Page) => page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
/** The set list as it reads: song names, and breaks as '[Set 2]'. */
const order = async (page: Page) =>
  (
    await rows(page).evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label') ?? item.querySelector('.setlist-title')?.textContent ?? ''),
    )
  ).map((label) => (label.startsWith('Set break: ') ? `[${label.slice('Set break: '.length)}]` : label));

/** Visible buttons (and button-like links) of the page, with their size. */
const visibleButtons = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'main button, main [role="button"], main a.mantine-Button-root, main .mantine-ActionIcon-root',
      ),
    )
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        box: element.getBoundingClientRect(),
        visible: getComputedStyle(element).visibility !== 'hidden',
      }))
      .filter(({ box, visible }) => visible && box.width > 0 && box.height > 0)
      .map(({ name, box }) => ({ name, width: box.width, height: box.height })),
  );

describe('set breaks on a phone, on paper and on stage', () => {
  it("adds 'Set 2' between songs with each set's length, moves it, prints it as a heading, and the stage steps over it", async () => {
    const { context, page } = await app.openSession(PHONE);
    const username = unique('breaks');
    await signUpWithApi(context, username, PASSWORD);
    await logInWithApi(context, username, PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'Saturday gig',
      description: '',
    });
    for (const song of SONGS) {
      const after = await postWithXsrf<{ tracks: Array<{ id: string }> }>(
        context,
        `/api/playlists/${playlist.id}/tracks`,
        { name: song.name, artist: 'Band', bpm: 120 },
      );
      if (song.lengthSeconds)
        await sendWithXsrf(context, 'patch', `/api/tracks/${after.tracks.at(-1)!.id}`, {
          lengthSeconds: song.lengthSeconds,
        });
    }

    await page.goto(`/playlist/${playlist.id}`);
    await page.getByText('Jam', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Actions for Ballad', exact: true }).tap();
    await page.getByRole('menuitem', { name: 'Add set break after Ballad', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add Set Break' });
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Set 2');
    await dialog.getByRole('button', { name: 'Add Set Break' }).tap();
    const heading = page.getByRole('heading', { name: 'Set 2', exact: true });
    await heading.waitFor();
    await dialog.waitFor({ state: 'hidden' });

    expect(await order(page)).toEqual(['Opener', 'Ballad', '[Set 2]', 'Closer', 'Jam']);
    expect(await page.getByText('First set · 2 songs · 7:00', { exact: true }).isVisible()).toBe(true);
    const breakRow = rows(page).nth(2);
    expect(await breakRow.getByText('2 songs · 5:00 + 1 song without a length', { exact: true }).isVisible()).toBe(
      true,
    );
    // The whole set: a break is not a track.
    expect(await page.getByText('4 tracks', { exact: true }).isVisible()).toBe(true);
    // Full width, set apart from the song rows, and every button a fingertip's size.
    const [breakBox, songBox] = [(await breakRow.boundingBox())!, (await rows(page).nth(1).boundingBox())!];
    expect(Math.abs(breakBox.width - songBox.width)).toBeLessThanOrEqual(1);
    const colours = await rows(page).evaluateAll((items) => [
      getComputedStyle(items[1]!).backgroundColor,
      getComputedStyle(items[2]!).backgroundColor,
    ]);
    expect(colours[1]).not.toBe(colours[0]);
    expect((await visibleButtons(page)).filter((button) => button.width < 44 || button.height < 44)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/breaks-390.png`, fullPage: true });

    // Moved like a track: its handle, Space, an arrow, Space; the new order is saved.
    await page.getByRole('button', { name: 'Move Set 2', exact: true }).focus();
    const announced = (text: string) =>
      page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    // The arrow waits until dnd-kit has measured the rows (it then says where the break would go).
    await announced('Set 2 would move to place 3 of 5.');
    await page.keyboard.press('ArrowUp');
    await announced('Set 2 would move to place 2 of 5.');
    const saved = page.waitForResponse(
      (response) => response.request().postData()?.includes('PlaylistPageReorder') === true,
    );
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await heading.waitFor();
    expect(await order(page)).toEqual(['Opener', '[Set 2]', 'Ballad', 'Closer', 'Jam']);
    expect(await page.getByText('First set · 1 song · 4:00', { exact: true }).isVisible()).toBe(true);

    // Printed: a big heading with its set's length, and no button anywhere.
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${SHOTS}/breaks-print.png`, fullPage: true });
    expect(await heading.isVisible()).toBe(true);
    expect(await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
      30,
    );
    expect(await page.getByText('3 songs · 8:00 + 1 song without a length', { exact: true }).isVisible()).toBe(true);
    expect(await visibleButtons(page)).toEqual([]);
    await page.emulateMedia({ media: 'screen' });

    // On stage the break is no step: Next goes from Opener to Ballad, and says the break is coming.
    await page.goto(`/playlist/${playlist.id}/perform`);
    await page.getByRole('heading', { level: 1, name: 'Opener' }).waitFor();
    await page.getByText('Next: Set 2 · Ballad', { exact: true }).waitFor();
    await page.getByText(/Song 1 of 4/).waitFor();
    await page.screenshot({ path: `${SHOTS}/breaks-stage-390.png` });
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await page.getByRole('heading', { level: 1, name: 'Ballad' }).waitFor();
    await page.getByText('Next: Closer', { exact: true }).waitFor();
  });

  it('at 1280×900 shows the break as a full-width heading and lets an editor rename and remove it from its menu', async () => {
    const { context, page } = await app.openSession({ viewport: { width: 1280, height: 900 } });
    const username = unique('breaks_wide');
    await signUpWithApi(context, username, PASSWORD);
    await logInWithApi(context, username, PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'Sunday gig',
      description: '',
    });
    for (const song of SONGS)
      await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, {
        name: song.name,
        artist: 'Band',
        bpm: 120,
      });
    await page.goto(`/playlist/${playlist.id}`);
    await page.getByText('Jam', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add set break', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Set Break' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Encore');
    await dialog.getByRole('button', { name: 'Add Set Break' }).click();
    await page.getByRole('heading', { name: 'Encore', exact: true }).waitFor();
    expect(await order(page)).toEqual(['Opener', 'Ballad', 'Closer', 'Jam', '[Encore]']);
    await page.screenshot({ path: `${SHOTS}/breaks-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Actions for set break Encore', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Rename set break Encore', exact: true }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Set Break' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('   ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await rename.getByText('Set break name is required').waitFor();
    await rename.getByRole('textbox', { name: 'Name' }).fill('Last call');
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Last call', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Actions for set break Last call', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Remove set break Last call', exact: true }).click();
    await page.getByRole('heading', { name: 'Last call', exact: true }).waitFor({ state: 'detached' });
    expect(await order(page)).toEqual(['Opener', 'Ballad', 'Closer', 'Jam']);
  });
});
