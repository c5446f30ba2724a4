import type { AudioContextLike } from './audioClock';
import { barStartSamples } from './beatTimeline';
import { renderClickTrackRangeInto, type ClickTrackPlan } from './renderClickTrack';
import type { BeatTimeline } from './types';

/**
 * The first part of a track, rendered and started before the rest is rendered (the rest is then
 * scheduled to follow it on the same sample grid). It must outlast the scheduling margin plus the
 * rest's render, which play() does right after starting the head, in the same task (so a stall
 * after play() returns cannot delay it): 5–10 ms for a 30 s track at 240 bpm on a 2-core server
 * (bench:audio), so 1 s leaves room for a phone fifty times slower or a garbage-collection pause.
 * Rendering the 1 s head itself takes well under a millisecond.
 */
export const HEAD_SECONDS = 1;
/**
 * After the head, a track is rendered and scheduled in parts of at most this length: every track
 * of the generator (≤ 30 s plus a count-in) is one part, and a song map of many minutes never
 * holds more than two parts in memory. The next part is rendered and scheduled when the one before
 * it starts to play, so it is always about a part ahead: far beyond any main-thread stall.
 */
export const PART_SECONDS = 60;
/** Web Audio renders in quanta of this many frames. */
export const RENDER_QUANTUM_FRAMES = 128;
/** The scheduling margin where the browser does not report baseLatency. */
export const FALLBACK_SCHEDULING_MARGIN_SECONDS = 0.05;
/** The smallest scheduling margin, whatever baseLatency says. */
export const MIN_SCHEDULING_MARGIN_SECONDS = 0.01;

/**
 * Frames between the audio clock (currentTime, the frames the audio thread has rendered) and the
 * first sample of a track. The audio thread renders one device callback (baseLatency, e.g. 441
 * frames in Chromium on Linux) at a time as a burst of 128-frame quanta, so currentTime can be read
 * mid-burst and the rest of that burst rendered before start() lands: the margin is that burst
 * rounded up to whole quanta plus one quantum (640 frames, 14.5 ms, at 44.1 kHz with a 10 ms
 * callback); never under MIN_SCHEDULING_MARGIN_SECONDS, and FALLBACK_SCHEDULING_MARGIN_SECONDS where
 * baseLatency is unknown. scheduleTrack() checks after start() that the audio thread had not yet
 * reached the start frame, and starts again further ahead otherwise.
 */
export function schedulingMarginFrames(context: Pick<AudioContextLike, 'sampleRate' | 'baseLatency'>): number {
  const callbackFrames = (context.baseLatency ?? 0) * context.sampleRate;
  if (!(callbackFrames > 0)) return Math.round(FALLBACK_SCHEDULING_MARGIN_SECONDS * context.sampleRate);
  const burstFrames = Math.ceil(callbackFrames / RENDER_QUANTUM_FRAMES - 1e-9) * RENDER_QUANTUM_FRAMES;
  return Math.max(burstFrames + RENDER_QUANTUM_FRAMES, Math.ceil(MIN_SCHEDULING_MARGIN_SECONDS * context.sampleRate));
}

/** The audio clock as a frame count (currentTime is frames rendered / sample rate). */
export function currentFrame(context: AudioContextLike): number {
  return Math.round(context.currentTime * context.sampleRate);
}

/** Where a track meets the audio clock: the frame of its sample 0 and the first sample it plays. */
export interface TrackEntry {
  startFrame: number;
  firstSample: number;
}

/** Places a track given the earliest frame it may start on (a scheduling margin from now); null: nowhere. */
export type ChooseEntry = (earliestFrame: number) => TrackEntry | null;

/** Called once the last source of a track has ended (the audio thread is done with it). */
export type OnTrackEnded = (track: ScheduledTrack) => void;

/** A track on the audio clock: its sources so far, and what is still to render and schedule. */
export interface ScheduledTrack {
  /** The head, then the parts of the rest scheduled so far: one track on one sample grid. */
  sources: AudioBufferSourceNode[];
  /** Each source's last frame on the audio clock (same index as `sources`): played ones are let go. */
  sourceEndFrames: number[];
  plan: ClickTrackPlan;
  /** Audio-clock frame of the track's first sample (played or not: a track entered mid-way starts later). */
  startFrame: number;
  /** The first sample played (0 unless entered at a later bar). */
  firstSample: number;
  /** The first sample not yet scheduled (plan.lengthSamples once all is). */
  nextSample: number;
  /** Where the last scheduled part starts, in samples: the next part is due once it plays. */
  lastPartStartSample: number;
  marginFrames: number;
  timeline: BeatTimeline;
  /** Audio time at which the main beats start (the first main beat, or the end if there is none). */
  mainStartAudioTimeSeconds: number;
  endAudioTimeSeconds: number;
  /** The last source's `ended` has fired (the audio thread is done; the output may still be sounding). */
  sourceEnded: boolean;
  /** Where its sources connect: the destination, or the input of the device's click routing (clickOutput.ts). */
  output: AudioNode;
}

