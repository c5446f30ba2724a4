import type { BrowserContext } from 'playwright-core';
import { midiSectionOf } from '../schema/midiCheck';
import type { Section } from '../schema/rhythm';
import { postWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { downloadedBytes } from './support/browser';

// Tempo maps in Chromium: a track's song map exported from its menu as a MIDI file, that file
// chosen in 'Import MIDI file' on another set list, what was read shown, then the same song map.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';
const SHOTS = '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const SECTIONS = [
  { name: 'Intro', bars: 2, bpm: 90 },
  { name: 'Build', bars: 4, bpm: 90, endBpm: 132 },
  { name: 'Odd', bars: 3, bpm: 152, timeSignature: '7/8', tempoUnit: 'quarter' },
];

type SavedPlaylist = { tracks: Array<{ id: string; name: string; rhythm: { sections: Section[] } | null }> };

/** A new set list holding one track with the song map above; its id and the track's. */
async function setListWithSongMap(context: BrowserContext, name: string) {
  const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name, description: '' });
  const after = await postWithXsrf<SavedPlaylist>(context, `/api/playlists/${playlist.id}/tracks`, {
    name: 'Tempo Song',
    artist: 'The Clicks',
    bpm: 90,
    rhythm: { sections: SECTIONS },
  });
  return { playlistId: playlist.id, trackId: after.tracks[0].id };
}

const songMapOf = async (context: BrowserContext, playlistId: string) => {
  const playlist = (await (await context.request.get(`/api/playlists/${playlistId}`)).json()) as SavedPlaylist;
  return playlist.tracks.map((track) => (track.rhythm?.sections ?? []).map(midiSectionOf));
};

describe('MIDI tempo maps in the browser', () => {
  it('a song map exported from the track menu and imported into another set list is the same song map', async () => {
    const { context, page } = await app.openSession({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signUpWithApi(context, unique('midi'), PASSWORD);
    const source = await setListWithSongMap(context, 'Source');
    await page.goto(`/playlist/${source.playlistId}`);
    await page.getByRole('button', { name: 'Play Tempo Song' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export MIDI tempo map' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Tempo Song.mid');
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('MThd');

    const target = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'Target', description: '' });
    await page.goto(`/playlist/${target.id}`);
    await page.getByRole('button', { name: 'Import MIDI file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a MIDI tempo map' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Choose a MIDI file' }).click(),
    ]);
    await chooser.setFiles({ name: 'Tempo Song.mid', mimeType: 'audio/midi', buffer: bytes });
    await dialog.getByText('Tempo Song.mid: 1 song, ready to import').waitFor();
    const read = dialog.getByRole('list', { name: 'Song map read' });
    await read.getByText('Build: 4 bars of 4/4, 90 → 132 BPM', { exact: true }).waitFor();
    await read.getByText('Odd: 3 bars of 7/8, 152 BPM (quarter)', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/midi-import-1280.png` });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').filter({ hasText: 'Tempo Song' }).waitFor();

    const [original] = await songMapOf(context, source.playlistId);
    const [imported] = await songMapOf(context, target.id);
    expect(original).toHaveLength(3);
    expect(imported).toEqual(original);
  });

  it('on a phone, shows what a file holds from the menu, and a damaged file is refused with the reason', async () => {
    const { context, page } = await app.openSession(PHONE);
    await signUpWithApi(context, unique('midiphone'), PASSWORD);
    const { playlistId, trackId } = await setListWithSongMap(context, 'Phone');
    const bytes = await (await context.request.get(`/api/tracks/${trackId}/tempo-map.mid`)).body();
    const target = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'Phone target',
      description: '',
    });
    await page.goto(`/playlist/${target.id}`);
    await page.getByRole('button', { name: 'More playlist actions' }).tap();
    await page.getByRole('menuitem', { name: 'Import MIDI file' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Import a MIDI tempo map' });
    const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: 'Choose a MIDI file' }).tap(),
      ]);
      await chooser.setFiles(file);
    };
    await choose({ name: 'song.mid', mimeType: 'audio/midi', buffer: bytes });
    await dialog.getByText('Intro: 2 bars of 4/4, 90 BPM', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/midi-import-390.png` });
    await choose({ name: 'cut.mid', mimeType: 'audio/midi', buffer: bytes.subarray(0, bytes.length - 9) });
    await dialog
      .getByRole('alert')
      .getByText(/cut short or damaged/)
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/midi-import-refused-390.png` });
    expect(await songMapOf(context, target.id)).toEqual([]);
    expect((await songMapOf(context, playlistId))[0]).toHaveLength(3);
  });
});
