// (h) of bench:audio: songs that follow each other. The real ClickTrackPlayer plays a song and
// queues the next (queueAt, where followOnStartFrame puts it) on an OfflineAudioContext, and what
// comes out is measured against a grid computed here, independently of the engine: the first song's
// first click (its sample 0) plus its count-in and bars at its tempo, then the gap in its bars or in
// seconds. Runs inside the page (page.evaluate), where `ClickAudio` is the bundled engine: nothing
// here may refer to module scope.
/* global ClickAudio, OfflineAudioContext */

/**
 * @param {{ sampleRatesHz: number[], cases: Array<{ name: string, first: object, next: object, followOn: { unit: 'bars' | 'seconds', gap: number } }> }} input
 */
export async function measureFollowOn({ sampleRatesHz, cases }) {
  const BEATS_PER_BAR = 4;
  /** Index of each first non-zero sample after at least 100 zeros: the renderer writes exact zeros between clicks. */
  const onsetsOf = (samples) => {
    const onsets = [];
    let lastSound = -Infinity;
    samples.forEach((value, index) => {
      if (value === 0) return;
      if (index - lastSound > 100) onsets.push(index);
      lastSound = index;
    });
    return onsets;
  };
  const rows = [];
  for (const sampleRateHz of sampleRatesHz) {
    for (const { name, first, next, followOn } of cases) {
      const beatSeconds = 60 / first.bpm;
      // Beats j with j · 60 / bpm < length (exact for whole-number settings), in bars of four: a song cut mid-bar ends at that bar's line.
      const firstBars = Math.ceil(Math.ceil((first.durationSeconds * first.bpm) / 60) / BEATS_PER_BAR);
      const gridSeconds = first.countInBeats * beatSeconds + firstBars * BEATS_PER_BAR * beatSeconds;
      const gapSeconds = followOn.unit === 'bars' ? followOn.gap * BEATS_PER_BAR * beatSeconds : followOn.gap;
      const nextSeconds = next.countInBeats * (60 / next.bpm) + next.durationSeconds;
      const lengthFrames = Math.ceil((1 + gridSeconds + gapSeconds + nextSeconds + 1) * sampleRateHz);
      const offline = new OfflineAudioContext(1, lengthFrames, sampleRateHz);
      // The player's view of the offline context: running from the start, its clock at frame 0 until rendered.
      const context = {
        get currentTime() {
          return offline.currentTime;
        },
        sampleRate: sampleRateHz,
        state: 'running',
        destination: offline.destination,
        baseLatency: undefined,
        resume: async () => undefined,
        createBuffer: (...args) => offline.createBuffer(...args),
        createBufferSource: () => offline.createBufferSource(),
      };
      const player = new ClickAudio.ClickTrackPlayer({ createContext: () => context, now: () => 0 });
      await player.play(first);
      const timeline = player.getTimeline();
      const startFrame = ClickAudio.followOnStartFrame(timeline, followOn);
      const queued = player.queueAt(next, startFrame / sampleRateHz, () => undefined);
      const output = (await offline.startRendering()).getChannelData(0);
      player.dispose();
      const onsets = onsetsOf(output);
      const firstSample0 = onsets[0];
      // The next song's first click: the onset after the first song's clicks (it plays every beat of its bars only if its length fills them).
      const firstClicks = ClickAudio.planClickTrack(first, sampleRateHz).beats.length;
      const nextFirst = onsets[firstClicks];
      const gridEndFrame = firstSample0 + Math.round(gridSeconds * sampleRateHz);
      const plannedFrame = firstSample0 + Math.round((gridSeconds + gapSeconds) * sampleRateHz);
      rows.push({
        name,
        sampleRateHz,
        queued,
        onsets: onsets.length,
        expectedOnsets: firstClicks + ClickAudio.planClickTrack(next, sampleRateHz).beats.length,
        samplesFromGridEndToNextClick: nextFirst - gridEndFrame,
        errorSamples: nextFirst - plannedFrame,
      });
    }
  }
  return rows;
}

const song = (bpm, durationSeconds, countInBeats = 4) => ({
  bpm,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds,
  countInBeats,
  volumePercent: 75,
});

/** (h) The cases: gapless, a gap in the first song's bars, a gap in seconds, at tempos whose beats fall between samples. */
export const FOLLOW_CASES = [
  { name: 'gap 0 bars, 120 → 97 bpm', first: song(120, 8), next: song(97, 4), followOn: { unit: 'bars', gap: 0 } },
  {
    name: 'gap 0 bars, 97 → 181 bpm, cut mid-bar',
    first: song(97, 10),
    next: song(181, 3),
    followOn: { unit: 'bars', gap: 0 },
  },
  {
    name: 'gap 2 bars, 133 → 90 bpm',
    first: song(133, 30),
    next: song(90, 3),
    followOn: { unit: 'bars', gap: 2 },
  },
  {
    name: 'gap 3 seconds, 120 → 140 bpm',
    first: song(120, 6),
    next: song(140, 3),
    followOn: { unit: 'seconds', gap: 3 },
  },
];

/** Every click of both songs came out; gap 0 meets the last bar's end exactly; any gap is within the one-sample rounding of its planned frame. */
export const followOnExact = (row) =>
  row.queued &&
  row.onsets === row.expectedOnsets &&
  Math.abs(row.errorSamples) <= 1 &&
  (row.name.startsWith('gap 0') ? row.samplesFromGridEndToNextClick === 0 : true);
