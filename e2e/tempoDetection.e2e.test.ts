import type { Page, Request } from 'playwright-core';
import { signUpWithApi, useAppInBrowser } from './support/browserApp';
import { beatWavFile } from './support/beatWav';

// Find Song BPM (/add-to-playlist): a WAV chosen through the real file input is decoded by
// Chromium, analysed in the tempo Web Worker, and its tempo shown. Nothing is uploaded.

const app = useAppInBrowser();
let counter = 0;

async function openFindSongBpm(): Promise<{ page: Page; requests: Request[]; workers: string[] }> {
  const { context, page } = await app.openSession();
  await signUpWithApi(context, `detect_${Date.now().toString(36)}${counter++}`, 'detect-password-1');
  await page.goto('/add-to-playlist');
  await page.getByRole('heading', { name: 'Find Song BPM' }).waitFor();
  const requests: Request[] = [];
  const workers: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('worker', (worker) => workers.push(worker.url()));
  return { page, requests, workers };
}

const fileInput = (page: Page) => page.locator('input[type="file"]');

describe('tempo detection from an audio file', () => {
  it("asks 'Not sure — is it 67 or 134?' for a 67 BPM ballad WAV (its backbeat could be a 134 beat), analysed in a Web Worker without uploading it", async () => {
    const { page, requests, workers } = await openFindSongBpm();
    const file = beatWavFile('ballad', 67);
    await fileInput(page).setInputFiles(file);
    await page.getByText('Not sure — is it 67 or 134?', { exact: true }).waitFor({ timeout: 20_000 });
    // Both readings are one tap away; the chosen one becomes the answer.
    await page.getByRole('button', { name: 'Use 134 BPM', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use 67 BPM', exact: true }).click();
    await page.getByText('Tempo chosen: 67 BPM (detected).').waitFor();
    await page.getByRole('group', { name: 'Detected tempo' }).getByText('67 BPM', { exact: true }).waitFor();

    expect(workers.some((url) => /tempoWorker/.test(url))).toBe(true);
    // Only the detector's code was fetched: no request carries the file, none leaves the origin.
    for (const request of requests) {
      expect(request.method()).toBe('GET');
      expect(request.url().startsWith(app.baseUrl)).toBe(true);
    }
  });

  it("finds a 174 BPM rock beat (or its half), doubles/halves it, and 'Use this tempo' takes the shown tempo", async () => {
    const { page } = await openFindSongBpm();
    await fileInput(page).setInputFiles(beatWavFile('rock', 174));
    await page.getByText('Not sure — is it 87 or 174?', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Use 174 BPM', exact: true }).click();
    await page.getByRole('group', { name: 'Detected tempo' }).getByText('174 BPM', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '×2', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: '÷2', exact: true }).click();
    await page.getByText('87 BPM', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use this tempo' }).click();
    await page.getByText('Tempo chosen: 87 BPM (detected).').waitFor();
    await page.getByRole('link', { name: 'Open a click track at 87 BPM' }).click();
    await page.getByRole('textbox', { name: 'Tempo (BPM)' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe('87');
  });

  it("shows the mean and the range of a performance that drifts from 118 to 130 BPM over a whole 90 s song, and 'Use this tempo' takes the mean", async () => {
    const { page } = await openFindSongBpm();
    await fileInput(page).setInputFiles(beatWavFile('rock', 124, 90, (second) => 118 + (12 * second) / 90));
    const shown = page.getByRole('group', { name: 'Detected tempo' }).getByText(/^\d+ BPM \(\d+–\d+\)$/);
    await shown.waitFor({ timeout: 30_000 });
    const [, mean, low, high] = /^(\d+) BPM \((\d+)–(\d+)\)$/.exec((await shown.textContent())!)!.map(Number);
    expect(Math.abs(mean! - 124)).toBeLessThanOrEqual(1);
    expect(low).toBeGreaterThanOrEqual(117);
    expect(low).toBeLessThanOrEqual(121);
    expect(high).toBeGreaterThanOrEqual(127);
    expect(high).toBeLessThanOrEqual(131);
    await page.getByText(`Mean tempo: the performance moves between ${low} and ${high} BPM.`).waitFor();
    await page.getByRole('button', { name: 'Use this tempo' }).click();
    await page.getByText(`Tempo chosen: ${mean} BPM (detected).`).waitFor();
  });

  it('analyses a WAV dropped on the drop zone', async () => {
    const { page } = await openFindSongBpm();
    const file = beatWavFile('band', 132, 12);
    const dataTransfer = await page.evaluateHandle(
      ({ base64, name, type }) => {
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], name, { type }));
        return transfer;
      },
      { base64: file.buffer.toString('base64'), name: file.name, type: file.mimeType },
    );
    const dropZone = page.getByTestId('audio-drop-zone');
    await dropZone.dispatchEvent('dragover', { dataTransfer });
    await dropZone.dispatchEvent('drop', { dataTransfer });
    await page.getByText('132 BPM', { exact: true }).waitFor({ timeout: 20_000 });
  });

  it("says 'Could not read this audio file' for a file the browser cannot decode", async () => {
    const { page } = await openFindSongBpm();
    await fileInput(page).setInputFiles({
      name: 'broken.wav',
      mimeType: 'audio/wav',
      buffer: Buffer.from('RIFF this is not really a wave file'),
    });
    await page.getByRole('alert').filter({ hasText: 'Could not read this audio file' }).waitFor({ timeout: 20_000 });
  });
});
