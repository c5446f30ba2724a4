/**
 * `npm run bench:bpm`: accuracy and speed of the in-browser tempo detection
 * (client/src/audio/tempoDetection/detectTempo.ts) side by side with music-tempo 1.0.3 (MIT, Dixon's
 * BeatRoot; called as its README says, defaults) on the same clips in the same run.
 *
 * Two corpora, both generated, 30 s at 44.1 kHz:
 * - the groove corpus (bench/lib/tempoClips.mjs): 140 clips of 14 grooves with their own synthesiser —
 *   syncopation, soft onsets, compound meters, tempo wobble and drift, noise down to 0 dB SNR;
 * - "legacy" (bench/lib/bpmCorpus.mjs): the earlier 44 clips of testkit/beatSynth.ts (the unit
 *   tests' synthesiser).
 *
 * A tempo that moves: on the clips that wobble or drift, how often our range's ends
 * are within ±1.5 BPM of the slowest and fastest tempo the clip plays and its mean within ±1 BPM of
 * the true mean; on the steady clips, how often a range is shown anyway. Then whole songs: 4-minute
 * renders (drifting, wobbling) timed as one detection each.
 *
 * Environment: BPM_ONLY=<regexp> runs the clips whose name matches; BPM_PEER=0 skips music-tempo;
 * BPM_LEGACY=0 skips the legacy corpus; BPM_SONGS=0 skips the 4-minute songs; BPM_VARIANT=<n> draws another groove corpus (other tempos and seeds); BPM_QUIET=1 prints only the misses. See bench/README.md.
 * Writes bench/results/bpm.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { bpmCorpus } from './lib/bpmCorpus.mjs';
import { renderClip, tempoClips } from './lib/tempoClips.mjs';
import { announceSmoke, sized, SMOKE } from './lib/smoke.mjs';

const SAMPLE_RATE = 44100;
const SECONDS = sized(30, 10);
/** A smoke run detects a few clips of each corpus and one short song. */
const fewInSmoke = (clips) => sized(clips, clips.slice(0, 3));
const GOALS = { withinOneBpm: 0.9, withinMultiple: 0.99, maxMeanSecondsPerClip: 0.25, confidentRight: 0.97 };
const only = process.env.BPM_ONLY ? new RegExp(process.env.BPM_ONLY) : null;
const runPeer = process.env.BPM_PEER !== '0';
const runLegacy = process.env.BPM_LEGACY !== '0';
const quiet = process.env.BPM_QUIET === '1';
const runSongs = process.env.BPM_SONGS !== '0';
/** A range's end is right within this of the true slowest / fastest tempo (BPM). */
const RANGE_TOLERANCE_BPM = 1.5;

