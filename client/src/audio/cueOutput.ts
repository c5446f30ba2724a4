import { channelsWithin, clickOutputNode, discreteMerger, monoInputTo, type RoutingContext } from './clickOutput';

/** The nodes a track's click sources and its spoken cues connect to. */
export interface OutputRoutes {
  click: AudioNode;
  cues: AudioNode;
}

/**
 * The click's and the cues' nodes for their chosen channels. Cues with no channels of their own
 * (null, or none the hardware has) share the click's node. Otherwise both feed one merger in front
 * of a discrete destination: the click on its channels (on every opened channel when it has none),
 * the cues on theirs, so every other channel holds digital silence and both stay on one clock,
 * sample-aligned.
 */
export function outputRoutes(
  context: RoutingContext,
  clickChannels: number[] | null,
  cueChannels: number[] | null | undefined,
): OutputRoutes {
  const cues = channelsWithin(context.destination, cueChannels);
  if (cues.length === 0) {
    const shared = clickOutputNode(context, clickChannels);
    return { click: shared, cues: shared };
  }
  const click = channelsWithin(context.destination, clickChannels);
  const merger = discreteMerger(context, [...click, ...cues]);
  const everyChannel = Array.from({ length: context.destination.channelCount }, (_, channel) => channel);
  return {
    click: monoInputTo(context, merger, click.length ? click : everyChannel),
    cues: monoInputTo(context, merger, cues),
  };
}
