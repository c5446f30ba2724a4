/** A stored sound as GET /api/sounds/{id} serves it (16-bit PCM mono WAV), for tests that fetch one. */
export function storedSoundWav(samples: number[], rate = 44100): ArrayBuffer {
  const bytes = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(bytes);
  const text = (at: number, value: string) => [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, Math.round(sample * 32767), true));
  return bytes;
}

/** Answers GET /api/sounds/{id} with `samples` (an id ending in 'broken': 404), and lists the URLs fetched. */
export function fakeSoundFetch(samples: number[]): string[] {
  const fetched: string[] = [];
  globalThis.fetch = jest.fn(async (url: string) => {
    fetched.push(url);
    if (url.endsWith('broken')) return { ok: false, status: 404, arrayBuffer: async () => new ArrayBuffer(0) };
    return { ok: true, status: 200, arrayBuffer: async () => storedSoundWav(samples) };
  }) as unknown as typeof fetch;
  return fetched;
}
