import type { Page } from 'playwright-core';
import { DEEZER_GROOVE, TITLE_SEARCH_SONG } from '../testkit/fakeMusicServices';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/appProcess';
import { logInWithApi, postWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { beatWavFile } from './support/beatWav';
import { chooseWithKeyboard, isFocused, menuTakesFocus, tabTo, visitWithKeyboard } from './support/keyboard';
import { trackActionWithKeyboard } from './support/trackMenu';

// Each screen's flow of SPEC.md §2, done with the keyboard alone: Tab and Shift+Tab to move,
// Enter and Space to press, Escape to close, typing into fields, and the arrow keys inside a
// listbox or menu (as the WAI-ARIA patterns for those widgets have it). No mouse.

// Song search and tempos come from the fake music services. No flow here goes offline, so the
// service worker does not register.
const app = useAppInBrowser({ fakeMusic: true, blockServiceWorker: true });
const PASSWORD = 'keyboard-password-1';
let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${counter++}`;

async function signedInSession(): Promise<{ page: Page; playlistId: string; username: string }> {
  const { context, page } = await app.openSession();
  const username = unique('kb');
  await signUpWithApi(context, username, PASSWORD);
  const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
    name: 'Keyboard Set',
    description: 'Played without a mouse',
  });
  for (const [index, name] of ['First Tune', 'Second Tune'].entries()) {
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, {
      name,
      artist: 'Keys',
      bpm: 100 + index * 20,
    });
  }
  return { page, playlistId: playlist.id, username };
}

const main = (page: Page) => page.locator('main');

describe('keyboard only', () => {
  it('landing: the skip link reaches the content, and Sign Up opens the form', async () => {
    const { page } = await app.openSession();
    await visitWithKeyboard(page, '/', page.getByRole('heading', { name: 'Start every song at the right tempo' }));
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.locator('#main'))).toBe(true);
    await tabTo(page, main(page).getByRole('link', { name: 'Sign Up' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/register`);
  });

  it('register: fill the form and submit with Enter', async () => {
    const { page } = await app.openSession();
    const username = unique('kbreg');
    await visitWithKeyboard(page, '/register', page.getByRole('heading', { name: 'Create your account' }));
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${username}@example.test`);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByLabel('Confirm Password'));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByText('Registration successful', { exact: true }).waitFor();
  });

  it("login: 'Log in as Admin' with Space, type the password, Enter → the admin dashboard", async () => {
    const { page } = await app.openSession();
    await visitWithKeyboard(page, '/login', page.getByRole('heading', { name: 'Log in to Music IQueue' }));
    await tabTo(page, page.getByRole('button', { name: 'Log in as Admin' }));
    await page.keyboard.press('Space');
    expect(await isFocused(page.getByLabel('Password', { exact: true }))).toBe(true);
    await page.keyboard.type(E2E_ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('home generator: set the tempo, Play with Space, Stop with Enter', async () => {
    const { page } = await signedInSession();
    await visitWithKeyboard(page, '/', page.getByRole('heading', { name: 'Click Track Generator' }));
    const tempo = page.getByRole('textbox', { name: 'Tempo (BPM)' });
    await tabTo(page, tempo);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('132');
    expect(await tempo.inputValue()).toBe('132');
    await tabTo(page, page.getByRole('button', { name: 'Play' }));
    await page.keyboard.press('Space');
    const status = page.getByRole('status', { name: 'Player status' });
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    await tabTo(page, page.getByRole('button', { name: 'Stop' }), { backwards: true });
    await page.keyboard.press('Enter');
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });
  });

  it('home generator: the Rhythm and Practice sections with the keyboard: 7/8, a regrouping, a beat muted, a gap click, then Play', async () => {
    const { page } = await signedInSession();
    await visitWithKeyboard(page, '/', page.getByRole('heading', { name: 'Click Track Generator' }));
    await tabTo(page, page.getByRole('button', { name: 'Rhythm · steady 4/4' }));
    await page.keyboard.press('Enter');
    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Beats per bar' }), '7');
    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Note value' }), '8');
    await page.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3)' }).waitFor();

    await tabTo(page, page.getByRole('textbox', { name: 'Grouping' }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3+2+2');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Rhythm · 7/8 (3+2+2)' }).waitFor();
    // Beat 2 of 3+2+2 is soft; Space moves it on to mute.
    await tabTo(page, page.getByRole('button', { name: 'Beat 2: soft' }));
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Beat 2: mute' }).waitFor();
    expect(await isFocused(page.getByRole('button', { name: 'Beat 2: mute' }))).toBe(true);

    await tabTo(page, page.getByRole('button', { name: 'Practice · off' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('switch', { name: /^Gap click/ }));
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Practice · gap \d+ on \d+ off$/ }).waitFor();

    // Play is on the transport bar at the end of the page.
    await tabTo(page, page.getByRole('button', { name: 'Play' }), { maxPresses: 120 });
    await page.keyboard.press('Space');
    const status = page.getByRole('status', { name: 'Player status' });
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    await page.keyboard.press('Space');
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });
  });

  it('visualizer: open it, choose a playlist and a track, Next Song', async () => {
    const { page } = await signedInSession();
    await visitWithKeyboard(page, '/', page.getByRole('heading', { name: 'Click Track Generator' }));
    await tabTo(page, page.getByRole('button', { name: 'Open Visualizer' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Load Playlist and Song' }).waitFor();
    await tabTo(page, page.getByRole('combobox', { name: 'Playlist' }));
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Keyboard Set' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The lasting state, not the toast: a toast can be replaced by the next one before it is seen.
    await page.getByRole('button', { name: /^First Tune/ }).waitFor();
    await tabTo(page, page.getByRole('button', { name: /^First Tune/ }));
    await page.keyboard.press('Enter');
    await page.getByText(/^First Tune · \d+ BPM$/).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Next Song' }));
    await page.keyboard.press('Enter');
    await page.getByText('Second Tune · 120 BPM').waitFor();
  });

  it('playlists: New Playlist, type a name, Enter → add songs; Escape closes the edit dialog', async () => {
    const { page } = await signedInSession();
    await visitWithKeyboard(page, '/playlists', page.getByRole('article', { name: 'Keyboard Set' }));
    await tabTo(page, page.getByRole('button', { name: 'Edit Keyboard Set' }));
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit Playlist' });
    await edit.waitFor();
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    expect(await isFocused(page.getByRole('button', { name: 'Edit Keyboard Set' }))).toBe(true);

    await tabTo(page, page.getByRole('button', { name: 'New Playlist', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    const create = page.getByRole('dialog', { name: 'Create New Playlist' });
    await create.waitFor();
    await tabTo(page, create.getByLabel('Name'));
    await page.keyboard.type('Typed Set');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/add-to-playlist\/[^/]+$/);
    await page.getByText('Playlist created', { exact: true }).waitFor();
  });

  it('playlist: share by username, play a track from its menu, remove a track after confirming', async () => {
    const { page, playlistId } = await signedInSession();
    await visitWithKeyboard(page, `/playlist/${playlistId}`, page.getByText('First Tune', { exact: true }));
    await tabTo(page, page.getByRole('button', { name: 'Share', exact: true }));
    await page.keyboard.press('Enter');
    const share = page.getByRole('dialog', { name: 'Share Playlist' });
    await share.waitFor();
    await tabTo(page, share.getByLabel(/^Username/));
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await page.getByText('Playlist shared', { exact: true }).waitFor();

    const playMenuButton = page.getByRole('button', { name: 'Play First Tune' });
    await tabTo(page, playMenuButton);
    await page.keyboard.press('Enter');
    await menuTakesFocus(page);
    // Opened from the keyboard, a menu focuses its first item (the WAI-ARIA menu button pattern).
    await page.getByRole('menuitem', { name: 'Play', exact: true }).waitFor();
    expect(await isFocused(page.getByRole('menuitem', { name: 'Play', exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Stop First Tune' }).waitFor();
    await page.getByRole('menu', { name: 'Play First Tune' }).waitFor({ state: 'detached' });
    await tabTo(page, page.getByRole('button', { name: 'Stop First Tune' }));
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Stop First Tune' }).waitFor({ state: 'detached' });

    await trackActionWithKeyboard(page, 'Second Tune', 'Remove');
    const confirm = page.getByRole('dialog', { name: 'Remove Track' });
    await confirm.waitFor();
    await tabTo(page, confirm.getByRole('button', { name: 'Remove', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText('Track removed', { exact: true }).waitFor();
    await page.getByText('Second Tune', { exact: true }).waitFor({ state: 'detached' });
  });

  it("playlist: 'Change tempo' opens the dialog, type a tempo, Save with Enter; Escape cancels", async () => {
    const { page, playlistId } = await signedInSession();
    await visitWithKeyboard(page, `/playlist/${playlistId}`, page.getByText('First Tune', { exact: true }));
    await trackActionWithKeyboard(page, 'First Tune', 'Change tempo of');
    const dialog = page.getByRole('dialog', { name: 'Change tempo' });
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('textbox', { name: 'Tempo (BPM)' }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('133');
    await tabTo(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText('Tempo updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await main(page).getByText('133 BPM', { exact: true }).waitFor();

    await trackActionWithKeyboard(page, 'Second Tune', 'Change tempo of');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it("playlist: 'Song map' builds a 7/8 (2+2+3) ramp with triplets and an intro, moves a section, Save with Enter", async () => {
    const { page, playlistId } = await signedInSession();
    await visitWithKeyboard(page, `/playlist/${playlistId}`, page.getByText('First Tune', { exact: true }));
    await trackActionWithKeyboard(page, 'First Tune', 'Song map of');
    const dialog = page.getByRole('dialog', { name: 'Song map: First Tune' });
    await dialog.waitFor();
    const status = dialog.getByRole('status');

    for (const name of ['Intro', 'Groove']) {
      await tabTo(page, dialog.getByRole('button', { name: 'Add section' }), { maxPresses: 150 });
      await page.keyboard.press('Enter');
      // The new section's name has the focus.
      await status.filter({ hasText: /added/ }).waitFor();
      expect(await isFocused(dialog.getByRole('textbox', { name: /Section name/ }).last())).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(name);
    }
    const groove = dialog.getByRole('group', { name: /^2\. Groove/ });
    await tabTo(page, groove.getByRole('textbox', { name: 'Tempo (BPM)' }), { maxPresses: 150 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('120');
    await tabTo(page, groove.getByRole('textbox', { name: 'Ramp to (BPM)' }));
    await page.keyboard.type('132');
    await chooseWithKeyboard(page, groove.getByRole('combobox', { name: 'Beats per bar' }), '7');
    await chooseWithKeyboard(page, groove.getByRole('combobox', { name: 'Note value' }), '8');
    await chooseWithKeyboard(page, groove.getByRole('combobox', { name: 'Subdivision' }), 'Triplets');
    await tabTo(page, dialog.getByRole('button', { name: 'Move Groove up' }));
    await page.keyboard.press('Enter');
    await status.filter({ hasText: 'Groove moved to place 1 of 2.' }).waitFor();
    // Now first, so its Move up is disabled: the focus went to Move down.
    expect(await isFocused(dialog.getByRole('button', { name: 'Move Groove down' }))).toBe(true);

    await tabTo(page, dialog.getByRole('button', { name: 'Save', exact: true }), { maxPresses: 150 });
    await page.keyboard.press('Enter');
    await page.getByText('Song map saved', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await main(page).getByText('Song map: 2 sections', { exact: true }).waitFor();

    const { tracks } = await (await page.request.get(`/api/playlists/${playlistId}`)).json();
    const first = tracks.find((track: { name: string }) => track.name === 'First Tune');
    expect(first.rhythm.sections).toEqual([
      expect.objectContaining({
        name: 'Groove',
        bars: 8,
        bpm: 120,
        endBpm: 132,
        timeSignature: '7/8',
        grouping: [2, 2, 3],
        subdivision: 'triplets',
        muted: false,
      }),
      expect.objectContaining({
        name: 'Intro',
        bars: 8,
        bpm: 100,
        endBpm: null,
        timeSignature: '4/4',
        subdivision: 'none',
      }),
    ]);
  });

  it("account menu: open it with Enter, End moves to 'Log out', Enter → /login", async () => {
    const { page } = await signedInSession();
    await visitWithKeyboard(page, '/', page.getByRole('heading', { name: 'Click Track Generator' }));
    await tabTo(page, page.getByRole('button', { name: 'Account menu' }));
    await page.keyboard.press('Enter');
    await menuTakesFocus(page);
    await page.keyboard.press('End');
    expect(await isFocused(page.getByRole('menuitem', { name: 'Log out' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/login`);
    await page.getByText('Logged out', { exact: true }).waitFor();
  });

  it.each([
    ['add to playlist', (id: string) => `/add-to-playlist/${id}`, 'Add Songs to Keyboard Set'],
    ['find song bpm', () => '/add-to-playlist', 'Find Song BPM'],
    ['own profile', () => '/profile', 'Profile'],
    ['public profile', () => `/users/demo`, 'Demo User'],
  ])('%s: the skip link moves the focus to the page content', async (_screen, path, heading) => {
    const { page, playlistId } = await signedInSession();
    await visitWithKeyboard(page, path(playlistId), page.getByRole('heading', { name: heading }).first());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await isFocused(page.locator('#main'))).toBe(true);
    await tabTo(page, page.getByRole('link', { name: 'Music IQueue' }), { backwards: true });
  });

  it("find song bpm: choose an audio file with Enter, halve the detected tempo and 'Use this tempo' with the keyboard", async () => {
    const { page } = await signedInSession();
    await visitWithKeyboard(page, '/add-to-playlist', page.getByRole('heading', { name: 'Find Song BPM' }));
    // Headless Chromium under load sometimes never reports the native chooser (a 30 s 'filechooser' timeout
    // on CI), so the test checks what the page controls: Enter reaches the file input, whose picker it stops.
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
            event.preventDefault();
            (window as { filePickerOpened?: boolean }).filePickerOpened = true;
          }
        },
        { capture: true },
      );
    });
    await tabTo(page, page.getByRole('button', { name: 'Choose an audio file' }));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (window as { filePickerOpened?: boolean }).filePickerOpened === true);
    await page.locator('input[type="file"]').setInputFiles(beatWavFile('punk', 160, 12));
    // Punk at 160 could be felt at 80: the detector asks, and each reading is a button.
    await page.getByText('Not sure — is it 80 or 160?', { exact: true }).waitFor({ timeout: 20_000 });
    await tabTo(page, page.getByRole('button', { name: 'Use 160 BPM', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText('Tempo chosen: 160 BPM (detected).').waitFor();
    await tabTo(page, page.getByRole('button', { name: '÷2', exact: true }));
    await page.keyboard.press('Enter');
    await page.getByText('80 BPM', { exact: true }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Use this tempo' }));
    await page.keyboard.press('Space');
    await page.getByText('Tempo chosen: 80 BPM (detected).').waitFor();
  });

  it('add to playlist: search, select a song with Enter, tap its tempo with T, add it with Enter → /playlists', async () => {
    const { page, playlistId } = await signedInSession();
    await visitWithKeyboard(
      page,
      `/add-to-playlist/${playlistId}`,
      page.getByRole('heading', { name: 'Add Songs to Keyboard Set' }),
    );
    await tabTo(page, page.getByRole('searchbox', { name: 'Search songs' }));
    await page.keyboard.type(DEEZER_GROOVE.title);
    const result = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: new RegExp(DEEZER_GROOVE.title) });
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await page.getByText('Song selected', { exact: true }).waitFor();
    const selected = page.getByRole('listitem', { name: DEEZER_GROOVE.title, exact: true });
    await tabTo(page, selected.getByRole('button', { name: 'Tap tempo' }));
    for (let tap = 0; tap < 4; tap++) {
      if (tap > 0) await page.waitForTimeout(400);
      await page.keyboard.press('t');
    }
    await selected.getByText('tapped', { exact: true }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Add 1 song to playlist' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/playlists`);
    await page.getByText('Songs added', { exact: true }).waitFor();
  });

  it('add to playlist: the custom track dialog opens with Enter, T taps, Enter creates; Escape closes it', async () => {
    const { page, playlistId } = await signedInSession();
    await visitWithKeyboard(
      page,
      `/add-to-playlist/${playlistId}`,
      page.getByRole('heading', { name: 'Add Songs to Keyboard Set' }),
    );
    const opener = page.getByRole('button', { name: 'Add Custom Track' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Custom Track' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByLabel(/^Track Name/));
    await page.keyboard.type('Keyboard Jam');
    await tabTo(page, dialog.getByRole('button', { name: 'Tap tempo' }));
    for (let tap = 0; tap < 3; tap++) {
      if (tap > 0) await page.waitForTimeout(500);
      await page.keyboard.press('t');
    }
    await dialog.getByText(/^Tapped: \d+ BPM$/).waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await page.getByText('Custom track created', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
  });

  it('find song bpm: search, choose a song with Space, pick a playlist with the arrow keys, add it with Enter', async () => {
    const { page } = await signedInSession();
    await visitWithKeyboard(page, '/add-to-playlist', page.getByRole('heading', { name: 'Find Song BPM' }));
    await tabTo(page, page.getByRole('searchbox', { name: 'Search songs' }));
    await page.keyboard.type(TITLE_SEARCH_SONG.title);
    await tabTo(
      page,
      page
        .getByRole('list', { name: 'Search results' })
        .getByRole('button', { name: new RegExp(TITLE_SEARCH_SONG.title) }),
    );
    await page.keyboard.press('Space');
    await page.getByRole('region', { name: 'Chosen song' }).getByText('174 BPM', { exact: true }).waitFor();
    await tabTo(page, page.getByRole('combobox', { name: 'Playlist' }));
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Keyboard Set' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('combobox', { name: 'Playlist' }).inputValue()).toBe('Keyboard Set');
    await tabTo(page, page.getByRole('button', { name: 'Add to playlist' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Keyboard Set' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/playlist\/[^/]+$/);
    await page.getByRole('list', { name: 'Tracks' }).getByText(TITLE_SEARCH_SONG.title, { exact: true }).waitFor();
  });

  it('admin dashboard: reached from the account menu with the keyboard', async () => {
    const { context, page } = await app.openSession();
    await logInWithApi(context, 'admin', E2E_ADMIN_PASSWORD);
    await visitWithKeyboard(page, '/', page.getByRole('heading', { name: 'Click Track Generator' }));
    await tabTo(page, page.getByRole('button', { name: 'Account menu' }));
    await page.keyboard.press('Enter');
    await menuTakesFocus(page);
    expect(await isFocused(page.getByRole('menuitem', { name: 'Profile' }))).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(page.getByRole('menuitem', { name: 'Admin Dashboard' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('not found: Back to Home with Enter', async () => {
    const { context, page } = await app.openSession();
    await logInWithApi(context, 'demo', E2E_DEMO_PASSWORD);
    await visitWithKeyboard(page, '/no/such/page', page.getByRole('heading', { name: 'Page Not Found' }));
    await tabTo(page, page.getByRole('link', { name: 'Back to Home' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Click Track Generator' }).waitFor();
  });
});
