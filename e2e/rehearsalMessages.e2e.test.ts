import type { Page } from 'playwright-core';
import { readAudioStarts, recordAudioStarts } from './support/audioStarts';
import { postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// Band messages in Chromium: the leader's message reaches a bandmate's browser and, sent for the
// next downbeat while a song plays, both browsers flash it on the same bar of the room's grid; the
// bandmate, who has spoken cues on, hears a preset said on that bar's frame of their own click.

const app = useAppInBrowser({ blockServiceWorker: true });
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';
const SHOTS = '/tmp/shots';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const BPM = 128;
/** The lengths of the samples client/public/cues/up-next.wav and last-chorus.wav (22.05 kHz). */
const UP_NEXT_SECONDS = 9650 / 22050;
const LAST_CHORUS_SECONDS = 15602 / 22050;

/** Joins the room and waits for the room clock. */
async function join(page: Page, playlistId: string, deviceName: string): Promise<void> {
  await page.goto(`/playlist/${playlistId}/rehearse`);
  await page.getByLabel("This device's name").fill(deviceName);
  await page.getByRole('button', { name: 'Join rehearsal', exact: true }).click();
  await page.getByRole('button', { name: 'Sync', exact: true }).click({ timeout: 15_000 });
  await page.getByText(/^This device: ±/).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Sync', exact: true }).click();
}

/** The bandmate's cues: on, but neither count nor section names, so the only word said is a message's. */
const MESSAGES_ONLY_CUES = { countIn: false, sections: false, leadInBars: 1, volumePercent: 80 };

/** What the bandmate's page started on its AudioContext, with the context's rate. */
async function audioStarts(page: Page) {
  const { starts } = await page.evaluate(readAudioStarts);
  const sampleRateHz = await page.evaluate(() => {
    const contexts = (window as unknown as { audioContexts: AudioContext[] }).audioContexts;
    return contexts[contexts.length - 1]!.sampleRate;
  });
  return { starts, sampleRateHz };
}

/** The flash on `page` with `text`: when it was planned for and when it showed, on the room clock. */
async function flashed(page: Page, text: string): Promise<{ plannedAt: number; shownAt: number }> {
  const flash = page.getByRole('alert').filter({ hasText: text });
  await flash.waitFor({ timeout: 10_000 });
  const [plannedAt, shownAt] = await Promise.all(
    ['data-planned-at', 'data-shown-at'].map(async (name) => Number(await flash.getAttribute(name))),
  );
  return { plannedAt: plannedAt!, shownAt: shownAt! };
}

describe('band messages in the browser', () => {
  it("the leader's message reaches the second browser; on the next downbeat both show it on the same bar", async () => {
    const owner = await app.openSession({ viewport: { width: 1280, height: 900 } });
    const recipient = await app.openSession(PHONE);
    const recipientName = unique('bass');
    await signUpWithApi(owner.context, unique('lead'), PASSWORD);
    await signUpWithApi(recipient.context, recipientName, PASSWORD);
    await sendWithXsrf(recipient.context, 'put', '/api/users/settings', {
      ...{ bpm: 120, soundType: 'click', countInSoundType: 'woodblock', durationSeconds: 10, countInBeats: 4 },
      ...{ volumePercent: 60, visualizerTheme: 'Standard', rhythm: null, countInBars: null, practice: null },
      cues: MESSAGES_ONLY_CUES,
    });
    await recipient.page.addInitScript(recordAudioStarts);
    const playlist = await postWithXsrf<{ id: string }>(owner.context, '/api/playlists', {
      name: 'Friday rehearsal',
      description: '',
    });
    for (const name of ['Opener', 'Closer'])
      await postWithXsrf(owner.context, `/api/playlists/${playlist.id}/tracks`, { name, artist: 'Band', bpm: BPM });
    await postWithXsrf(owner.context, `/api/playlists/${playlist.id}/share`, { sharedWithUsername: recipientName });
    await join(owner.page, playlist.id, 'Drum kit laptop');
    await join(recipient.page, playlist.id, 'Bass phone');
    // A follower has no message control.
    await recipient.page.getByTestId('room-leader').waitFor();
    expect(await recipient.page.getByRole('button', { name: 'Message', exact: true }).count()).toBe(0);

    // Nothing plays: the message shows at once on both.
    await owner.page.getByRole('button', { name: 'Message', exact: true }).click();
    const panel = owner.page.getByRole('group', { name: 'Band message' });
    await panel.getByRole('button', { name: 'Up next Closer', exact: true }).click();
    await flashed(recipient.page, 'Up next Closer');
    // Said at once, without the song's name: the 'up next' sample. Its words are loaded and decoded
    // when first said, so on a busy machine they start a moment after the flash has shown.
    await recipient.page.waitForFunction(
      (seconds) =>
        (window as unknown as { audioStarts: Array<{ durationSeconds: number }> }).audioStarts.some(
          (start) => Math.abs(start.durationSeconds - seconds) < 0.005,
        ),
      UP_NEXT_SECONDS,
      { timeout: 5_000 },
    );
    const upNext = (await audioStarts(recipient.page)).starts.filter(
      (start) => Math.abs(start.durationSeconds - UP_NEXT_SECONDS) < 0.005,
    );
    expect(upNext).toHaveLength(1);
    await recipient.page.screenshot({ path: `${SHOTS}/band-message-390.png` });
    await recipient.page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).click();
    await recipient.page.getByRole('alert').waitFor({ state: 'detached', timeout: 1000 });
    // Untouched, it goes by itself.
    await owner.page.getByRole('alert').waitFor({ state: 'detached', timeout: 10_000 });

    await owner.page
      .getByRole('navigation', { name: 'Stage controls' })
      .getByRole('button', { name: 'Play', exact: true })
      .click();
    for (const page of [owner.page, recipient.page])
      await page.getByRole('status', { name: 'Player status' }).getByText('Playing').waitFor({ timeout: 10_000 });
    await owner.page.screenshot({ path: `${SHOTS}/band-message-control-1280.png` });

    await panel.getByRole('button', { name: 'Last chorus', exact: true }).click();
    const [onOwner, onRecipient] = await Promise.all([
      flashed(owner.page, 'Last chorus'),
      flashed(recipient.page, 'Last chorus'),
    ]);
    const room = (await (await owner.context.request.get(`/api/playlists/${playlist.id}/rehearsal`)).json()) as {
      startsAt: number;
      message: { sentAt: number; showFrom: number; onDownbeat: boolean };
    };
    console.log(
      `band message e2e: planned ${(onOwner.plannedAt - onRecipient.plannedAt).toFixed(3)} ms apart, shown ${(onOwner.shownAt - onRecipient.shownAt).toFixed(1)} ms apart, ${(onOwner.plannedAt - room.message.sentAt).toFixed(0)} ms after it was sent`,
    );
    expect(room.message.onDownbeat).toBe(true);
    // The same bar on both: a downbeat of the song (bars of 4 beats from its first sample), the
    // first at or after showFrom.
    expect(Math.abs(onOwner.plannedAt - onRecipient.plannedAt)).toBeLessThan(1);
    const barMs = (4 * 60_000) / BPM;
    const bars = (onOwner.plannedAt - room.startsAt) / barMs;
    expect(Math.abs(bars - Math.round(bars)) * barMs).toBeLessThan(1);
    expect(onOwner.plannedAt).toBeGreaterThanOrEqual(room.message.showFrom);
    expect(onOwner.plannedAt - barMs).toBeLessThan(room.message.showFrom);
    // Each browser put it on screen at that time by the room clock (timers on a shared machine: a loose bound).
    for (const { plannedAt, shownAt } of [onOwner, onRecipient]) {
      expect(shownAt - plannedAt).toBeGreaterThan(-5);
      expect(shownAt - plannedAt).toBeLessThan(100);
    }
    expect(Math.abs(onOwner.shownAt - onRecipient.shownAt)).toBeLessThan(100);

    // The bandmate's browser said 'last chorus' with its first sample on that bar's frame of its own
    // click: the song's first buffer starts on the grid's sample 0, the bar is its sample from there.
    const { starts, sampleRateHz } = await audioStarts(recipient.page);
    const words = starts.filter((start) => Math.abs(start.durationSeconds - LAST_CHORUS_SECONDS) < 0.005);
    const song = starts.find((start) => start.durationSeconds >= 0.9)!;
    expect(words).toHaveLength(1);
    const barSample = ((onRecipient.plannedAt - room.startsAt) / 1000) * sampleRateHz;
    const wordSample = (words[0]!.whenSeconds - song.whenSeconds) * sampleRateHz;
    console.log(
      `band message e2e: 'last chorus' starts ${(wordSample - barSample).toFixed(3)} samples from its bar's frame (${sampleRateHz} Hz)`,
    );
    expect(Math.abs(wordSample - barSample)).toBeLessThan(0.5);

    // The leader's control on a phone.
    await owner.page.getByRole('alert').waitFor({ state: 'detached', timeout: 10_000 });
    await owner.page.setViewportSize({ width: 390, height: 844 });
    await owner.page.screenshot({ path: `${SHOTS}/band-message-control-390.png` });
  });
});
