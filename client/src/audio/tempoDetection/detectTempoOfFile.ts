import { MAX_ANALYSIS_SECONDS, type TempoDetection } from './detectTempo';
import type { TempoWorkerRequest, TempoWorkerResponse } from './tempoWorkerMessages';

/** The sample rate files are decoded (and resampled) to: the rate the detector is measured at. */
const DECODE_SAMPLE_RATE = 44100;

/** The file is not audio the browser can decode (or holds no samples). */
export class UnreadableAudioError extends Error {
  constructor(cause?: unknown) {
    super('Could not read this audio file', { cause });
    this.name = 'UnreadableAudioError';
  }
}

/**
 * Detects the tempo of an audio file entirely in the browser: decodes it on the main thread
 * (`decodeAudioData`; workers have no AudioContext), mixes the whole song (its middle ten minutes
 * when longer, `MAX_ANALYSIS_SECONDS`) to mono at half the rate and hands the samples to a Web
 * Worker running detectTempo. Nothing is uploaded. Rejects with UnreadableAudioError for a file
 * that is not decodable audio.
 */
export async function detectTempoOfFile(file: File): Promise<TempoDetection> {
  const mono = await decodeToMono(file);
  return runInWorker({ samples: mono, sampleRate: DECODE_SAMPLE_RATE / 2 });
}

/**
 * Decodes `file`, keeps at most its middle ten minutes, and averages its channels and each pair of
 * samples (22.05 kHz: the halving detectTempo does first to 44.1 kHz audio, done here so the
 * worker gets half the memory). An OfflineAudioContext decodes without opening an
 * output device.
 */
async function decodeToMono(file: File): Promise<Float32Array> {
  let buffer: AudioBuffer;
  try {
    const context = new OfflineAudioContext(1, 1, DECODE_SAMPLE_RATE);
    buffer = await context.decodeAudioData(await file.arrayBuffer());
  } catch (error) {
    throw new UnreadableAudioError(error);
  }
  if (buffer.length === 0 || buffer.numberOfChannels === 0) throw new UnreadableAudioError();
  const kept = Math.min(buffer.length, MAX_ANALYSIS_SECONDS * DECODE_SAMPLE_RATE);
  const start = 2 * Math.floor((buffer.length - kept) / 4); // even, so the pairs are the ones detectTempo would average
  const mono = new Float32Array(Math.floor(kept / 2));
  const weight = 0.5 / buffer.numberOfChannels;
  for (let channel = 0; channel < buffer.numberOfChannels; channel++) {
    const data = buffer.getChannelData(channel);
    for (let index = 0; index < mono.length; index++)
      mono[index] += weight * (data[start + 2 * index] + data[start + 2 * index + 1]);
  }
  return mono;
}

/** Runs one detection in a fresh worker (terminated afterwards: detections are rare and one-off). */
function runInWorker(request: TempoWorkerRequest): Promise<TempoDetection> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./tempoWorker.ts', import.meta.url), {
      type: 'module',
      name: 'tempo-detection',
    });
    worker.onmessage = (event: MessageEvent<TempoWorkerResponse>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.detection);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The tempo analysis stopped unexpectedly'));
    };
    worker.postMessage(request, [request.samples.buffer]);
  });
}
