/**
 * Where this device plays the click: on which channels of its output, and on which output device.
 * Kept on the device (like the output calibration): it describes this phone's or computer's wiring
 * (in-ears on the left channel, the click on channels 3–4 of an interface), not the song.
 */
export interface ClickOutput {
  /** The output channels the click plays on, 0-based (0 left, 1 right); null: every channel (the mono click as the system spreads it). */
  channels: number[] | null;
  /** The output device (`setSinkId`); '' is the system's default output. */
  deviceId: string;
  /**
   * The output channels the spoken cues play on, 0-based, on the click's device; null or left out:
   * with the click, wherever it plays.
   */
  cueChannels?: number[] | null;
}

/** The click on every channel of the system's default output. */
export const DEFAULT_CLICK_OUTPUT: ClickOutput = { channels: null, deviceId: '' };

/** What the routing uses of an AudioContext (an OfflineAudioContext too). */
export type RoutingContext = Pick<BaseAudioContext, 'destination' | 'createGain' | 'createChannelMerger'>;

/**
 * The node a track's sources connect to for `channels`: the destination itself for every channel
 * (made a stereo 'speakers' output again if a routing had made it discrete);
 * otherwise a mono input wired to exactly those channels of the destination (made discrete, with
 * as many channels as the highest one chosen needs, within what the hardware has), so every other
 * channel holds digital silence. Channels beyond the hardware's are dropped.
 */
export function clickOutputNode(context: RoutingContext, channels: number[] | null): AudioNode {
  const destination = context.destination;
  const wanted = channelsWithin(destination, channels);
  if (wanted.length === 0) {
    // Back to every channel after a routing: a discrete destination would put a mono source on
    // its first channel only (the left ear), where the system's default spreads it.
    if (destination.channelInterpretation === 'discrete') {
      destination.channelCount = Math.min(2, Math.max(1, destination.maxChannelCount));
      destination.channelInterpretation = 'speakers';
    }
    return destination;
  }
  return monoInputTo(context, discreteMerger(context, wanted), wanted);
}

/** The chosen channels the hardware has (whole, from 0 to below its channel count). */
export function channelsWithin(destination: AudioDestinationNode, channels: number[] | null | undefined): number[] {
  const available = Math.max(1, destination.maxChannelCount);
  return (channels ?? []).filter((channel) => Number.isInteger(channel) && channel >= 0 && channel < available);
}

/**
 * Makes the destination discrete with as many channels as the highest of `used` needs (at least
 * two, within what the hardware has) and gives a merger feeding it, one input per channel.
 */
export function discreteMerger(context: RoutingContext, used: number[]): ChannelMergerNode {
  const destination = context.destination;
  const count = Math.min(Math.max(1, destination.maxChannelCount), Math.max(2, ...used.map((channel) => channel + 1)));
  destination.channelCount = count;
  destination.channelCountMode = 'explicit';
  destination.channelInterpretation = 'discrete';
  const merger = context.createChannelMerger(count);
  merger.connect(destination);
  return merger;
}

/** A mono input wired to exactly `channels` of `merger`. */
export function monoInputTo(context: RoutingContext, merger: ChannelMergerNode, channels: number[]): GainNode {
  const input = context.createGain();
  input.channelCount = 1;
  input.channelCountMode = 'explicit';
  for (const channel of new Set(channels)) input.connect(merger, 0, channel);
  return input;
}

/** Whether this browser can play on another output device than the system's (`AudioContext.setSinkId`, Chromium 110+). */
export function canChooseOutputDevice(): boolean {
  return typeof AudioContext !== 'undefined' && 'setSinkId' in AudioContext.prototype;
}
