/**
 * Fits the detector's LEVEL_WEIGHTS (client/src/audio/tempoDetection/detectTempo.ts): an averaged
 * perceptron over the candidate beat levels of clips from bench:bpm's generator, drawn as
 * BPM_VARIANT 1 and 2 by default (FIT_VARIANTS) — other tempos and seeds than the bench's own list (variant 0), which it then
 * only reports on. `node bench/fitLevels.mjs` prints the weights to paste; nothing is written.
 * A candidate is right when within ±4 % of the clip's truth.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { renderClip, tempoClips } from './lib/tempoClips.mjs';

const TRAIN_VARIANTS = (process.env.FIT_VARIANTS ?? '1,2').split(',').map(Number);
const EPOCHS = 300;

const bundle = await build({
  input: fileURLToPath(new URL('./lib/bpmEntry.ts', import.meta.url)),
  write: false,
  logLevel: 'silent',
  output: { format: 'esm' },
});
const { levelEvidence, LEVEL_WEIGHTS } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.output[0].code).toString('base64')}`
);

function examples(variant) {
  return tempoClips(variant).map((clip) => {
    const { samples, truth } = renderClip(clip);
    const candidates = levelEvidence(samples, 44100);
    const right = candidates.findIndex((candidate) => Math.abs(candidate.bpm / truth - 1) <= 0.04);
    return { name: clip.name, candidates, right };
  });
}
const score = (weights, features) => features.reduce((sum, value, index) => sum + value * weights[index], 0);
const pick = (weights, example) => {
  let best = 0;
  example.candidates.forEach((candidate, index) => {
    if (score(weights, candidate.features) > score(weights, example.candidates[best].features)) best = index;
  });
  return best;
};
const accuracy = (weights, set) =>
  set.filter((example) => pick(weights, example) === example.right).length / set.length;
const reachable = (set) => set.filter((example) => example.right >= 0).length / set.length;

const train = TRAIN_VARIANTS.flatMap(examples);
const test = examples(0);
const usable = train.filter((example) => example.right >= 0);
const size = usable[0].candidates[0].features.length;
// An averaged perceptron: for each clip whose best-scoring candidate is not the right one, the
// weights move towards the right one's features and away from the chosen one's. Deterministic.
const weights = new Array(size).fill(0);
const sum = new Array(size).fill(0);
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  for (const example of usable) {
    const chosen = pick(weights, example);
    if (chosen !== example.right) {
      const good = example.candidates[example.right].features;
      const bad = example.candidates[chosen].features;
      for (let index = 0; index < size; index++) weights[index] += good[index] - bad[index];
    }
    for (let index = 0; index < size; index++) sum[index] += weights[index];
  }
}
const scale = Math.abs(sum[2]) || 1;
const fitted = sum.map((value) => Number((value / scale).toFixed(3)));
const percent = (value) => `${(value * 100).toFixed(1)} %`;
console.log(
  `training clips: ${train.length} (right level among the candidates: ${percent(reachable(train))}); bench list: ${test.length} (${percent(reachable(test))})`,
);
console.log(
  `current LEVEL_WEIGHTS: train ${percent(accuracy(LEVEL_WEIGHTS, train))}, bench ${percent(accuracy(LEVEL_WEIGHTS, test))}`,
);
console.log(
  `fitted:                train ${percent(accuracy(fitted, train))}, bench ${percent(accuracy(fitted, test))}`,
);
console.log(`export const LEVEL_WEIGHTS = [${fitted.join(', ')}];`);