/**
 * Renders and starts the head (HEAD_SECONDS from the entry's first sample), then renders the rest
 * and schedules it on the sample after the head. The rest's render happens while the head is
 * already on its way: the first click waits only for the head's. Returns null (nothing scheduled)
 * when `chooseEntry` finds no place.
 */
export function scheduleTrack(
  context: AudioContextLike,
  plan: ClickTrackPlan,
  chooseEntry: ChooseEntry,
  onEnded: OnTrackEnded,
  output: AudioNode = context.destination,
): ScheduledTrack | null {
  const sampleRateHz = context.sampleRate;
  let marginFrames = schedulingMarginFrames(context);
  let entry = chooseEntry(currentFrame(context) + marginFrames);
  if (!entry) return null;
  let headFrom = entry.firstSample;
  let headSamples = Math.min(plan.lengthSamples - headFrom, Math.round(HEAD_SECONDS * sampleRateHz));
  let headBuffer = renderBuffer(context, plan, headFrom, headFrom + headSamples);
  let head = connectedSource(context, headBuffer, output);
  head.start((entry.startFrame + entry.firstSample) / sampleRateHz);
  // If the audio thread is within a quantum of the first frame once start() has returned, the
  // head may start late (Web Audio starts a source whose time has passed at once, off the grid).
  // Only a main thread descheduled between reading the clock and start() gets here: start again.
  for (
    let retry = 0;
    retry < 3 && currentFrame(context) + RENDER_QUANTUM_FRAMES > entry.startFrame + entry.firstSample;
    retry++
  ) {
    stopAndDisconnect(head);
    marginFrames *= 2;
    entry = chooseEntry(currentFrame(context) + marginFrames);
    if (!entry) return null;
    if (entry.firstSample !== headFrom) {
      headFrom = entry.firstSample;
      headSamples = Math.min(plan.lengthSamples - headFrom, Math.round(HEAD_SECONDS * sampleRateHz));
      headBuffer = renderBuffer(context, plan, headFrom, headFrom + headSamples);
    }
    head = connectedSource(context, headBuffer, output);
    head.start((entry.startFrame + entry.firstSample) / sampleRateHz);
  }
  const { startFrame, firstSample } = entry;
  const firstMain = plan.beats.find((beat) => beat.kind === 'main');
  const track: ScheduledTrack = {
    sources: [head],
    sourceEndFrames: [startFrame + firstSample + headSamples],
    plan,
    startFrame,
    firstSample,
    nextSample: firstSample + headSamples,
    lastPartStartSample: firstSample,
    marginFrames,
    timeline: {
      startAudioTimeSeconds: startFrame / sampleRateHz,
      beats: plan.beats,
      sampleRateHz,
      settings: plan.settings,
    },
    mainStartAudioTimeSeconds:
      (startFrame + (firstMain ? firstMain.startSampleIndex : plan.lengthSamples)) / sampleRateHz,
    endAudioTimeSeconds: (startFrame + plan.lengthSamples) / sampleRateHz,
    sourceEnded: false,
    output,
  };
  if (firstSample + headSamples >= plan.lengthSamples) endWith(track, head, onEnded);
  else schedulePart(context, track, onEnded);
  return track;
}

/**
 * Renders the track's next part (at most PART_SECONDS) and schedules it on the sample after the
 * part before. The head lasts HEAD_SECONDS and each part is due a part ahead, so a part is
 * normally scheduled long before its time. Should it be late, it starts a margin from now that far
 * into its buffer: clicks stay on the grid (those already due are dropped) rather than all moving late.
 */
function schedulePart(context: AudioContextLike, track: ScheduledTrack, onEnded: OnTrackEnded): void {
  const { plan, startFrame } = track;
  const from = track.nextSample;
  const to = Math.min(plan.lengthSamples, from + Math.round(PART_SECONDS * context.sampleRate));
  const part = connectedSource(context, renderBuffer(context, plan, from, to), track.output);
  const partStartFrame = startFrame + from;
  const earliestFrame = currentFrame(context) + track.marginFrames;
  if (earliestFrame <= partStartFrame) part.start(partStartFrame / context.sampleRate);
  else part.start(earliestFrame / context.sampleRate, (earliestFrame - partStartFrame) / context.sampleRate);
  track.sources.push(part);
  track.sourceEndFrames.push(startFrame + to);
  track.lastPartStartSample = from;
  track.nextSample = to;
  if (to >= plan.lengthSamples) endWith(track, part, onEnded);
}

