import { encodeWav } from '../client/src/audio/wav';
import { postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { trackAction } from './support/trackMenu';

// A track's own sound heard by a bandmate: the owner uploads a sound and sets it as a track's
// accent; the share recipient opens the set list on the stage in Chromium against the built app,
// and the audio the stage schedules starts every accent with the owner's sound, on the grid.

const app = useAppInBrowser();
const PASSWORD = 'own-sounds-password-1';
/** A screenshot of the Edit track dialog goes here when set (looked at by hand). */
const SHOTS = process.env.E2E_SCREENSHOTS;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A flat 30 ms block that dies away: once stored it starts at its −1 dBFS peak (a synthesized click starts near 0). */
function blockSound(): { name: string; mimeType: string; buffer: Buffer } {
  const rate = 44_100;
  const samples = new Float32Array(Math.round(0.13 * rate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate;
    samples[i] = t < 0.03 ? 0.5 : 0.5 * Math.exp(-(t - 0.03) / 0.008);
  }
  return { name: 'block.wav', mimeType: 'audio/wav', buffer: Buffer.from(encodeWav(samples, rate)) };
}

/** Page script: keeps, for each long buffer the page starts, its rate and the onsets of channel 0 (a sample after 200 silent ones) with their value. */
function recordOnsets(): void {
  const target = window as unknown as { onsets: Array<{ rate: number; onsets: Array<[number, number]> }> };
  target.onsets = [];
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function recordStart(this: AudioBufferSourceNode, ...args) {
    if (this.buffer && this.buffer.duration > 1) {
      const data = this.buffer.getChannelData(0);
      const onsets: Array<[number, number]> = [];
      let silent = 0;
      for (let at = 0; at < data.length; at++) {
        if (data[at] !== 0 && silent >= 200) onsets.push([at, data[at]!]);
        silent = data[at] === 0 ? silent + 1 : 0;
      }
      target.onsets.push({ rate: this.buffer.sampleRate, onsets });
    }
    return start.apply(this, args);
  } as typeof start;
}

describe("a track's own sounds for bandmates", () => {
  it("a share recipient's stage starts every accent with the owner's sound, a bar apart on the grid", async () => {
    const owner = await app.openSession({ viewport: { width: 1280, height: 900 } });
    const ownerName = unique('own');
    await signUpWithApi(owner.context, ownerName, PASSWORD);
    const bandmate = await app.openSession({ viewport: { width: 1280, height: 900 } });
    const bandmateName = unique('mate');
    await signUpWithApi(bandmate.context, bandmateName, PASSWORD);

    const xsrf = (await owner.context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    const uploaded = await owner.context.request.post('/api/sounds', {
      headers: { 'X-XSRF-Token': decodeURIComponent(xsrf) },
      multipart: { name: 'Block', sound: blockSound() },
    });
    expect(uploaded.status()).toBe(201);
    const soundId = ((await uploaded.json()) as { id: string }).id;
    const set = { name: 'Gig', description: '' };
    const playlist = await postWithXsrf<{ id: string }>(owner.context, '/api/playlists', set);
    const song = { name: 'Opener', artist: 'Band', bpm: 120 };
    type Added = { tracks: Array<{ id: string }> };
    const added = await postWithXsrf<Added>(owner.context, `/api/playlists/${playlist.id}/tracks`, song);
    await sendWithXsrf(owner.context, 'patch', `/api/tracks/${added.tracks[0]!.id}`, {
      lengthSeconds: 10,
      // A steady 4/4 without a rhythm of its own plays every beat at one level: the accent needs its meter.
      rhythm: { timeSignature: '4/4', accents: ['accent', 'normal', 'normal', 'normal'] },
      ownSounds: { accent: soundId },
    });
    await postWithXsrf(owner.context, `/api/playlists/${playlist.id}/share`, { sharedWithUsername: bandmateName });

    // The owner's Edit track dialog shows the sound on its level.
    await owner.page.goto(`/playlist/${playlist.id}`);
    await trackAction(owner.page, 'Opener', 'Edit');
    const dialog = owner.page.getByRole('dialog', { name: 'Edit track' });
    await dialog
      .getByRole('combobox', { name: 'Accent: your sound' })
      .and(owner.page.locator('[value="Block"]'))
      .waitFor();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/edit-track-your-sounds-1280.png` });

    const { page } = bandmate;
    await page.addInitScript(recordOnsets);
    const fetched = page.waitForResponse((response) => response.url().endsWith(`/api/sounds/${soundId}`));
    await page.goto(`/playlist/${playlist.id}/perform`);
    expect((await fetched).status()).toBe(200);
    await page.getByRole('heading', { name: 'Opener', level: 1 }).waitFor();
    await page.keyboard.press('Space');
    await page
      .getByRole('status', { name: 'Player status' })
      .filter({ hasText: /^Counting in/ })
      .waitFor();
    await page.waitForFunction(() => (window as unknown as { onsets: unknown[] }).onsets.length > 0);
    const [rendered] = await page.evaluate(
      () => (window as unknown as { onsets: Array<{ rate: number; onsets: Array<[number, number]> }> }).onsets,
    );
    const own = rendered!.onsets.filter(([, value]) => value > 0.5).map(([at]) => at);
    const synthesized = rendered!.onsets.filter(([, value]) => value <= 0.5).map(([at]) => at);
    // Five bars of 4/4 at 120 after a synthesized count-in: five accents, and the other beats synthesized.
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(synthesized.length).toBeGreaterThanOrEqual(own.length * 3);
    own.slice(1).forEach((at, index) => expect(at - own[index]!).toBe(2 * rendered!.rate));
    for (const at of synthesized) expect(Math.abs((at - own[0]!) % (rendered!.rate / 2))).toBe(0);
  });
});