/** The detector and the legacy synthesiser, bundled from the TypeScript the app ships (rolldown, vite's bundler). */
async function loadDetector() {
  const result = await build({
    input: fileURLToPath(new URL('./lib/bpmEntry.ts', import.meta.url)),
    write: false,
    logLevel: 'silent',
    output: { format: 'esm' },
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.output[0].code).toString('base64')}`);
}

const within = (detected, target, tolerance) => Math.abs(detected - target) <= tolerance;
/** The accuracy marks of one answer against the truth. */
function marks(detected, truth) {
  return {
    withinOneBpm: within(detected, truth, 1),
    withinFourPercent: within(detected, truth, 0.04 * truth),
    withinMultiple: [1, 2, 0.5, 3, 1 / 3].some((factor) => within(detected, truth * factor, 0.04 * truth * factor)),
  };
}

function musicTempo(MusicTempo, samples) {
  try {
    const tempo = Number(new MusicTempo(samples).tempo);
    return Number.isFinite(tempo) && tempo > 0 ? tempo : 0;
  } catch {
    return 0;
  }
}

function summarise(rows, key) {
  const share = (mark) => rows.filter((row) => row[key][mark]).length / rows.length;
  const times = rows.map((row) => row[key].seconds);
  return {
    clips: rows.length,
    withinOneBpm: Number(share('withinOneBpm').toFixed(4)),
    withinFourPercent: Number(share('withinFourPercent').toFixed(4)),
    withinMultiple: Number(share('withinMultiple').toFixed(4)),
    meanSecondsPerClip: Number((times.reduce((sum, value) => sum + value, 0) / times.length).toFixed(4)),
    maxSecondsPerClip: Number(Math.max(...times).toFixed(4)),
  };
}

/** Calibration of our confidence: among the answers the detector does not flag unsure, the share within ±1 BPM. */
function calibration(rows) {
  const sure = rows.filter((row) => !row.ours.unsure);
  const right = sure.filter((row) => row.ours.withinOneBpm);
  const unsure = rows.filter((row) => row.ours.unsure);
  const unsureOffered = unsure.filter((row) => row.ours.withinOneBpm || row.ours.alternativeRight);
  return {
    sure: sure.length,
    sureRight: right.length,
    sureRightShare: sure.length ? Number((right.length / sure.length).toFixed(4)) : null,
    unsure: unsure.length,
    unsureAnswerOrAlternativeRight: unsureOffered.length,
  };
}

async function runCorpus(label, clips, render, detector, MusicTempo) {
  const rows = [];
  console.log(`\n— ${label} —`);
  for (const clip of clips) {
    if (only && !only.test(clip.name)) continue;
    const { samples, truth, tempoMin = truth, tempoMax = truth } = render(clip);
    let started = performance.now();
    const detection = detector(samples, SAMPLE_RATE);
    const oursSeconds = (performance.now() - started) / 1000;
    const ours = {
      bpm: detection.bpm,
      confidence: Number(detection.confidence.toFixed(3)),
      unsure: Boolean(detection.unsure),
      ...marks(detection.bpm, truth),
      // What Find Song BPM offers beside the answer when unsure: the other level the detector weighed.
      alternativeRight: typeof detection.rival === 'number' && within(detection.rival, truth, 1),
      range: detection.range ?? null,
      ...rangeMarks(detection.range ?? null, tempoMin, tempoMax),
      seconds: Number(oursSeconds.toFixed(4)),
    };
    let peer = null;
    if (MusicTempo) {
      started = performance.now();
      const tempo = musicTempo(MusicTempo, samples);
      peer = {
        bpm: Number(tempo.toFixed(2)),
        ...marks(tempo, truth),
        seconds: Number(((performance.now() - started) / 1000).toFixed(4)),
      };
    }
    const row = { ...clip, truth, tempoMin, tempoMax, ours, ...(peer ? { musicTempo: peer } : {}) };
    rows.push(row);
    const mark = (result) =>
      result.withinOneBpm ? 'ok' : result.withinFourPercent ? '~4%' : result.withinMultiple ? 'mult' : 'WRONG';
    if (!quiet || !ours.withinOneBpm) {
      const extras = [
        clip.shape && clip.shape !== 'steady' ? clip.shape : '',
        clip.swing ? 'swing' : '',
        clip.snrDb != null ? `${clip.snrDb} dB` : '',
        clip.noise ? `noise ${clip.noise}` : '',
        clip.jitterMs ? `±${clip.jitterMs} ms` : '',
      ]
        .filter(Boolean)
        .join(', ');
      const peerText = peer ? `  music-tempo ${peer.bpm.toFixed(1).padStart(6)} ${mark(peer).padEnd(5)}` : '';
      const rangeText =
        ours.moving || ours.range
          ? `  range ${rangeLabel(ours.range)} ${ours.moving ? `(true ${tempoMin.toFixed(1)}–${tempoMax.toFixed(1)}) ${ours.rangeRight ? 'ok' : 'OFF'}` : 'SHOWN ON A STEADY CLIP'}`
          : '';
      console.log(
        `${clip.name.padEnd(22)} truth ${truth.toFixed(1).padStart(6)}  ours ${detection.bpm.toFixed(1).padStart(6)} ${mark(ours).padEnd(5)} c ${ours.confidence.toFixed(2)}${ours.unsure ? ' unsure' : '       '} ${(oursSeconds * 1000).toFixed(0).padStart(4)} ms${peerText}  ${extras}${rangeText}`,
      );
    }
  }
  return rows;
}

/**
 * Marks of our range against a clip's tempo curve: `moving` when the clip's tempo moves (by more
 * than 0.5 BPM), `rangeRight` when a moving clip's range has both ends within ±1.5 BPM of the true
 * slowest and fastest tempo, or a steady clip shows no range.
 */
function rangeMarks(range, tempoMin, tempoMax) {
  const moving = tempoMax - tempoMin > 0.5;
  const rangeRight = moving
    ? range !== null &&
      within(range.low, tempoMin, RANGE_TOLERANCE_BPM) &&
      within(range.high, tempoMax, RANGE_TOLERANCE_BPM)
    : range === null;
  return { moving, rangeRight };
}

const rangeLabel = (range) => (range ? `${range.low.toFixed(1)}–${range.high.toFixed(1)}` : 'none');

/** The tempo-that-moves figures of a corpus. */
function movement(rows) {
  const moving = rows.filter((row) => row.ours.moving);
  const steady = rows.filter((row) => !row.ours.moving);
  return {
    moving: moving.length,
    movingRangeRight: moving.filter((row) => row.ours.rangeRight).length,
    movingRangeShown: moving.filter((row) => row.ours.range).length,
    movingMeanRight: moving.filter((row) => row.ours.withinOneBpm).length,
    movingBothRight: moving.filter((row) => row.ours.withinOneBpm && row.ours.rangeRight).length,
    steady: steady.length,
    steadyRangeShown: steady.filter((row) => row.ours.range).length,
  };
}

/** Whole songs: 4-minute renders of the groove synthesiser whose tempo moves, each timed as one detection. */
function wholeSongs(detectTempo) {
  const songs = [
    {
      name: 'rock 124, drift (4 min)',
      groove: 'rock',
      bpm: 124,
      shape: 'drift',
      snrDb: 20,
      jitterMs: 5,
      seed: 4_240_001,
    },
    {
      name: 'funk 102, wobble (4 min)',
      groove: 'funk',
      bpm: 102,
      shape: 'wobble',
      snrDb: null,
      jitterMs: 5,
      seed: 4_240_002,
    },
    {
      name: 'fourOnTheFloor 128 (4 min)',
      groove: 'fourOnTheFloor',
      bpm: 128,
      shape: 'steady',
      snrDb: 10,
      jitterMs: 0,
      seed: 4_240_003,
    },
  ];
  const seconds = sized(240, 20);
  console.log(`\n— whole songs, ${seconds} s at 44.1 kHz —`);
  return sized(songs, songs.slice(0, 1)).map((song) => {
    const { samples, truth, tempoMin, tempoMax } = renderClip(song, { seconds, sampleRate: SAMPLE_RATE });
    const started = performance.now();
    const detection = detectTempo(samples, SAMPLE_RATE);
    const elapsed = (performance.now() - started) / 1000;
    const songMarks = { ...marks(detection.bpm, truth), ...rangeMarks(detection.range ?? null, tempoMin, tempoMax) };
    console.log(
      `${song.name.padEnd(28)} truth ${truth.toFixed(1)} (${tempoMin.toFixed(1)}–${tempoMax.toFixed(1)})  ours ${detection.bpm.toFixed(1)} range ${rangeLabel(detection.range ?? null)} ${songMarks.withinOneBpm && songMarks.rangeRight ? 'ok' : 'OFF'}  ${(elapsed * 1000).toFixed(0)} ms`,
    );
    return {
      ...song,
      seconds,
      truth,
      tempoMin,
      tempoMax,
      bpm: detection.bpm,
      range: detection.range ?? null,
      ...songMarks,
      detectionSeconds: Number(elapsed.toFixed(4)),
    };
  });
}

function printTable(label, rows) {
  if (rows.length === 0) return null;
  const ours = summarise(rows, 'ours');
  const peer = rows[0].musicTempo ? summarise(rows, 'musicTempo') : null;
  const percent = (value) => `${(value * 100).toFixed(1)} %`.padStart(8);
  const line = (name, s) =>
    `| ${name.padEnd(24)} | ${percent(s.withinOneBpm)} | ${percent(s.withinFourPercent)} | ${percent(s.withinMultiple)} | ${(s.meanSecondsPerClip * 1000).toFixed(0).padStart(4)} ms (max ${(s.maxSecondsPerClip * 1000).toFixed(0)}) |`;
  console.log(`\n${label}: ${rows.length} clips of ${SECONDS} s at ${SAMPLE_RATE} Hz`);
  console.log('| detector                 | ±1 BPM   | ±4 %     | ±4 % ×2 ½ ×3 ⅓ | time per clip (mean) |');
  console.log(line('ours', ours));
  if (peer) console.log(line('music-tempo 1.0.3', peer));
  const cal = calibration(rows);
  console.log(
    `ours, confidence: ${cal.sure} sure answers, ${cal.sureRightShare === null ? '—' : percent(cal.sureRightShare).trim()} of them within ±1 BPM; ${cal.unsure} unsure, of which ${cal.unsureAnswerOrAlternativeRight} have the answer or the other level offered (rival) within ±1 BPM`,
  );
  const move = movement(rows);
  console.log(
    `ours, a tempo that moves: ${move.moving} clips wobble or drift — range ends within ±${RANGE_TOLERANCE_BPM} BPM of the true slowest and fastest on ${move.movingRangeRight} (a range shown on ${move.movingRangeShown}), mean within ±1 BPM on ${move.movingMeanRight}, both on ${move.movingBothRight}; ${move.steady} steady clips, a range shown on ${move.steadyRangeShown}`,
  );
  return { ours, musicTempo: peer, calibration: cal, movement: move };
}

async function main() {
  announceSmoke('bench:bpm');
  const { detectTempo, PATTERNS, renderPattern } = await loadDetector();
  const MusicTempo = runPeer ? createRequire(import.meta.url)('music-tempo') : null;
  const grooveRows = await runCorpus(
    'groove corpus (bench/lib/tempoClips.mjs)',
    fewInSmoke(tempoClips(Number(process.env.BPM_VARIANT ?? 0))),
    (clip) => renderClip(clip, { seconds: SECONDS, sampleRate: SAMPLE_RATE }),
    detectTempo,
    MusicTempo,
  );
  const legacyRows = runLegacy
    ? await runCorpus(
        'legacy corpus (bench/lib/bpmCorpus.mjs, testkit/beatSynth.ts)',
        fewInSmoke(bpmCorpus()),
        (clip) => ({
          samples: renderPattern(PATTERNS[clip.pattern], { ...clip, seconds: SECONDS, sampleRate: SAMPLE_RATE }),
          truth: clip.bpm,
        }),
        detectTempo,
        MusicTempo,
      )
    : [];
  const songs = runSongs ? wholeSongs(detectTempo) : [];
  const grooves = printTable('groove corpus', grooveRows);
  const legacy = printTable('legacy corpus', legacyRows);
  let met = null;
  if (grooves) {
    const { ours, musicTempo: peer, calibration: cal } = grooves;
    met = {
      withinOneBpm: ours.withinOneBpm >= GOALS.withinOneBpm,
      withinMultiple: ours.withinMultiple >= GOALS.withinMultiple,
      timePerClip: ours.meanSecondsPerClip < GOALS.maxMeanSecondsPerClip,
      confidentRight: cal.sureRightShare !== null && cal.sureRightShare >= GOALS.confidentRight,
      aheadOfMusicTempo: peer
        ? ['withinOneBpm', 'withinFourPercent', 'withinMultiple'].every((key) => ours[key] > peer[key])
        : null,
    };
    const yes = (ok) => (ok === null ? 'not run' : ok ? 'met' : 'MISSED');
    console.log(`
goals (groove corpus): ±1 BPM ≥ 90 % ${yes(met.withinOneBpm)}; ×2 ½ ×3 ⅓ ≥ 99 % ${yes(met.withinMultiple)}; < 0.25 s per clip ${yes(met.timePerClip)}; sure answers ≥ 97 % right ${yes(met.confidentRight)}; ahead of music-tempo on every accuracy figure ${yes(met.aheadOfMusicTempo)}`);
  }
  const results = {
    timestamp: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
    sampleRateHz: SAMPLE_RATE,
    clipSeconds: SECONDS,
    filter: process.env.BPM_ONLY ?? null,
    goals: GOALS,
    met,
    grooves,
    legacy,
    wholeSongs: songs,
    clips: { grooves: grooveRows, legacy: legacyRows },
  };
  if (SMOKE) return;
  const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}bpm.json`, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`${results.cpus} × ${results.cpuModel}, Node ${process.version}. Written: bench/results/bpm.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
