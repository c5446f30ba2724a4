/**
 * Functions that run INSIDE the benchmark page (passed to page.evaluate, so each is self-contained and
 * uses only browser globals and `ClickAudio`, the bundled engine).
 */
/* global ClickAudio, renderOffline, OfflineAudioContext, AudioContext, AudioWorkletNode, requestAnimationFrame, document */

/**
 * Defines `renderOffline(settings, sampleRateHz)` in the page: the engine's render of `settings`
 * played through an OfflineAudioContext, as `{ track, output }` (the samples that came out).
 */
export function installOfflineRender() {
  globalThis.renderOffline = async (settings, sampleRateHz) => {
    const track = ClickAudio.renderClickTrack(settings, sampleRateHz);
    const offline = new OfflineAudioContext(1, track.samples.length, sampleRateHz);
    const buffer = offline.createBuffer(1, track.samples.length, sampleRateHz);
    buffer.copyToChannel(track.samples, 0);
    const source = offline.createBufferSource();
    source.buffer = buffer;
    source.connect(offline.destination);
    source.start(0);
    return { track, output: (await offline.startRendering()).getChannelData(0) };
  };
}

/** (a) Renders every case, plays it through an OfflineAudioContext and measures onsets against the grid. */
export async function measureOfflineOnsets({ sampleRatesHz, bpms, countIns, sounds, durationsSeconds }) {
  const errorsVsIdeal = [];
  let maxErrorVsStartSample = 0;
  let missingOrExtra = 0;
  let cases = 0;
  let maxOutputDifference = 0;
  for (const sampleRateHz of sampleRatesHz) {
    for (const bpm of bpms) {
      for (const countInBeats of countIns) {
        for (const soundType of sounds) {
          for (const durationSeconds of durationsSeconds) {
            cases++;
            const settings = {
              bpm,
              soundType,
              countInSoundType: soundType,
              durationSeconds,
              countInBeats,
              volumePercent: 75,
            };
            const { track, output } = await renderOffline(settings, sampleRateHz);
            const onsets = [];
            let silentRun = 100;
            for (let index = 0; index < output.length; index++) {
              maxOutputDifference = Math.max(maxOutputDifference, Math.abs(output[index] - track.samples[index]));
              if (output[index] === 0) {
                silentRun++;
                continue;
              }
              if (silentRun >= 100) onsets.push(index);
              silentRun = 0;
            }
            if (onsets.length !== track.beats.length) missingOrExtra += Math.abs(onsets.length - track.beats.length);
            track.beats.forEach((beat, index) => {
              if (index >= onsets.length) return;
              errorsVsIdeal.push(Math.abs(onsets[index] - beat.idealTimeSeconds * sampleRateHz));
              maxErrorVsStartSample = Math.max(maxErrorVsStartSample, Math.abs(onsets[index] - beat.startSampleIndex));
            });
          }
        }
      }
    }
  }
  return {
    cases,
    onsets: errorsVsIdeal.length,
    missingOrExtraOnsets: missingOrExtra,
    maxErrorSamples: Math.max(...errorsVsIdeal),
    meanErrorSamples: errorsVsIdeal.reduce((sum, value) => sum + value, 0) / errorsVsIdeal.length,
    maxErrorVsStartSampleSamples: maxErrorVsStartSample,
    maxOutputDifference,
  };
}

/** Onset recorder running on the audio thread: posts the frame of each onset (|x| > threshold after ≥ 200 quiet frames). */
const RECORDER_WORKLET = `
class OnsetRecorder extends AudioWorkletProcessor {
  constructor() { super(); this.quiet = 1e9; }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) { this.quiet += 128; return true; }
    for (let i = 0; i < channel.length; i++) {
      if (Math.abs(channel[i]) <= 1e-5) { this.quiet++; continue; }
      if (this.quiet >= 200) this.port.postMessage(currentFrame + i);
      this.quiet = 0;
    }
    return true;
  }
}
registerProcessor('onset-recorder', OnsetRecorder);
`;

/**
 * (b) Real-time playback with a 500 ms main-thread stall: our engine and a reference lookahead
 * scheduler (setTimeout every 25 ms, oscillator clicks up to 100 ms ahead) play at once in one
 * AudioContext; two worklet recorders capture their onsets, matched against the intended grid.
 */