/** The track ends when `source` (its last part) has ended. */
function endWith(track: ScheduledTrack, source: AudioBufferSourceNode, onEnded: OnTrackEnded): void {
  source.onended = () => {
    track.sourceEnded = true;
    onEnded(track);
  };
}

/** Once the last scheduled part plays, the next one is rendered and scheduled; parts already played are let go. */
export function scheduleDueParts(context: AudioContextLike, track: ScheduledTrack, onEnded: OnTrackEnded): void {
  if (track.nextSample >= track.plan.lengthSamples) return;
  const frame = currentFrame(context);
  if (frame < track.startFrame + track.lastPartStartSample) return;
  const playing = track.sources.filter((_, index) => track.sourceEndFrames[index]! > frame);
  for (const source of track.sources) if (!playing.includes(source)) source.disconnect();
  track.sourceEndFrames = track.sourceEndFrames.filter((end) => end > frame);
  track.sources = playing;
  schedulePart(context, track, onEnded);
}

/**
 * The same track on a grid whose sample 0 is at `startFrame`, from the next bar start that both
 * grids still have a scheduling margin ahead: the old sources stop at the earlier of that bar's
 * two frames and the new grid plays from the bar on, so no click is doubled and none is dropped.
 * The old sources stay with the returned track until they have played. Null when no bar is left
 * (the old track plays on untouched).
 */
export function moveToGrid(
  context: AudioContextLike,
  old: ScheduledTrack,
  startFrame: number,
  onEnded: OnTrackEnded,
): ScheduledTrack | null {
  const earlierStartFrame = Math.min(startFrame, old.startFrame);
  const { plan } = old;
  const bars = barStartSamples(plan.beats);
  const track = scheduleTrack(
    context,
    plan,
    (earliestFrame) => {
      const bar = bars.find((sample) => earlierStartFrame + sample >= earliestFrame && sample < plan.lengthSamples);
      return bar === undefined ? null : { startFrame, firstSample: bar };
    },
    onEnded,
    old.output,
  );
  if (!track) return null;
  cutTrackAt(context, old, earlierStartFrame + track.firstSample, track);
  return track;
}

/**
 * Stops `old`'s sources at `cutFrame` (those still sounding then) and hands them to `track`, which
 * goes on from that frame: stop() still reaches them through it.
 */
export function cutTrackAt(context: AudioContextLike, old: ScheduledTrack, cutFrame: number, track: ScheduledTrack) {
  old.sources.forEach((source, index) => {
    source.onended = null;
    if (old.sourceEndFrames[index]! <= cutFrame) return;
    try {
      source.stop(cutFrame / context.sampleRate);
    } catch {
      // Already stopped.
    }
    old.sourceEndFrames[index] = cutFrame;
  });
  track.sources = [...old.sources, ...track.sources];
  track.sourceEndFrames = [...old.sourceEndFrames, ...track.sourceEndFrames];
}

/** Stops every source of a track (head and parts) at once. */
export function stopTrack(track: ScheduledTrack): void {
  for (const source of track.sources) stopAndDisconnect(source);
}

/** Stops a source now and forgets its `ended`. */
function stopAndDisconnect(source: AudioBufferSourceNode): void {
  source.onended = null;
  try {
    source.stop();
  } catch {
    // Already stopped or ended.
  }
  source.disconnect();
}

/** A mono AudioBuffer holding samples [startSample, endSample) of the planned track. */
function renderBuffer(
  context: AudioContextLike,
  plan: ClickTrackPlan,
  startSample: number,
  endSample: number,
): AudioBuffer {
  const buffer = context.createBuffer(1, Math.max(1, endSample - startSample), context.sampleRate);
  // A new AudioBuffer is all zeros: the samples are mixed straight into it, with no copy.
  if (endSample > startSample) renderClickTrackRangeInto(plan, buffer.getChannelData(0), startSample);
  return buffer;
}

/** A source playing `buffer`, connected to `output`. */
function connectedSource(context: AudioContextLike, buffer: AudioBuffer, output: AudioNode): AudioBufferSourceNode {
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(output);
  return source;
}

/** Moves a track's sources still to play onto another output (a new routing), keeping their start times. */
export function rerouteTrack(track: ScheduledTrack, output: AudioNode): void {
  track.output = output;
  for (const source of track.sources) {
    source.disconnect();
    source.connect(output);
  }
}
