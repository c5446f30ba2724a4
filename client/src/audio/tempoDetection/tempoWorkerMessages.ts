import type { TempoDetection } from './detectTempo';

/** What the main thread sends the tempo worker: mono samples and their rate. */
export interface TempoWorkerRequest {
  samples: Float32Array;
  sampleRate: number;
}

/** What the tempo worker answers. */
export type TempoWorkerResponse = { ok: true; detection: TempoDetection } | { ok: false; message: string };
