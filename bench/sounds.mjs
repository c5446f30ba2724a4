/**
 * `npm run bench:sounds`: how close the onset finder of users' own sounds
 * (server/services/sounds/onset.ts, which decides where an uploaded sound is trimmed) comes to the
 * true transient, on the generated test set of testkit/onsetSounds.ts (tones, noise bursts and low
 * thumps; attacks from instant to 2 ms; digital silence or noise up to −55 dBFS before them; 44.1,
 * 48 and 96 kHz). Goal: every onset within ±0.5 ms. A smoke run measures the first few sounds. See
 * bench/README.md. Writes bench/results/sounds.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const GOAL_MS = 0.5;

/** The finder and the test set, bundled from the TypeScript the server runs (rolldown, vite's bundler). */
async function loadFinder() {
  const result = await build({
    input: fileURLToPath(new URL('./lib/soundsEntry.ts', import.meta.url)),
    write: false,
    logLevel: 'silent',
    output: { format: 'esm' },
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.output[0].code).toString('base64')}`);
}

async function main() {
  announceSmoke('bench:sounds');
  const { findOnset, onsetErrorMs, onsetSounds } = await loadFinder();
  const all = onsetSounds();
  const sounds = sized(all, all.slice(0, 5));
  const rows = sounds.map((sound) => {
    const started = performance.now();
    const found = findOnset(sound.samples, sound.sampleRate);
    return { name: sound.name, errorMs: onsetErrorMs(sound, found), ms: performance.now() - started };
  });
  const worst = rows.reduce((max, row) => (Math.abs(row.errorMs) > Math.abs(max.errorMs) ? row : max));
  const within = rows.filter((row) => Math.abs(row.errorMs) <= GOAL_MS).length;
  const meanAbs = rows.reduce((sum, row) => sum + Math.abs(row.errorMs), 0) / rows.length;
  console.log(`Onset of users' own sounds, ${rows.length} generated sounds with known onsets:`);
  console.log(
    `  max |error| ${Math.abs(worst.errorMs).toFixed(3)} ms (${worst.name}); mean |error| ${meanAbs.toFixed(3)} ms`,
  );
  console.log(`  within ±${GOAL_MS} ms: ${within}/${rows.length}${within === rows.length ? '' : '  ← goal missed'}`);
  if (rows.some((row) => !Number.isFinite(row.errorMs))) {
    console.error('An onset was not found in a sound that has one');
    process.exitCode = 1;
  }
  if (SMOKE) return;
  const results = {
    date: new Date().toISOString(),
    goalMs: GOAL_MS,
    sounds: rows.length,
    maxAbsErrorMs: Number(Math.abs(worst.errorMs).toFixed(4)),
    meanAbsErrorMs: Number(meanAbs.toFixed(4)),
    withinGoal: within,
    rows: rows.map((row) => ({ ...row, errorMs: Number(row.errorMs.toFixed(4)), ms: Number(row.ms.toFixed(3)) })),
  };
  const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}sounds.json`, `${JSON.stringify(results, null, 2)}\n`);
  console.log('Written: bench/results/sounds.json');
}

await main();
