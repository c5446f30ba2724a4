import { postWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// Chord charts in Chromium: ChordPro and OnSong files chosen on the set-list page, what was read
// shown before saving, then the songs in the set list with their key, tempo and song map.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';
const SHOTS = '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const CHORDPRO = {
  name: 'midnight-train.cho',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    '{title: Midnight Train}\n{artist: The Locals}\n{key: F#m}\n{tempo: 92}\n{start_of_verse}\n| [F#m] | [D] | [A] | [E] |\n{end_of_verse}\n{tempo: 104}\n{start_of_chorus}\n[D]All a[A]board to[E]night\n{end_of_chorus}\n',
  ),
};
const ONSONG = {
  name: 'quiet-hymn.onsong',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    'Quiet Hymn\nChoir Friends\nKey: Eb\nTempo: 72\nTime: 3/4\n\nVerse 1:\n[Eb]Still the [Bb]night\n',
  ),
};

describe('chord charts in the browser', () => {
  it('imports a ChordPro file with its key and tempo, its tempo change as a song map, and an OnSong file beside it', async () => {
    const { context, page } = await app.openSession({ viewport: { width: 1280, height: 900 } });
    await signUpWithApi(context, unique('charts'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'Charts', description: '' });
    await page.goto(`/playlist/${playlist.id}`);

    await page.getByRole('button', { name: 'Import charts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import chord charts' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Choose chart files' }).click(),
    ]);
    await chooser.setFiles([CHORDPRO, ONSONG]);
    await dialog.getByText(/2 songs, ready to import/).waitFor();
    const read = dialog.getByRole('list', { name: 'Songs read' });
    const train = read.getByRole('listitem', { name: 'Midnight Train' });
    await train.getByText('Key F#m · 92 BPM', { exact: true }).waitFor();
    await train.getByText('Song map: Verse 4 bars at 92, Chorus 3 bars at 104', { exact: true }).waitFor();
    await read
      .getByRole('listitem', { name: 'Quiet Hymn' })
      .getByText('Key Eb · 72 BPM · 3/4', { exact: true })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/charts-import-1280.png` });

    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const tracks = page.getByRole('list', { name: 'Tracks' });
    const row = tracks.getByRole('listitem').filter({ hasText: 'Midnight Train' });
    await row.getByText('92 BPM', { exact: true }).waitFor();
    await row.getByLabel('Key F#m', { exact: true }).waitFor();
    await tracks
      .getByRole('listitem')
      .filter({ hasText: 'Quiet Hymn' })
      .getByLabel('Key Eb', { exact: true })
      .waitFor();
    const saved = await (await context.request.get(`/api/playlists/${playlist.id}`)).json();
    const sections = saved.tracks[0].rhythm.sections.map((section: { name: string; bars: number; bpm: number }) => [
      section.name,
      section.bars,
      section.bpm,
    ]);
    expect(sections).toEqual([
      ['Verse', 4, 92],
      ['Chorus', 3, 104],
    ]);
  });

  it('on a phone, shows a song with an error and imports nothing', async () => {
    const { context, page } = await app.openSession(PHONE);
    await signUpWithApi(context, unique('chartsphone'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'Phone', description: '' });
    await page.goto(`/playlist/${playlist.id}`);
    await page.getByRole('button', { name: 'More playlist actions' }).tap();
    await page.getByRole('menuitem', { name: 'Import charts' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Import chord charts' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Choose chart files' }).tap(),
    ]);
    const tooFast = {
      name: 'fast.cho',
      mimeType: 'text/plain',
      buffer: Buffer.from('{title: Too Fast}\n{tempo: 900}\n'),
    };
    await chooser.setFiles([CHORDPRO, tooFast]);
    await dialog.getByText(/2 songs, 1 with errors/).waitFor();
    await dialog
      .getByRole('listitem', { name: 'Too Fast' })
      .getByText(/BPM must be/)
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/charts-import-390.png` });
  });
});
