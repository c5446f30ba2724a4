import { monoWav16 } from '../../scripts/lib/monoWav.mjs';

// The song maps bench:audio (h) speaks, written out whole (resolved), with a count-in of one bar.
const sounds = { accent: null, normal: null, soft: null, subdivision: null };
const pattern = (timeSignature, grouping, accents, tempoUnit = 'note') => ({
  timeSignature,
  grouping,
  accents,
  subdivision: 'none',
  swingPercent: 50,
  tempoUnit,
});
const FOUR_FOUR = pattern('4/4', [1, 1, 1, 1], ['accent', 'normal', 'normal', 'normal']);
const SIX_EIGHT = pattern('6/8', [3, 3], ['accent', 'soft', 'soft', 'normal', 'soft', 'soft'], 'dotted');
const SEVEN_EIGHT = pattern('7/8', [2, 2, 3], ['accent', 'soft', 'normal', 'soft', 'normal', 'soft', 'soft']);
const section = (name, bars, bpm, barPattern) => ({ name, bars, bpm, endBpm: null, muted: false, ...barPattern });
const song = (barPattern, bpm, names) => ({
  bpm,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: 0,
  countInBeats: 0,
  countInBars: 1,
  volumePercent: 50,
  rhythm: {
    ...barPattern,
    levelSounds: sounds,
    sections: names.map((name) => section(name, 2, bpm, barPattern)),
  },
  cues: { countIn: true, sections: true, leadInBars: 1, volumePercent: 80 },
});
const POP = ['Intro', 'Verse', 'Pre-chorus', 'Chorus', 'Verse 2', 'Chorus 2', 'Bridge', 'Solo', 'Last time', 'Outro'];

/** The stand-ins for words a user recorded: the ids bench:audio serves {@link ownWordStandInWav} under. */
const OWN_WORDS = [
  { word: 'two', soundId: '00000000-0000-4000-8000-00000000a001' },
  { word: 'chorus', soundId: '00000000-0000-4000-8000-00000000a002' },
];

/** Settings with the user's own words in place of the built-in voice's. */
const withOwnWords = (settings) => ({ ...settings, cues: { ...settings.cues, ownWords: OWN_WORDS } });

/**
 * An uploaded word as GET /api/sounds/{id} serves it: 16-bit mono WAV at 44.1 kHz, trimmed to its
 * onset by the server (loud from its first sample), 0.25 s of a decaying 220 Hz tone and then a
 * quiet tail the player trims. The same bytes for every id.
 */
export function ownWordStandInWav() {
  const rate = 44100;
  const samples = new Int16Array(Math.round(0.4 * rate));
  for (let i = 0; i < Math.round(0.25 * rate); i++)
    samples[i] = Math.round(20000 * Math.exp(-i / (0.08 * rate)) * Math.cos((2 * Math.PI * 220 * i) / rate));
  return monoWav16(samples, rate);
}

/** The own-words case: placed by the real CueVoice from the user's sounds. */
export const OWN_WORDS_CASE = {
  name: '4/4 at 100, own "two" and "chorus"',
  settings: withOwnWords(song(FOUR_FOUR, 100, ['Verse', 'Chorus'])),
};

export const CUE_CASES = [
  { name: '4/4 at 100, a pop song map', settings: song(FOUR_FOUR, 100, POP) },
  {
    name: '4/4 at 180 (long words cut)',
    settings: song(FOUR_FOUR, 180, ['Verse', 'Chorus 3', 'Instrumental', 'Ending']),
  },
  { name: '4/4 at 240 (count words cut)', settings: song(FOUR_FOUR, 240, ['Tag', 'Outro']) },
  { name: '6/8 at 66 dotted, counted in groups', settings: song(SIX_EIGHT, 66, ['Verse', 'Chorus', 'Tag']) },
  { name: '7/8 (2+2+3) at 200 eighths', settings: song(SEVEN_EIGHT, 200, ['Intro', 'Breakdown', 'Interlude']) },
  OWN_WORDS_CASE,
];
