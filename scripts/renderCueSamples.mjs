// Renders the spoken cue samples of client/public/cues (run by hand when the words or the voice
// change: `node scripts/renderCueSamples.mjs`; the WAVs are committed). The voice is Festival's
// cmu_us_slt_arctic_hts (Debian: festival, festvox-us-slt-hts), whose licence allows
// redistribution (README, "Voice"). Each file is mono 16-bit PCM at 22.05 kHz and starts at the
// voice's onset: the player places a file's first sample on its planned frame, so any silence
// before the voice would make it late. Trailing silence is cut too, which keeps the files small
// and lets the plan know how long each word really lasts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monoWav16 } from './lib/monoWav.mjs';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'client', 'public', 'cues');
const SAMPLE_RATE = 22050;
/** hts_engine's speaking rate: the voice's own pace is slow for counting at stage tempos. */
const SPEAKING_RATE = 1.3;
/** Below this (about −46 dBFS) a sample counts as silence when trimming. */
const ONSET_THRESHOLD = 164;
/** Kept after the last loud sample, so a word's tail is not cut off abruptly. */
const TAIL_SAMPLES = Math.round(SAMPLE_RATE * 0.02);

/** File name (without .wav) → what the voice says. Kept in step with schema/cueWords.ts. */
const WORDS = {
  one: 'one',
  two: 'two',
  three: 'three',
  four: 'four',
  five: 'five',
  six: 'six',
  seven: 'seven',
  eight: 'eight',
  nine: 'nine',
  ten: 'ten',
  eleven: 'eleven',
  twelve: 'twelve',
  and: 'and',
  intro: 'intro',
  verse: 'verse',
  'pre-chorus': 'pre chorus',
  chorus: 'chorus',
  bridge: 'bridge',
  solo: 'solo',
  instrumental: 'instrumental',
  breakdown: 'breakdown',
  interlude: 'interlude',
  tag: 'tag',
  outro: 'outro',
  ending: 'ending',
  'last-time': 'last time',
  'verse-2': 'verse two',
  'verse-3': 'verse three',
  'verse-4': 'verse four',
  'chorus-2': 'chorus two',
  'chorus-3': 'chorus three',
  'chorus-4': 'chorus four',
  // Band messages (a rehearsal room's presets; 'Tag' says the section word above).
  start: 'start',
  stop: 'stop',
  'repeat-chorus': 'repeat chorus',
  'last-chorus': 'last chorus',
  cut: 'cut',
  'now-playing': 'now playing',
  'up-next': 'up next',
};

/** The 16-bit samples of a canonical PCM WAV as text2wave writes it. */
function readPcm(file) {
  const bytes = readFileSync(file);
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    if (id === 'data')
      return new Int16Array(bytes.buffer.slice(bytes.byteOffset + offset + 8, bytes.byteOffset + offset + 8 + size));
    offset += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no data chunk`);
}

const work = mkdtempSync(path.join(tmpdir(), 'cues-'));
let total = 0;
try {
  for (const [name, text] of Object.entries(WORDS)) {
    const raw = path.join(work, `${name}.wav`);
    execFileSync(
      'text2wave',
      [
        '-F',
        String(SAMPLE_RATE),
        '-eval',
        '(voice_cmu_us_slt_arctic_hts)',
        '-eval',
        `(set! hts_engine_params (append hts_engine_params '(("-r" ${SPEAKING_RATE}))))`,
        '-o',
        raw,
      ],
      {
        input: text,
      },
    );
    const samples = readPcm(raw);
    const loud = (value) => Math.abs(value) >= ONSET_THRESHOLD;
    const first = samples.findIndex(loud);
    const last = samples.findLastIndex(loud);
    if (first < 0) throw new Error(`${name}: the voice said nothing`);
    const trimmed = samples.slice(first, Math.min(samples.length, last + 1 + TAIL_SAMPLES));
    const file = monoWav16(trimmed, SAMPLE_RATE);
    writeFileSync(path.join(outDir, `${name}.wav`), file);
    total += file.length;
    console.log(`${name.padEnd(14)} ${((trimmed.length / SAMPLE_RATE) * 1000).toFixed(0).padStart(5)} ms`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`${Object.keys(WORDS).length} words, ${(total / 1024).toFixed(0)} KiB`);
