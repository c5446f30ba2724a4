// The code bench/bpm.mjs bundles for Node: the app's own detector and the test signal synthesiser.
export { detectTempo } from '../../client/src/audio/tempoDetection/detectTempo';
export { PATTERNS, renderPattern } from '../../testkit/beatSynth';
