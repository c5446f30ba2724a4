import { outputRoutes } from './cueOutput';
import type { RoutingContext } from './clickOutput';
import { FakeAudioContext, type FakeNode } from './testing/fakeAudioContext';

const routing = (context: FakeAudioContext) => context as unknown as RoutingContext;
const channelsOf = (node: AudioNode) => (node as unknown as FakeNode).connections.map((connection) => connection.input);

describe('outputRoutes', () => {
  it('gives the cues the click’s own node when they have no channels of their own', () => {
    const context = new FakeAudioContext();
    const routes = outputRoutes(routing(context), [0], null);
    expect(routes.cues).toBe(routes.click);
    expect(channelsOf(routes.click)).toEqual([0]);
  });

  it('puts the click on the left and the cues on the right of a stereo output, through one merger', () => {
    const context = new FakeAudioContext();
    const routes = outputRoutes(routing(context), [0], [1]);
    expect(channelsOf(routes.click)).toEqual([0]);
    expect(channelsOf(routes.cues)).toEqual([1]);
    const mergers = context.nodes.filter((node) => node.kind === 'merger');
    expect(mergers).toHaveLength(1);
    expect(context.destination).toMatchObject({ channelCount: 2, channelInterpretation: 'discrete' });
  });

  it('on an eight-channel interface opens the channels the higher of the two needs: click on 1, cues on 4', () => {
    const context = new FakeAudioContext();
    context.destination.maxChannelCount = 8;
    const routes = outputRoutes(routing(context), [0], [3]);
    expect(channelsOf(routes.click)).toEqual([0]);
    expect(channelsOf(routes.cues)).toEqual([3]);
    expect(context.destination.channelCount).toBe(4);
  });

  it('keeps a click with no channels chosen on every opened channel when the cues have their own', () => {
    const context = new FakeAudioContext();
    const routes = outputRoutes(routing(context), null, [1]);
    expect(channelsOf(routes.click)).toEqual([0, 1]);
    expect(channelsOf(routes.cues)).toEqual([1]);
  });

  it('lets cues on channels the hardware does not have follow the click', () => {
    const context = new FakeAudioContext();
    const routes = outputRoutes(routing(context), null, [5]);
    expect(routes.cues).toBe(context.destination);
    expect(routes.click).toBe(context.destination);
  });
});
