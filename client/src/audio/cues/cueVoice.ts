import type { AudioContextLike } from '../audioClock';
import { currentFrame, type ScheduledTrack } from '../partScheduler';
import type { Rhythm } from '../../../../schema/rhythm';
import { loadCueBank, wordLengths, type CueBank, type DecodingContext } from './cueBank';
import { cueSamples, planCues, type CueSettings } from './cuePlan';
import { withOwnCueWords } from './ownCueWords';

type CueContext = AudioContextLike & DecodingContext & Pick<BaseAudioContext, 'createGain'>;

/** What the cues need of a track on the audio clock (partScheduler's ScheduledTrack). */
export type CueTrackOnClock = Pick<ScheduledTrack, 'plan' | 'startFrame' | 'firstSample' | 'marginFrames'>;

/** What a playing track's cues come from. */
export interface CueRequest {
  cues?: CueSettings | null;
  rhythm?: Rhythm | null;
}

/**
 * Speaks a playing track's cues: each word an AudioBufferSourceNode started on its planned frame
 * of the click's own audio clock (the track's sample 0 plus the cue's sample), through one GainNode
 * (the cue volume) into the node the player gives it: the click's own, or the cues' own channels
 * on the click's device (cueOutput.ts). The samples load on the first track with cues; cues whose
 * frame is less than the track's scheduling margin away by then are left out rather than played late.
 */
export class CueVoice {
  private sources: AudioBufferSourceNode[] = [];
  private gain: GainNode | null = null;
  private gainContext: CueContext | null = null;
  private request = 0;
  private last: CueRequest | null = null;
  /** Where the gain node is connected. */
  private output: AudioNode | null = null;

  /**
   * Stops the cues of the track before and speaks `track`'s (when `request` asks for any); resolves
   * once they are scheduled (the samples loaded).
   */
  start(context: AudioContextLike, track: CueTrackOnClock, request: CueRequest, output: AudioNode): Promise<void> {
    this.stop();
    this.last = request;
    const cues = request.cues;
    if (!cues || (!cues.countIn && !cues.sections) || !isCueContext(context)) return Promise.resolve();
    const ticket = ++this.request;
    const gain = this.gainFor(context, output);
    gain.gain.value = Math.max(0, cues.volumePercent) / 100;
    return loadCueBank(context)
      .then((bank) => withOwnCueWords(bank, cues.ownWords))
      .then((bank) => {
        if (ticket === this.request) this.schedule(context, bank, track, request.rhythm ?? null, cues, gain);
      })
      .catch(() => undefined);
  }

  /** The track moved to another grid (a room's relock): its cues from there on follow it. */
  follow(context: AudioContextLike, track: CueTrackOnClock): void {
    if (this.last) void this.start(context, track, this.last, this.output ?? context.destination);
  }

  /** Cues play on `output` from now on (a new click routing). */
  reroute(output: AudioNode): void {
    this.output = output;
    if (!this.gain) return;
    this.gain.disconnect();
    this.gain.connect(output);
  }

  /** Stops every cue at once. */
  stop(): void {
    this.request++;
    for (const source of this.sources) {
      try {
        source.stop();
      } catch {
        // Already ended.
      }
      source.disconnect();
    }
    this.sources = [];
  }

  private gainFor(context: CueContext, output: AudioNode): GainNode {
    if (!this.gain || this.gainContext !== context) {
      this.gain = context.createGain();
      this.gainContext = context;
      this.output = null;
    }
    if (this.output !== output) this.reroute(output);
    return this.gain;
  }

  private schedule(
    context: CueContext,
    bank: CueBank,
    track: CueTrackOnClock,
    rhythm: Rhythm | null,
    cues: CueSettings,
    gain: GainNode,
  ): void {
    const rate = context.sampleRate;
    const events = planCues(
      { beats: track.plan.beats, rhythm, lengthSamples: track.plan.lengthSamples, sampleRateHz: rate },
      wordLengths(bank),
      cues,
    );
    const earliestFrame = currentFrame(context) + track.marginFrames;
    for (const cue of events) {
      const frame = track.startFrame + cue.startSample;
      if (cue.startSample < track.firstSample || frame < earliestFrame) continue;
      const samples = cueSamples(cue, bank.words.get(cue.word)!, rate);
      const buffer = context.createBuffer(1, samples.length, rate);
      buffer.getChannelData(0).set(samples);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(gain);
      source.start(frame / rate);
      this.sources.push(source);
    }
  }
}

function isCueContext(context: AudioContextLike): context is CueContext {
  return 'createGain' in context && 'decodeAudioData' in context;
}
