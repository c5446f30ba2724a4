// (e) of bench:audio: meters, groupings, accents, subdivisions, swing, dotted, quarter and group tempos,
// ramps and song-map section boundaries, rendered by the engine through an OfflineAudioContext and
// checked against a plan computed here, independently of the engine: beat times by numerical
// integration of the tempo (Simpson's rule; the engine uses the closed form), subdivisions and
// swing from their definitions. Runs inside the page (page.evaluate), where `ClickAudio` is the
// bundled engine and `renderOffline` is audioPage.mjs's: nothing here may refer to module scope.
/* global ClickAudio, renderOffline */

/**
 * @param {{ sampleRatesHz: number[], cases: Array<{ name: string, settings: object }>, levelGains: Record<string, number> }} input
 */
export async function measureRhythmOnsets({ sampleRatesHz, cases, levelGains }) {
  const PULSES = { none: 1, eighths: 2, triplets: 3, sixteenths: 4, quintuplets: 5, sextuplets: 6 };
  const SIMPSON_STEPS = 2000;

  /** Seconds from the start of a section to beat position x (tempo linear in beats from n0 to n1 over `total` beats). */
  const secondsTo = (x, n0, n1, total) => {
    if (x === 0) return 0;
    const tempo = (position) => n0 + ((n1 - n0) * position) / total;
    const h = x / SIMPSON_STEPS;
    let sum = 60 / tempo(0) + 60 / tempo(x);
    for (let step = 1; step < SIMPSON_STEPS; step++) sum += (step % 2 ? 4 : 2) * (60 / tempo(step * h));
    return (sum * h) / 3;
  };

  /** Where in a beat each pulse falls: equal parts, or swung pairs (s : 100 − s). */
  const fractionsOf = (subdivision, swingPercent) => {
    const pulses = PULSES[subdivision];
    const swing = swingPercent / 100;
    if (subdivision === 'eighths') return [0, swing];
    if (subdivision === 'sixteenths') return [0, swing / 2, 0.5, 0.5 + swing / 2];
    return Array.from({ length: pulses }, (_, pulse) => pulse / pulses);
  };

  /** The meter's notes one tempo beat is: a dotted note 3, a quarter 2 eighths or 4 sixteenths, a group its shortest group. */
  const notesPerTempoBeat = ({ timeSignature, grouping, tempoUnit }) => {
    if (tempoUnit === 'dotted') return 3;
    if (tempoUnit === 'quarter') return Number(timeSignature.split('/')[1]) / 4;
    if (tempoUnit === 'group') return Math.min(...grouping);
    return 1;
  };

  /** A tempo trainer's steps written out as sections: `everyBars` bars per step up to the limit, which then holds. */
  const trainerSections = (rhythm, bpm, trainer) => {
    const sections = [];
    for (let tempo = bpm; ; tempo += trainer.stepBpm) {
      const reached = trainer.stepBpm > 0 ? tempo >= trainer.limitBpm : tempo <= trainer.limitBpm;
      const held = reached ? trainer.limitBpm : tempo;
      sections.push({ ...rhythm, bpm: held, endBpm: null, muted: false, bars: reached ? 10_000 : trainer.everyBars });
      if (reached) return sections;
    }
  };

  /** The plan of a rhythm without a count-in: every onset's time and level (mute included). */
  const referencePlan = (settings) => {
    const rhythm = settings.rhythm;
    const onsets = [];
    const trainer = settings.practice?.tempoTrainer;
    const sections = rhythm.sections.length
      ? rhythm.sections
      : trainer
        ? trainerSections(rhythm, settings.bpm, trainer)
        : [{ ...rhythm, bpm: settings.bpm, endBpm: null, muted: false, bars: null }];
    const gap = settings.practice?.gapClick;
    let barsBefore = 0;
    let startSeconds = 0;
    for (const section of sections) {
      const beatsPerBar = Number(section.timeSignature.split('/')[0]);
      const factor = notesPerTempoBeat(section);
      const n0 = section.bpm * factor;
      const n1 = (section.endBpm ?? section.bpm) * factor;
      const fractions = fractionsOf(section.subdivision, section.swingPercent);
      const steady = section.bars === null;
      const total = steady ? Infinity : section.bars * beatsPerBar;
      const timeOf = (beat) => (steady ? (beat * 60) / n0 : secondsTo(beat, n0, n1, total));
      const limited = steady || Boolean(trainer);
      for (let beat = 0; beat < total; beat++) {
        const beatStart = timeOf(beat);
        if (limited && startSeconds + beatStart >= settings.durationSeconds) break;
        const length = timeOf(beat + 1) - beatStart;
        const bar = barsBefore + Math.floor(beat / beatsPerBar) + 1;
        const gapped = gap && (bar - 1) % (gap.playBars + gap.muteBars) >= gap.playBars;
        fractions.forEach((fraction, pulse) => {
          const time = startSeconds + beatStart + fraction * length;
          if (limited && time >= settings.durationSeconds) return;
          const level = section.muted || gapped ? 'mute' : pulse === 0 ? section.accents[beat % beatsPerBar] : 'soft';
          onsets.push({ timeSeconds: time, level, pulse });
        });
      }
      if (!steady) startSeconds += timeOf(total);
      if (!steady) barsBefore += section.bars;
      if (limited && startSeconds >= settings.durationSeconds) break;
    }
    return onsets;
  };

  const results = [];
  for (const sampleRateHz of sampleRatesHz) {
    for (const { name, settings } of cases) {
      const { track, output } = await renderOffline(settings, sampleRateHz);
      const detected = [];
      let silentRun = 100;
      for (let index = 0; index < output.length; index++) {
        if (output[index] === 0) {
          silentRun++;
          continue;
        }
        if (silentRun >= 100) detected.push(index);
        silentRun = 0;
      }
      const plan = referencePlan(settings);
      const audible = plan.filter((onset) => onset.level !== 'mute');
      const errors = audible
        .slice(0, detected.length)
        .map((onset, index) => Math.abs(detected[index] - onset.timeSeconds * sampleRateHz));
      // Peak of each main beat's click, by level, against its sound's peak at volume × the level's gain.
      const peaks = { accent: [], normal: [], soft: [] };
      audible.forEach((onset, index) => {
        if (onset.pulse !== 0 || index >= detected.length) return;
        const end = Math.min(
          output.length,
          detected[index + 1] ?? output.length,
          detected[index] + Math.round(0.04 * sampleRateHz),
        );
        let peak = 0;
        for (let sample = detected[index]; sample < end; sample++) peak = Math.max(peak, Math.abs(output[sample]));
        peaks[onset.level].push(peak);
      });
      // The expected peak: the beat's sound synthesized on its own at volume × the level's gain.
      const expectedPeak = (level) =>
        Math.max(
          ...ClickAudio.synthesizeClick(
            settings.soundType,
            sampleRateHz,
            Math.min(100, settings.volumePercent * levelGains[level]),
          ).map(Math.abs),
        );
      const levelErrors = ['accent', 'normal', 'soft'].flatMap((level) =>
        peaks[level].map((peak) => Math.abs(peak / expectedPeak(level) - 1)),
      );
      // What the player plays (a 1 s head, then the rest) against the whole render (= the WAV).
      const plan2 = ClickAudio.planClickTrack(settings, sampleRateHz);
      const head = Math.min(plan2.lengthSamples, sampleRateHz);
      const parts = [
        ClickAudio.renderClickTrackRange(plan2, 0, head),
        ClickAudio.renderClickTrackRange(plan2, head, plan2.lengthSamples),
      ];
      let headRestDifference = 0;
      let offset = 0;
      for (const part of parts) {
        for (let index = 0; index < part.length; index++)
          headRestDifference = Math.max(headRestDifference, Math.abs(part[index] - track.samples[offset + index]));
        offset += part.length;
      }
      results.push({
        name,
        sampleRateHz,
        plannedOnsets: plan.length,
        audibleOnsets: audible.length,
        mutedOnsets: plan.length - audible.length,
        detectedOnsets: detected.length,
        missingOrExtra: Math.abs(detected.length - audible.length),
        maxErrorSamples: errors.length ? Math.max(...errors) : null,
        meanErrorSamples: errors.length ? errors.reduce((sum, value) => sum + value, 0) / errors.length : null,
        levelPeaks: Object.fromEntries(Object.entries(peaks).map(([level, values]) => [level, values.length])),
        maxLevelRatioError: levelErrors.length ? Math.max(...levelErrors) : 0,
        headRestVsWholeMaxDifference: headRestDifference + (offset === track.samples.length ? 0 : 1),
        lengthSeconds: track.samples.length / sampleRateHz,
      });
    }
  }
  return results;
}
