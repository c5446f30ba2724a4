/// <reference lib="webworker" />
// The Web Worker that runs detectTempo off the main thread (a 30 s clip takes a few hundred ms,
// long enough to freeze the page). It receives mono samples (transferred, not copied) and answers
// with the detection or an error message.
import { detectTempo } from './detectTempo';
import type { TempoWorkerRequest, TempoWorkerResponse } from './tempoWorkerMessages';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<TempoWorkerRequest>) => {
  let response: TempoWorkerResponse;
  try {
    response = { ok: true, detection: detectTempo(event.data.samples, event.data.sampleRate) };
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(response);
};
