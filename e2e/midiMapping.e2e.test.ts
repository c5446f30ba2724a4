import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { postWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// Pedals and controllers on the stage, in Chromium with a fake Web MIDI injected before the page
// loads: MIDI is asked for only once the user turns pedals on; a CC learned on the stage, and a
// mapped key, step the set list.

const app = useAppInBrowser();
const FAKE_MIDI = path.join(__dirname, 'support', 'fakeWebMidi.browser.js');
const SHOTS = '/tmp/shots';
const INPUT = 'fake-in-1';
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A song map for the first song: the stage's 'Next section' moves through it. */
const SONG_MAP = {
  timeSignature: '4/4',
  sections: [
    { name: 'Verse', bars: 4, bpm: 128 },
    { name: 'Chorus', bars: 4, bpm: 128 },
    { name: 'Bridge', bars: 2, bpm: 128 },
  ],
};

/** A signed-in user with a three-song set list, on its stage, with the fake Web MIDI in the page. */
async function openStage(options: BrowserContextOptions, openerRhythm?: typeof SONG_MAP): Promise<Page> {
  const { context, page } = await app.openSession(options);
  await context.addInitScript({ path: FAKE_MIDI });
  await signUpWithApi(context, unique('pedal'), 'e2e-password-1');
  const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'Gig', description: '' });
  for (const [name, bpm] of [
    ['Opener', 128],
    ['Middle', 100],
    ['Closer', 90],
  ] as const) {
    const rhythm = name === 'Opener' && openerRhythm ? { rhythm: openerRhythm } : {};
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name, artist: 'Band', bpm, ...rhythm });
  }
  await page.goto(`/playlist/${playlist.id}/perform`);
  await onStage(page, 'Opener');
  return page;
}

const onStage = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor();
const midiRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fakeMidi: { requests: number } }).__fakeMidi.requests);
const play = (page: Page, data: number[]) =>
  page.evaluate(
    ([input, bytes]) =>
      (window as unknown as { __fakeMidi: { receive: (id: string, data: number[]) => void } }).__fakeMidi.receive(
        input,
        bytes,
      ),
    [INPUT, data] as const,
  );
/** A foot switch on CC 64, channel 1: down then up. */
async function tapPedal(page: Page): Promise<void> {
  await play(page, [0xb0, 64, 127]);
  await play(page, [0xb0, 64, 0]);
}

async function turnPedalsOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const pedals = page.getByRole('group', { name: 'Pedals and controllers' });
  await pedals.waitFor();
  expect(await midiRequests(page)).toBe(0);
  await pedals.getByRole('switch', { name: 'Pedals and controllers' }).check();
  // The first connected input is chosen.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('input')].some((input) => input.value === 'Fake Foot Controller'),
  );
  expect(await midiRequests(page)).toBe(1);
}

describe('pedals and controllers on the stage', () => {
  it('asks for MIDI only when turned on, learns a CC that then steps to the next song, and keeps it for the next visit', async () => {
    const page = await openStage({ viewport: { width: 1280, height: 900 } });
    await page.waitForTimeout(500);
    expect(await midiRequests(page)).toBe(0);
    // Unmapped, the pedal does nothing.
    await tapPedal(page);
    await turnPedalsOn(page);

    const nextSong = page.getByRole('group', { name: 'Next song' });
    await nextSong.getByRole('button', { name: 'Learn' }).click();
    await page.getByRole('status').filter({ hasText: 'Press a pedal' }).waitFor();
    await tapPedal(page);
    await nextSong.getByText('CC 64 · ch 1 · short').waitFor();
    await page.screenshot({ path: `${SHOTS}/pedals-1280.png` });

    await tapPedal(page);
    await onStage(page, 'Middle');
    await tapPedal(page);
    await onStage(page, 'Closer');

    // Learning the same pedal for another action is a clash: the server's message, nothing saved.
    await page.getByRole('group', { name: 'Previous song' }).getByRole('button', { name: 'Learn' }).click();
    await tapPedal(page);
    await page.getByRole('alert').filter({ hasText: 'can be mapped once per press' }).waitFor();

    // Kept with the user: after a reload the pedal still steps (this device remembers pedals are on).
    await page.reload();
    await onStage(page, 'Opener');
    await page.waitForFunction(
      () => (window as unknown as { __fakeMidi: { requests: number } }).__fakeMidi.requests > 0,
    );
    // The mappings arrive from the server shortly after the page: tap until they are there.
    const heading = page.getByRole('heading', { level: 1 });
    for (let tries = 0; tries < 20 && (await heading.textContent()) === 'Opener'; tries += 1) {
      await tapPedal(page);
      await page.waitForTimeout(250);
    }
    expect(await heading.textContent()).toBe('Middle');
  });

  it('maps a CC to Next section and a key to Tap tempo: the stage shows where Play starts and the tapped tempo', async () => {
    const page = await openStage({ viewport: { width: 1280, height: 900 } }, SONG_MAP);
    await turnPedalsOn(page);
    const nextSection = page.getByRole('group', { name: 'Next section' });
    await nextSection.getByRole('button', { name: 'Learn' }).click();
    await tapPedal(page);
    await nextSection.getByText('CC 64 · ch 1 · short').waitFor();
    const tapTempo = page.getByRole('group', { name: 'Tap tempo' });
    await tapTempo.getByRole('button', { name: 'Learn' }).click();
    await page.keyboard.press('KeyJ');
    await tapTempo.getByText('Key J · short').waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();

    await tapPedal(page);
    await page.getByText('Starts at Chorus', { exact: true }).waitFor();
    await tapPedal(page);
    await page.getByText('Starts at Bridge', { exact: true }).waitFor();
    // The last section: the pedal does nothing more.
    await tapPedal(page);
    await page.waitForTimeout(200);
    expect(await page.getByText('Starts at Bridge', { exact: true }).isVisible()).toBe(true);

    for (let tap = 0; tap < 4; tap++) {
      if (tap > 0) await page.waitForTimeout(500);
      await page.keyboard.press('KeyJ');
    }
    await page
      .getByTestId('stage-tempo')
      .filter({ hasText: /^\d+ BPM \(tapped\)$/ })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/stage-commands-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/stage-commands-390.png`, fullPage: true });

    // Played from the Bridge after the count-in; the next song forgets both.
    await page.getByRole('button', { name: 'Play' }).click();
    await page
      .getByRole('status', { name: 'Player status' })
      .filter({ hasText: /^(Counting in…|Playing)$/ })
      .waitFor();
    await page.keyboard.press('ArrowRight');
    await onStage(page, 'Middle');
    await page.keyboard.press('ArrowLeft');
    await onStage(page, 'Opener');
    expect(await page.getByTestId('stage-tempo').textContent()).toBe('128 BPM');
    expect(await page.getByText(/^Starts at/).count()).toBe(0);
  });

  it('learns a key on a phone; the mapped key steps the set list, Escape cancels learning', async () => {
    const page = await openStage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await turnPedalsOn(page);
    const nextSong = page.getByRole('group', { name: 'Next song' });
    await nextSong.getByRole('button', { name: 'Learn' }).click();
    await page.keyboard.press('Escape');
    await nextSong.getByRole('button', { name: 'Learn', pressed: false }).waitFor();
    await nextSong.getByRole('button', { name: 'Learn' }).click();
    await page.keyboard.press('KeyB');
    await nextSong.getByText('Key B · short').waitFor();
    await page.screenshot({ path: `${SHOTS}/pedals-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.keyboard.press('KeyB');
    await onStage(page, 'Middle');
  });
});
