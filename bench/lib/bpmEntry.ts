// The code bench/bpm.mjs and bench/fitLevels.mjs bundle for Node: the app's own detector and the
// legacy corpus's signal synthesiser (the unit tests').
export { detectTempo, levelEvidence, LEVEL_WEIGHTS } from '../../client/src/audio/tempoDetection/detectTempo';
export { PATTERNS, renderPattern } from '../../testkit/beatSynth';