export async function measureStall({ settings, stallAtSeconds, stallMs, lateToleranceMs, workletSource }) {
  const context = new AudioContext();
  await context.audioWorklet.addModule(
    URL.createObjectURL(new Blob([workletSource], { type: 'application/javascript' })),
  );
  const recorder = (onsets) => {
    const node = new AudioWorkletNode(context, 'onset-recorder', {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      channelCountMode: 'explicit',
    });
    node.port.onmessage = (event) => onsets.push(event.data);
    return node;
  };
  const oursOnsets = [];
  const referenceOnsets = [];
  const oursRecorder = recorder(oursOnsets);
  const referenceRecorder = recorder(referenceOnsets);
  const sampleRateHz = context.sampleRate;

  // Ours: every source the player creates is also fed to our recorder.
  const createBufferSource = context.createBufferSource.bind(context);
  context.createBufferSource = () => {
    const source = createBufferSource();
    source.connect(oursRecorder);
    return source;
  };
  const player = new ClickAudio.ClickTrackPlayer({ createContext: () => context });
  const ended = new Promise((done) => player.subscribe((state) => state === 'idle' && done()));

  // Reference: cwilso/metronome-style lookahead scheduler.
  const intervalSeconds = 60 / settings.bpm;
  // With a rhythm the engine's timeline says how many beats there are (read once it plays).
  let totalClicks = settings.rhythm
    ? 0
    : settings.countInBeats + ClickAudio.mainBeatCount(settings.bpm, settings.durationSeconds);
  const referenceIntended = [];
  let nextClickSeconds = context.currentTime + 0.05;
  const scheduleReference = () => {
    while (referenceIntended.length < totalClicks && nextClickSeconds < context.currentTime + 0.1) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = 1000;
      gain.gain.setValueAtTime(0.75, nextClickSeconds);
      gain.gain.exponentialRampToValueAtTime(0.001, nextClickSeconds + 0.04);
      oscillator.connect(gain);
      gain.connect(context.destination);
      gain.connect(referenceRecorder);
      oscillator.start(nextClickSeconds);
      oscillator.stop(nextClickSeconds + 0.04);
      referenceIntended.push(nextClickSeconds * sampleRateHz);
      nextClickSeconds += intervalSeconds;
    }
  };
  const referenceTimer = setInterval(scheduleReference, 25);
  scheduleReference();

  await player.play(settings);
  const timeline = player.getTimeline();
  const startFrame = timeline.startAudioTimeSeconds * sampleRateHz;
  const oursIntended = timeline.beats.map((beat) => startFrame + beat.startSampleIndex);
  if (settings.rhythm) totalClicks = timeline.beats.length;

  await new Promise((done) => setTimeout(done, stallAtSeconds * 1000));
  const stallStartSeconds = context.currentTime;
  const busyUntil = performance.now() + stallMs;
  while (performance.now() < busyUntil) {
    // The stall: nothing else runs on the main thread.
  }
  const stallEndSeconds = context.currentTime;
  await ended;
  await new Promise((done) => setTimeout(done, 500)); // let the last reference click and messages arrive
  clearInterval(referenceTimer);
  player.dispose(); // closes the context too

  const toleranceFrames = (lateToleranceMs / 1000) * sampleRateHz;
  const lateClicks = (intended, onsets) =>
    intended.filter(
      (frame) => !onsets.some((onset) => onset >= frame - sampleRateHz * 0.001 && onset <= frame + toleranceFrames),
    ).length;
  const errorsMs = (intended, onsets) =>
    intended.map((frame) => {
      const nearest = onsets.reduce(
        (best, onset) => (Math.abs(onset - frame) < Math.abs(best - frame) ? onset : best),
        Infinity,
      );
      return ((nearest - frame) / sampleRateHz) * 1000;
    });
  return {
    sampleRateHz,
    clicks: totalClicks,
    stallAudioSeconds: [stallStartSeconds, stallEndSeconds],
    stallSpanAudioMs: (stallEndSeconds - stallStartSeconds) * 1000,
    ours: {
      detectedOnsets: oursOnsets.length,
      lateClicks: lateClicks(oursIntended, oursOnsets),
      maxErrorMs: Math.max(...errorsMs(oursIntended, oursOnsets).map(Math.abs)),
    },
    reference: {
      detectedOnsets: referenceOnsets.length,
      lateClicks: lateClicks(referenceIntended, referenceOnsets),
      maxErrorMs: Math.max(...errorsMs(referenceIntended, referenceOnsets).map(Math.abs)),
    },
  };
}

/**
 * (c) Play-to-first-click latency (cold and warm), worst-case render time and long tasks meanwhile.
 * The cold play comes first, in a page of its own where no engine code has run yet, so like a
 * user's first Play it runs the engine's code for the first time; it creates the browser's first
 * AudioContext ((a) uses only OfflineAudioContexts, which do not start the audio output).
 */
