/**
 * bench:audio (h): spoken cues through real Web Audio. Runs in the page (the engine as `ClickAudio`,
 * the cue WAVs served under /cues/). Each case plays the click on channel 0 and its cues on
 * channel 1 of an OfflineAudioContext, the cues scheduled by the player's own CueVoice on the
 * track's grid; then each cue's first sample is found in channel 1 and compared with the plan, and
 * the silence between each word's last sample and the beat after it is measured. A case with own
 * words has them fetched from /api/sounds/{id} (a stand-in upload) and placed by the same CueVoice.
 */
/* global ClickAudio, OfflineAudioContext */
export async function measureCueOnsets({ sampleRatesHz, cases }) {
  const rows = [];
  for (const sampleRateHz of sampleRatesHz) {
    for (const { name, settings } of cases) {
      const plan = ClickAudio.planClickTrack(settings, sampleRateHz);
      // The track's sample 0 a little after the context's: no cue starts at time 0.
      const lead = Math.round(0.05 * sampleRateHz) + 7;
      const offline = new OfflineAudioContext(2, lead + plan.lengthSamples, sampleRateHz);
      const merger = offline.createChannelMerger(2);
      merger.connect(offline.destination);
      const clickBuffer = offline.createBuffer(1, plan.lengthSamples, sampleRateHz);
      ClickAudio.renderClickTrackRangeInto(plan, clickBuffer.getChannelData(0), 0);
      const click = offline.createBufferSource();
      click.buffer = clickBuffer;
      click.connect(merger, 0, 0);
      click.start(lead / sampleRateHz);
      const cueInput = offline.createGain();
      cueInput.channelCount = 1;
      cueInput.channelCountMode = 'explicit';
      cueInput.connect(merger, 0, 1);
      const voice = new ClickAudio.CueVoice();
      await voice.start(offline, { plan, startFrame: lead, firstSample: 0, marginFrames: 0 }, settings, cueInput);
      // The words as CueVoice has them: the user's own in place of the built-in ones.
      const builtIn = await ClickAudio.loadCueBank(offline);
      const bank = await ClickAudio.withOwnCueWords(builtIn, settings.cues.ownWords);
      const ownWords = (settings.cues.ownWords ?? []).map((own) => own.word);
      const ownLoaded = ownWords.filter((word) => bank.words.get(word) !== builtIn.words.get(word));
      const cues = ClickAudio.planCues(
        { ...plan, rhythm: settings.rhythm },
        ClickAudio.wordLengths(bank),
        settings.cues,
      );
      const output = (await offline.startRendering()).getChannelData(1);
      const downbeats = new Set(
        plan.beats
          .filter((beat) => beat.beatInBar === 1 || beat.beatInBar === undefined)
          .map((beat) => beat.startSampleIndex),
      );
      const offsets = [];
      const gapsMs = [];
      const downbeatGapsMs = [];
      let missing = 0;
      cues.forEach((cue, index) => {
        const from = lead + (index > 0 ? cues[index - 1].endSample : 0);
        const to = lead + cue.endSample;
        let first = -1;
        for (let sample = from; sample < to; sample++)
          if (output[sample] !== 0) {
            first = sample;
            break;
          }
        if (first < 0) {
          missing++;
          return;
        }
        offsets.push(first - lead - cue.startSample);
        let last = first;
        for (let sample = lead + cue.deadlineSample - 1; sample >= first; sample--)
          if (output[sample] !== 0) {
            last = sample;
            break;
          }
        const gapMs = ((lead + cue.deadlineSample - (last + 1)) / sampleRateHz) * 1000;
        gapsMs.push(gapMs);
        if (cue.kind === 'count' && downbeats.has(cue.deadlineSample)) downbeatGapsMs.push(gapMs);
      });
      rows.push({
        name,
        sampleRateHz,
        cues: cues.length,
        words: cues.map((cue) => cue.word + (cue.cut ? '(cut)' : '')).join(' '),
        missing,
        ownWords: ownWords.length,
        ownLoaded: ownLoaded.length,
        maxOffsetSamples: offsets.length ? Math.max(...offsets.map(Math.abs)) : null,
        minGapMs: gapsMs.length ? Math.min(...gapsMs) : null,
        minDownbeatGapMs: downbeatGapsMs.length ? Math.min(...downbeatGapsMs) : null,
      });
    }
  }
  return rows;
}
