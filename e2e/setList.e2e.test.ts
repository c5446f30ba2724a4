import { postWithXsrf, registerThroughUi, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { createSetList } from './support/setLists';
import { trackAction } from './support/trackMenu';
import { downloadedBytes } from './support/browser';

// Set lists in Chromium: a track's notes edited on the playlist page, the playlist duplicated and
// exported as CSV, and the generator starting as the user left it — after a reload and in a
// second browser.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';
const SHOTS = '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

describe('set lists in the browser', () => {
  it('edits a track, duplicates the playlist and exports it as CSV', async () => {
    const { context, page } = await app.openSession();
    await signUpWithApi(context, unique('set'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'Friday gig',
      description: '',
    });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name: 'Opener', artist: 'Band', bpm: 128 });

    await page.goto(`/playlist/${playlist.id}`);
    await trackAction(page, 'Opener', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit track' });
    await dialog.getByLabel('Name').fill('Big Opener');
    await dialog.getByLabel('Notes').fill('Capo 2 — start on the chorus');
    // This song's own count-in and click, over the user's settings.
    await dialog.getByRole('combobox', { name: 'Count-in beats' }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Main sound' }).click();
    await page.getByRole('option', { name: 'Cowbell', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Length' }).fill('4:05');
    await dialog.getByRole('textbox', { name: 'Key' }).fill('F#m');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('list', { name: 'Tracks' }).getByText('Capo 2 — start on the chorus').waitFor();
    await page.getByText('Big Opener', { exact: true }).waitFor();
    const stored = await (await context.request.get(`/api/playlists/${playlist.id}`)).json();
    expect(stored.tracks[0]).toMatchObject({
      name: 'Big Opener',
      countInBeats: 2,
      soundType: 'cowbell',
      countInSoundType: null,
      lengthSeconds: 245,
      key: 'F#m',
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Friday gig.csv');
    const csvBytes = await downloadedBytes(download);
    const csv = csvBytes.toString('utf8');
    expect(csv).toBe(
      '\uFEFFname,artist,bpm,bpm_source,notes,time_signature,length_seconds,key,type\r\nBig Opener,Band,128,manual,Capo 2 — start on the chorus,4/4,245,F#m,song\r\n',
    );

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { name: 'Copy of Friday gig', level: 1 }).waitFor();
    await page.getByText('Big Opener', { exact: true }).waitFor();
    expect(page.url()).not.toContain(playlist.id);

    // The exported file imported into an empty playlist: checked first, then added.
    const empty = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'From CSV', description: '' });
    await page.goto(`/playlist/${empty.id}`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import songs from CSV' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      importDialog.getByRole('button', { name: 'Choose a CSV file' }).click(),
    ]);
    await chooser.setFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: csvBytes });
    await importDialog.getByText(/1 song, ready to import/).waitFor();
    await importDialog.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('list', { name: 'Tracks' }).getByText('Capo 2 — start on the chorus').waitFor();
    await page.getByText('Big Opener', { exact: true }).waitFor();
  });

  it("a bandmate copies a song of a shared set list into their own on a phone ('Copy to…'), with its notes and key", async () => {
    const owner = await app.openSession();
    const ownerName = unique('lead');
    await signUpWithApi(owner.context, ownerName, PASSWORD);
    const shared = await createSetList(owner.context, 'Band set', [{ name: 'Opener', artist: 'Band', bpm: 132 }]);
    await sendWithXsrf(owner.context, 'patch', `/api/tracks/${shared.trackIds[0]!}`, { notes: 'Capo 2', key: 'F#m' });
    const { context, page } = await app.openSession(PHONE);
    const reader = unique('mate');
    await signUpWithApi(context, reader, PASSWORD);
    await postWithXsrf(owner.context, `/api/playlists/${shared.id}/share`, { sharedWithUsername: reader });
    const mine = await createSetList(context, 'My practice', []);

    await page.goto(`/playlist/${shared.id}`);
    await page.getByText(`Shared with you by ${ownerName} (read-only)`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Actions for Opener', exact: true }).tap();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Copy to…']);
    await page.getByRole('menuitem', { name: 'Copy Opener to another playlist', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Copy “Opener” to…' });
    await dialog.getByRole('combobox', { name: 'Playlist' }).tap();
    await page.getByRole('option', { name: 'My practice', exact: true }).tap();
    await page.screenshot({ path: `${SHOTS}/copy-to-390.png` });
    await dialog.getByRole('button', { name: 'Copy', exact: true }).tap();
    await page.getByText('“Opener” was copied to “My practice”.', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/playlist/${mine.id}`);
    const row = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
    await row.getByText('Opener', { exact: true }).waitFor();
    expect(await row.count()).toBe(1);
    await row.getByText('132 BPM', { exact: true }).waitFor();
    expect(await row.getByLabel('Key F#m').isVisible()).toBe(true);
    // A phone's compact row leaves the notes out; they came along all the same.
    const stored = await (await context.request.get(`/api/playlists/${mine.id}`)).json();
    expect(stored.tracks).toEqual([expect.objectContaining({ name: 'Opener', bpm: 132, notes: 'Capo 2', key: 'F#m' })]);
    await page.screenshot({ path: `${SHOTS}/copy-to-done-390.png`, fullPage: true });

    // On a wide screen the owner copies within their own lists; the list it is in is not offered.
    await owner.page.setViewportSize({ width: 1280, height: 900 });
    await createSetList(owner.context, 'Encores', []);
    await owner.page.goto(`/playlist/${shared.id}`);
    await owner.page.getByRole('button', { name: 'Actions for Opener', exact: true }).click();
    await owner.page.getByRole('menuitem', { name: 'Copy Opener to another playlist', exact: true }).click();
    const wide = owner.page.getByRole('dialog', { name: 'Copy “Opener” to…' });
    await wide.getByRole('combobox', { name: 'Playlist' }).click();
    expect(await owner.page.getByRole('option').allInnerTexts()).toEqual(['Encores']);
    await owner.page.screenshot({ path: `${SHOTS}/copy-to-1280.png` });
  });

  it('plays a set list from its playlist: Play opens the generator on that song, Next stops and loads the following song, and wraps after the last', async () => {
    const { context, page } = await app.openSession();
    await signUpWithApi(context, unique('trav'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'Saturday set',
      description: '',
    });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, {
      name: 'First Song',
      artist: 'Band',
      bpm: 90,
    });
    const withSecond = await postWithXsrf<{ tracks: Array<{ id: string }> }>(
      context,
      `/api/playlists/${playlist.id}/tracks`,
      { name: 'Second Song', artist: 'Band', bpm: 140 },
    );
    // The second song sets its own count-in and click.
    await sendWithXsrf(context, 'patch', `/api/tracks/${withSecond.tracks[1]!.id}`, {
      countInBeats: 2,
      soundType: 'beep',
    });

    await page.goto(`/playlist/${playlist.id}`);
    await page.getByRole('button', { name: 'Play First Song', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Play in Visualizer' }).click();
    // The visualizer's pickers show where the set list is.
    await page.getByText('First Song · 90 BPM').waitFor();
    expect(await page.getByRole('combobox', { name: 'Playlist' }).inputValue()).toBe('Saturday set');
    expect(await page.getByRole('button', { name: /^First Song/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Back to Generator' }).click();

    const setList = page.getByRole('region', { name: 'Set list' });
    await setList.getByText('Song 1 of 2 · next: Second Song').waitFor();
    await page.getByRole('button', { name: 'Play' }).click();
    const status = page.getByRole('status', { name: 'Player status' });
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    // Next stops what plays and loads the following song (SPEC.md §4); Play starts it with its own count-in.
    await setList.getByRole('button', { name: 'Next' }).click();
    await setList.getByText('Song 2 of 2 · last song').waitFor();
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe('140');
    await page.getByText('This song plays with its own count-in and sounds.', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Count-in beats' }).inputValue()).toBe('2');
    expect(await page.getByRole('combobox', { name: 'Main sound' }).inputValue()).toBe('Beep');
    await page.getByRole('button', { name: 'Play' }).click();
    await status.filter({ hasText: /^Counting in…$/ }).waitFor({ timeout: 5_000 });
    // After the last song Next wraps to the first, stopped.
    await setList.getByRole('button', { name: 'Next' }).click();
    await setList.getByText('Song 1 of 2 · next: Second Song').waitFor();
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe('90');
    // The song's own settings played; the user's saved ones did not take them.
    await page.waitForTimeout(1_500);
    const saved = await (await context.request.get('/api/users/settings')).json();
    expect(saved).toMatchObject({ soundType: 'click', countInBeats: 4, bpm: 90 });
  });

  it('reorders the set list by keyboard with the drag handle (Space, arrow, Space), and the order stays', async () => {
    const { context, page } = await app.openSession();
    await signUpWithApi(context, unique('drag'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'Sortable set',
      description: '',
    });
    for (const name of ['Alpha', 'Bravo', 'Charlie'])
      await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name, artist: 'Band', bpm: 100 });
    await page.goto(`/playlist/${playlist.id}`);
    const names = async () =>
      (await page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').allInnerTexts()).map((text) =>
        ['Alpha', 'Bravo', 'Charlie'].find((name) => text.includes(name)),
      );

    await page.getByRole('button', { name: 'Move Alpha', exact: true }).focus();
    // Each step is announced to screen readers by the track's name; the next key waits for it, as a listener would.
    const announced = (text: string) =>
      page.locator('[id^="DndLiveRegion"]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    // dnd-kit measures the rows just after the pick-up, and an arrow pressed before that moves
    // nothing; once measured, it finds the row over its own place and says so. Only then the arrows.
    await announced('Alpha would move to place 1 of 3.');
    await page.keyboard.press('ArrowDown');
    await announced('Alpha would move to place 2 of 3.');
    await page.keyboard.press('ArrowDown');
    await announced('Alpha would move to place 3 of 3.');
    const saved = page.waitForResponse(
      (response) => response.request().postData()?.includes('PlaylistPageReorder') === true,
    );
    await page.keyboard.press('Space');
    await announced('Alpha moved to place 3 of 3.');
    expect((await saved).status()).toBe(200);
    expect(await names()).toEqual(['Bravo', 'Charlie', 'Alpha']);

    await page.reload();
    await page.getByText('Alpha', { exact: true }).waitFor();
    expect(await names()).toEqual(['Bravo', 'Charlie', 'Alpha']);
  });

  it('starts the generator as the user left it, after a reload and in a second browser', async () => {
    const { page } = await app.openSession();
    const username = unique('gen');
    await registerThroughUi(page, app.baseUrl, username, PASSWORD);
    const tempo = page.getByRole('textbox', { name: 'Tempo (BPM)' });
    await tempo.fill('96');
    await tempo.press('Tab');
    await page.getByRole('combobox', { name: 'Main sound' }).click();
    await page.getByRole('option', { name: 'Cowbell' }).click();
    // The rhythm is saved too: 7/8, grouped 2+2+3. Saved shortly after the last change, which on a
    // busy machine can be before the button below has been seen: listen from the start.
    const rhythmSaved = page.waitForResponse(
      (response) =>
        response.url().includes('/graphql') &&
        response.request().postData()?.includes('"timeSignature":"7/8"') === true,
    );
    await page.getByRole('button', { name: 'Rhythm · steady 4/4' }).click();
    await page.getByRole('combobox', { name: 'Beats per bar' }).click();
    await page.getByRole('option', { name: '7', exact: true }).click();
    await page.getByRole('combobox', { name: 'Note value' }).click();
    await page.getByRole('option', { name: '8', exact: true }).click();
    await page.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3)' }).waitFor();
    expect((await rhythmSaved).status()).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    await expectEventually(() => tempo.inputValue(), '96');
    expect(await page.getByRole('combobox', { name: 'Main sound' }).inputValue()).toBe('Cowbell');
    await page.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3)' }).waitFor();

    const second = await app.openSession();
    await second.page.goto('/login');
    await second.page.getByLabel('Username or Email').fill(username);
    await second.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await second.page.getByRole('button', { name: 'Log In', exact: true }).click();
    const secondTempo = second.page.getByRole('textbox', { name: 'Tempo (BPM)' });
    await second.page.getByRole('heading', { name: 'Click Track Generator' }).waitFor();
    await expectEventually(() => secondTempo.inputValue(), '96');
    expect(await second.page.getByRole('combobox', { name: 'Main sound' }).inputValue()).toBe('Cowbell');
    await second.page.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3)' }).waitFor();
  });
});

async function expectEventually(read: () => Promise<string>, expected: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  expect(value).toBe(expected);
}

describe('performance mode', () => {
  it("plays a song's own rhythm from the playlist: the visualizer counts its 7/8 bars and sections, the stage shows its meter", async () => {
    const { context, page } = await app.openSession();
    await signUpWithApi(context, unique('meter'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'Odd set',
      description: '',
    });
    const rhythm = {
      timeSignature: '7/8',
      grouping: [2, 2, 3],
      sections: [
        { name: 'Intro', bars: 2, bpm: 160, endBpm: 176 },
        { name: 'Groove', bars: 2, bpm: 176, timeSignature: '5/4' },
      ],
    };
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, {
      name: 'Odd One',
      artist: 'Band',
      bpm: 160,
      rhythm,
    });

    await page.goto(`/playlist/${playlist.id}`);
    await page.getByRole('button', { name: 'Play Odd One', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Play in Visualizer' }).click();
    const bar = page.getByTestId('visualizer-bar');
    await bar.filter({ hasText: /^Bar \d+ · Intro$/ }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('beat-circle').count()).toBe(7);
    await page.getByText('7/8', { exact: true }).waitFor();
    // The ramp and the second section follow on: bar 3 is the Groove, in 5/4.
    await bar.filter({ hasText: /^Bar 3 · Groove$/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('beat-circle').count()).toBe(5);
    await page.getByRole('button', { name: 'Stop' }).click();

    await page.goto(`/playlist/${playlist.id}/perform`);
    await page.getByRole('heading', { name: 'Odd One', level: 1 }).waitFor();
    expect(await page.getByTestId('stage-meter').innerText()).toBe('7/8 · 2 sections');
  });

  it('shows the song large, plays with Space, moves on with PageDown (count-in) and back with PageUp, and keeps the screen on', async () => {
    const { context, page } = await app.openSession();
    await signUpWithApi(context, unique('stage'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'Stage set',
      description: '',
    });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name: 'Opener', artist: 'Band', bpm: 128 });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name: 'Closer', artist: 'Band', bpm: 96 });
    await page.addInitScript(() => {
      const locks: string[] = [];
      (window as unknown as { wakeLocks: string[] }).wakeLocks = locks;
      Object.defineProperty(navigator, 'wakeLock', {
        value: { request: async (type: string) => (locks.push(type), { release: async () => undefined }) },
      });
    });

    await page.goto(`/playlist/${playlist.id}`);
    await page.getByRole('link', { name: 'Perform' }).click();
    await page.getByRole('heading', { name: 'Opener', level: 1 }).waitFor();
    const tempo = page.getByTestId('stage-tempo');
    expect(await tempo.innerText()).toBe('128 BPM');
    expect(parseFloat(await tempo.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(
      64,
    );
    await page.getByText('Next: Closer').waitFor();
    expect(await page.getByTestId('stage-meter').innerText()).toBe('4/4');
    expect(await page.evaluate(() => (window as unknown as { wakeLocks: string[] }).wakeLocks)).toEqual(['screen']);

    const status = page.getByRole('status', { name: 'Player status' });
    await page.keyboard.press('Space');
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    await page.keyboard.press('PageDown');
    await page.getByRole('heading', { name: 'Closer', level: 1 }).waitFor();
    await status.filter({ hasText: /^Counting in…$/ }).waitFor({ timeout: 5_000 });
    await page.getByText('Last song').waitFor();
    await page.keyboard.press('PageDown');
    await page.getByText('End of set list', { exact: true }).waitFor();
    await page.keyboard.press('PageUp');
    await page.getByRole('heading', { name: 'Opener', level: 1 }).waitFor();
    await page.keyboard.press('Space');
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });
  });
});