export async function measurePlayLatency({ worstSettings, warmPlays }) {
  const longTasksMs = [];
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => longTasksMs.push(entry.duration)),
  );
  observer.observe({ type: 'longtask', buffered: false });

  let context = null;
  let createContextMs = null;
  const player = new ClickAudio.ClickTrackPlayer({
    createContext: () => {
      const before = performance.now();
      context = new AudioContext();
      createContextMs = performance.now() - before;
      return context;
    },
  });
  const plays = [];
  const playOnce = async (cold) => {
    const callMs = performance.now();
    const callAudioSeconds = context ? context.currentTime : null;
    await player.play(worstSettings);
    const returnMs = performance.now();
    const timeline = player.getTimeline();
    const firstClickSeconds =
      timeline.startAudioTimeSeconds + timeline.beats[0].startSampleIndex / timeline.sampleRateHz;
    // Cold: the context did not exist at the call; its clock started near 0 then.
    const fromAudioSeconds = callAudioSeconds ?? 0;
    await new Promise((done) => setTimeout(done, 300));
    // The output timestamp is a linear map of the two clocks, valid once audio runs (a fresh context reports zeros).
    const { contextTime, performanceTime } = context.getOutputTimestamp();
    plays.push({
      cold,
      // Inside play() on the cold run: the first AudioContext of the browser (Chromium starts its audio service).
      createContextMs: cold ? createContextMs : null,
      playCallMs: returnMs - callMs,
      scheduledLatencyMs: (firstClickSeconds - fromAudioSeconds) * 1000,
      // Wall clock: when the first click reaches the output device, by the context's output timestamp.
      audibleLatencyMs: performanceTime + (firstClickSeconds - contextTime) * 1000 - callMs,
      outputLatencySeconds: context.outputLatency ?? null,
      baseLatencySeconds: context.baseLatency ?? null,
    });
    player.stop();
  };

  await playOnce(true);

  const renderMs = [];
  for (const sampleRateHz of [44100, 48000]) {
    for (let run = 0; run < 5; run++) {
      const before = performance.now();
      ClickAudio.renderClickTrack(worstSettings, sampleRateHz);
      renderMs.push(performance.now() - before);
    }
  }

  for (let run = 0; run < warmPlays; run++) await playOnce(false);
  player.dispose();
  await new Promise((done) => setTimeout(done, 100));
  observer.disconnect();
  return { renderMs, plays, longTasksMs };
}

/**
 * (c2) The first Play of a fresh browser made by a real press, wired as the app wires it: the page
 * calls prepareOnFirstInput (the AudioContext is created in a task after the first pointerdown) and
 * the button's click calls play(). Sets the page up; the benchmark then presses the button with the
 * mouse and reads `globalThis.pressPlayResult`. Times are event timestamps (when the input arrived, so
 * a click kept waiting behind the context's creation counts) and the output timestamp.
 */
