/**
 * `npm run bench:bpm`: accuracy and speed of the in-browser tempo detection
 * (client/src/audio/tempoDetection/detectTempo.ts) over a generated corpus of 30 s clips at 44.1 kHz.
 * See bench/README.md. Writes bench/results/bpm.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { bpmCorpus } from './lib/bpmCorpus.mjs';

const SAMPLE_RATE = 44100;
const SECONDS = 30;
const GOALS = { withinOneBpm: 0.9, withinOctave: 0.97, maxSecondsPerClip: 1 };

/** The detector and synthesiser, bundled from the TypeScript the app ships (rolldown, vite's bundler). */
async function loadDetector() {
  const result = await build({
    input: fileURLToPath(new URL('./lib/bpmEntry.ts', import.meta.url)),
    write: false,
    logLevel: 'silent',
    output: { format: 'esm' },
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.output[0].code).toString('base64')}`);
}

/** Within ±4 % of the truth, of its double or of its half. */
function withinOctave(detected, truth) {
  return [truth, truth * 2, truth / 2].some((target) => Math.abs(detected - target) <= 0.04 * target);
}

async function main() {
  const { detectTempo, PATTERNS, renderPattern } = await loadDetector();
  const clips = bpmCorpus();
  const rows = [];
  for (const clip of clips) {
    const samples = renderPattern(PATTERNS[clip.pattern], { ...clip, seconds: SECONDS, sampleRate: SAMPLE_RATE });
    const started = performance.now();
    const detection = detectTempo(samples, SAMPLE_RATE);
    const seconds = (performance.now() - started) / 1000;
    const row = {
      ...clip,
      detected: detection.bpm,
      confidence: Number(detection.confidence.toFixed(3)),
      withinOneBpm: Math.abs(detection.bpm - clip.bpm) <= 1,
      withinOctave: withinOctave(detection.bpm, clip.bpm),
      seconds: Number(seconds.toFixed(4)),
    };
    rows.push(row);
    const mark = row.withinOneBpm ? 'ok    ' : row.withinOctave ? 'octave' : 'WRONG ';
    const extras = [clip.swing ? 'swing' : '', clip.noise ? `noise ${clip.noise}` : '', clip.jitterMs ? `jitter ${clip.jitterMs} ms` : '', clip.ambiguous ? 'ambiguous' : '']
      .filter(Boolean)
      .join(', ');
    console.log(`${mark} ${clip.name.padEnd(22)} → ${String(detection.bpm).padStart(6)}  ${(seconds * 1000).toFixed(0).padStart(4)} ms  ${extras}`);
  }
  const share = (key) => rows.filter((row) => row[key]).length / rows.length;
  const times = rows.map((row) => row.seconds);
  const summary = {
    clips: rows.length,
    withinOneBpm: Number(share('withinOneBpm').toFixed(4)),
    withinOctave: Number(share('withinOctave').toFixed(4)),
    meanSecondsPerClip: Number((times.reduce((sum, value) => sum + value, 0) / times.length).toFixed(4)),
    maxSecondsPerClip: Number(Math.max(...times).toFixed(4)),
  };
  const met = {
    withinOneBpm: summary.withinOneBpm >= GOALS.withinOneBpm,
    withinOctave: summary.withinOctave >= GOALS.withinOctave,
    timePerClip: summary.maxSecondsPerClip < GOALS.maxSecondsPerClip,
  };
  const results = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    sampleRateHz: SAMPLE_RATE,
    clipSeconds: SECONDS,
    summary,
    goals: GOALS,
    met,
    clips: rows,
  };
  const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}bpm.json`, `${JSON.stringify(results, null, 2)}\n`);
  const yes = (ok) => (ok ? 'met' : 'MISSED');
  const percent = (value) => `${(value * 100).toFixed(1)} %`;
  console.log(`
${summary.clips} clips of ${SECONDS} s at ${SAMPLE_RATE} Hz, ${results.cpus} × ${results.cpuModel}, Node ${process.version}
within ±1 BPM:              ${percent(summary.withinOneBpm)}  [goal ≥ 90 %: ${yes(met.withinOneBpm)}]
within ±4 %, ×2/÷2 allowed: ${percent(summary.withinOctave)}  [goal ≥ 97 %: ${yes(met.withinOctave)}]
time per clip:              mean ${(summary.meanSecondsPerClip * 1000).toFixed(0)} ms, max ${(summary.maxSecondsPerClip * 1000).toFixed(0)} ms  [goal < 1 s: ${yes(met.timePerClip)}]
Written: bench/results/bpm.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
