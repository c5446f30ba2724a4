import { encodeWav } from '../client/src/audio/wav';
import { signUpWithApi, useAppInBrowser } from './support/browserApp';

// 'My sounds' on /profile in Chromium against the built app: a WAV with silence before its hit is
// uploaded through the form, listed with its trimmed length, and what the server serves back
// decodes in the browser to a sound that starts on its hit at −1 dBFS; deleting it empties the list.

const app = useAppInBrowser();
const PASSWORD = 'first-password-1';
/** Screenshots of the section at a phone's and a laptop's size go here when set (looked at by hand). */
const SHOTS = process.env.E2E_SCREENSHOTS;

/** 200 ms of silence, then a 300 ms decaying 1 kHz hit peaking at 0.4 (44.1 kHz). */
function clickWithSilence(): { name: string; mimeType: string; buffer: Buffer } {
  const rate = 44_100;
  const silence = Math.round(0.2 * rate);
  const samples = new Float32Array(silence + Math.round(0.3 * rate));
  for (let i = silence; i < samples.length; i++) {
    const t = (i - silence) / rate;
    samples[i] = 0.4 * Math.cos(2 * Math.PI * 1000 * t) * Math.exp(-t / 0.05);
  }
  return { name: 'snap.wav', mimeType: 'audio/wav', buffer: Buffer.from(encodeWav(samples, rate)) };
}

describe('my sounds in the browser', () => {
  it('uploads a sound with silence before it: listed at its trimmed length, served starting on the hit at −1 dBFS, then deleted', async () => {
    const { context, page } = await app.openSession({ viewport: { width: 1280, height: 900 } });
    await signUpWithApi(context, `snd${Date.now().toString(36)}`, PASSWORD);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'My sounds' });
    await section.getByText('No sounds yet.').waitFor();

    await section.getByLabel('Sound name').fill('Snap');
    await section.locator('input[type="file"]').setInputFiles(clickWithSilence());
    await section.getByRole('button', { name: 'File: snap.wav' }).waitFor();
    await section.getByRole('button', { name: 'Upload sound' }).click();
    const row = section.getByRole('row', { name: /Snap/ });
    await row.getByRole('cell', { name: '0.30 s' }).waitFor();

    const heard = await page.evaluate(async () => {
      const list = (await (await fetch('/api/sounds')).json()) as Array<{ id: string }>;
      const bytes = await (await fetch(`/api/sounds/${list[0]!.id}`)).arrayBuffer();
      const decoded = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(bytes);
      const samples = decoded.getChannelData(0);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      return { first: samples[0]!, peakDb: 20 * Math.log10(peak), seconds: decoded.duration };
    });
    expect(heard.first).toBeGreaterThan(0.8); // the hit's first sample, not the silence before it
    expect(heard.peakDb).toBeCloseTo(-1, 1);
    expect(heard.seconds).toBeCloseTo(0.3, 2);

    if (SHOTS) {
      await section.screenshot({ path: `${SHOTS}/my-sounds-1280.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SHOTS}/my-sounds-390.png` });
    }

    await row.getByRole('button', { name: 'Delete sound Snap' }).click();
    await page.getByRole('dialog', { name: 'Delete Sound' }).getByRole('button', { name: 'Delete' }).click();
    await section.getByText('No sounds yet.').waitFor();
  });
});