export function setUpPressPlay({ settings }) {
  const button = document.createElement('button');
  button.id = 'play';
  button.textContent = 'Play';
  button.style.cssText = 'width:200px;height:80px';
  document.body.append(button);
  const record = { createContextMs: null, contextReadyAtClick: null };
  let context = null;
  const player = new ClickAudio.ClickTrackPlayer({
    createContext: () => {
      const before = performance.now();
      context = new AudioContext({ latencyHint: 'interactive' });
      record.createContextMs = performance.now() - before;
      record.contextCreatedAtMs = before;
      return context;
    },
  });
  ClickAudio.prepareOnFirstInput(player, globalThis);
  button.addEventListener('pointerdown', (event) => {
    record.pointerDownMs = event.timeStamp;
  });
  button.addEventListener('click', (event) => {
    record.clickMs = event.timeStamp;
    record.clickHandlerMs = performance.now();
    record.contextReadyAtClick = context !== null;
    globalThis.pressPlayResult = player.play(settings).then(async () => {
      const timeline = player.getTimeline();
      await new Promise((done) => setTimeout(done, 300));
      const { contextTime, performanceTime } = context.getOutputTimestamp();
      const outputMs = performanceTime + (timeline.startAudioTimeSeconds - contextTime) * 1000;
      player.dispose();
      return {
        ...record,
        clickToOutputMs: outputMs - record.clickMs,
        pressToOutputMs: outputMs - record.pointerDownMs,
      };
    });
  });
  const box = button.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * (d) Visual flash vs audible click: a rAF loop reads the player's audible time, starts a flash when
 * currentBeat changes, and compares with the click. Two views: in audio-clock terms (audible time at
 * the frame minus the click's time) and in wall-clock terms (frame timestamp minus when the click
 * leaves the output, by getOutputTimestamp).
 */
export async function measureFlash({ settings }) {
  let context = null;
  const player = new ClickAudio.ClickTrackPlayer({
    createContext: () => {
      context = new AudioContext();
      return context;
    },
  });
  const ended = new Promise((done) => player.subscribe((state) => state === 'idle' && done()));
  await player.play(settings);
  const timeline = player.getTimeline();
  const clickSeconds = (beat) => timeline.startAudioTimeSeconds + beat.startSampleIndex / timeline.sampleRateHz;
  // Two readings of "now" per frame: the engine's (smooth, interpolated) and plain currentTime − outputLatency.
  const clocks = {
    engine: {
      read: () => player.getAudioTimeSeconds(),
      lastBeatIndex: -1,
      audioClockErrorsMs: [],
      wallClockErrorsMs: [],
    },
    stepped: {
      read: () => ClickAudio.audibleTimeSeconds(context),
      lastBeatIndex: -1,
      audioClockErrorsMs: [],
      wallClockErrorsMs: [],
    },
  };
  const frameIntervalsMs = [];
  let lastFrameMs = null;
  let running = true;
  const frame = (frameMs) => {
    if (!running) return;
    if (lastFrameMs !== null) frameIntervalsMs.push(frameMs - lastFrameMs);
    lastFrameMs = frameMs;
    for (const clock of Object.values(clocks)) {
      const audibleSeconds = clock.read();
      const beat = player.currentBeat(audibleSeconds);
      if (!beat || beat.index === clock.lastBeatIndex) continue;
      clock.lastBeatIndex = beat.index;
      clock.audioClockErrorsMs.push((audibleSeconds - clickSeconds(beat)) * 1000);
      const { contextTime, performanceTime } = context.getOutputTimestamp();
      clock.wallClockErrorsMs.push(frameMs - (performanceTime + (clickSeconds(beat) - contextTime) * 1000));
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  await ended;
  running = false;
  player.dispose();
  const sorted = [...frameIntervalsMs].sort((a, b) => a - b);
  const summary = ({ audioClockErrorsMs, wallClockErrorsMs }) => ({
    flashes: audioClockErrorsMs.length,
    audioClockErrorsMs,
    wallClockErrorsMs,
  });
  return {
    beats: timeline.beats.length,
    engine: summary(clocks.engine),
    stepped: summary(clocks.stepped),
    medianFrameIntervalMs: sorted[Math.floor(sorted.length / 2)] ?? null,
    outputLatencySeconds: context.outputLatency ?? null,
    baseLatencySeconds: context.baseLatency ?? null,
  };
}

/**
 * (g) Runs in the page: plays `settings` with the real engine and a HapticBeat on it, as the stage
 * does (a look every 20 ms), the page's `navigator.vibrate` replaced by a recorder. For each pulse:
 * when it started against when its click is heard, on the page's clock (the output timestamp maps
 * the beat's audio-clock time to performance.now()).
 */
export async function measureHaptic({ settings }) {
  const player = new ClickAudio.ClickTrackPlayer();
  let context = null;
  const ended = new Promise((done) => player.subscribe((state) => state === 'idle' && done()));
  const errorsMs = [];
  let timeline = null;
  const beatHeardAtMs = (contextTime, performanceTime) =>
    timeline.beats.map(
      (beat) =>
        performanceTime +
        (timeline.startAudioTimeSeconds + beat.startSampleIndex / timeline.sampleRateHz - contextTime) * 1000,
    );
  const haptic = new ClickAudio.HapticBeat(player, (pulseMs) => {
    if (pulseMs === 0 || !timeline) return;
    const firedMs = performance.now();
    const { contextTime, performanceTime } = context.getOutputTimestamp();
    const nearest = beatHeardAtMs(contextTime, performanceTime).reduce((best, heardMs) =>
      Math.abs(heardMs - firedMs) < Math.abs(best - firedMs) ? heardMs : best,
    );
    errorsMs.push(firedMs - nearest);
  });
  await player.play(settings);
  context = await player.runningContext();
  timeline = player.getTimeline();
  haptic.update();
  const poll = setInterval(() => haptic.update(), 20);
  await ended;
  clearInterval(poll);
  haptic.stop();
  player.dispose();
  return { beats: timeline.beats.length, pulses: errorsMs.length, errorsMs };
}

export { RECORDER_WORKLET };
