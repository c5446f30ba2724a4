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

export const CUE_CASES = [
  { name: '4/4 at 100, a pop song map', settings: song(FOUR_FOUR, 100, POP) },
  {
    name: '4/4 at 180 (long words cut)',
    settings: song(FOUR_FOUR, 180, ['Verse', 'Chorus 3', 'Instrumental', 'Ending']),
  },
  { name: '4/4 at 240 (count words cut)', settings: song(FOUR_FOUR, 240, ['Tag', 'Outro']) },
  { name: '6/8 at 66 dotted, counted in groups', settings: song(SIX_EIGHT, 66, ['Verse', 'Chorus', 'Tag']) },
  { name: '7/8 (2+2+3) at 200 eighths', settings: song(SEVEN_EIGHT, 200, ['Intro', 'Breakdown', 'Interlude']) },
];
