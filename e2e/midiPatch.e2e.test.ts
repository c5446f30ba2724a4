import { parseMidi } from 'midi-file';
import { postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { trackAction } from './support/trackMenu';
import { downloadedBytes } from './support/browser';

// A keyboard's patch change at the chorus, set in the Edit track dialog on a phone and kept by the
// server; then the whole set list exported as one MIDI file from its menu on a desktop.

const app = useAppInBrowser();
const PASSWORD = 'midi-patch-password-1';
/** Screenshots go here when set (looked at by hand). */
const SHOTS = process.env.E2E_SCREENSHOTS;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('MIDI messages and the set list as a MIDI file', () => {
  it('adds a program change at the chorus on a phone, then exports the set list as one MIDI file', async () => {
    const { context, page } = await app.openSession({ viewport: { width: 390, height: 844 } });
    await signUpWithApi(context, unique('patch'), PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'Gig', description: '' });
    type Added = { tracks: Array<{ id: string }> };
    const path = `/api/playlists/${playlist.id}/tracks`;
    const added = await postWithXsrf<Added>(context, path, { name: 'Opener', artist: 'Band', bpm: 120 });
    await postWithXsrf(context, path, { name: 'Closer', artist: 'Band', bpm: 90 });
    await sendWithXsrf(context, 'patch', `/api/tracks/${added.tracks[0]!.id}`, {
      rhythm: {
        timeSignature: '4/4',
        sections: [
          { name: 'Verse', bars: 4, bpm: 120 },
          { name: 'Chorus', bars: 4, bpm: 128 },
        ],
      },
    });

    await page.goto(`/playlist/${playlist.id}`);
    await trackAction(page, 'Opener', 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit track' });
    await dialog.getByRole('button', { name: 'Add MIDI message' }).click();
    const row = dialog.getByRole('region', { name: 'MIDI message 1' });
    await row.getByRole('combobox', { name: 'When (message 1)' }).click();
    await page.getByRole('option', { name: '2. Chorus' }).click();
    await row.getByRole('textbox', { name: 'Channel (message 1)' }).fill('17');
    await row.getByRole('textbox', { name: 'Program (message 1)' }).fill('42');
    await row.getByRole('textbox', { name: 'Bank MSB (message 1)' }).fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('MIDI channel must be a whole number from 1 to 16').waitFor();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/edit-track-midi-messages-390-error.png` });
    await row.getByRole('textbox', { name: 'Channel (message 1)' }).fill('2');
    await row.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-track-midi-messages-390.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const stored = (await (await context.request.get(`/api/playlists/${playlist.id}`)).json()) as {
      tracks: Array<{ midiMessages: unknown }>;
    };
    expect(stored.tracks[0]!.midiMessages).toEqual([
      {
        section: 1,
        kind: 'program',
        channel: 2,
        program: 42,
        bankMsb: 1,
        bankLsb: null,
        controller: null,
        value: null,
      },
    ]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await trackAction(page, 'Opener', 'Edit');
    await dialog.getByRole('region', { name: 'MIDI message 1' }).scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-track-midi-messages-1280.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export MIDI tempo map' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Gig.mid');
    const midi = parseMidi(await downloadedBytes(download));
    expect(midi.header.numTracks).toBe(3);
    const names = midi.tracks.map((track) => track.find((event) => event.type === 'trackName'));
    expect(names.map((event) => (event as { text: string }).text)).toEqual(['Gig', 'Opener', 'Closer']);
  });
});
