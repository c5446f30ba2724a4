import { clickOutputNode, type RoutingContext } from './clickOutput';
import { FakeAudioContext, type FakeNode } from './testing/fakeAudioContext';

const routing = (context: FakeAudioContext) => context as unknown as RoutingContext;
/** The routing's two nodes: its mono input and the merger in front of the destination. */
const routingNodes = (context: FakeAudioContext) => ({
  gain: context.nodes.find((node) => node.kind === 'gain'),
  merger: context.nodes.find((node) => node.kind === 'merger'),
});

describe('clickOutputNode', () => {
  it('plays on every channel through the destination itself when no channel is chosen', () => {
    const context = new FakeAudioContext();
    expect(clickOutputNode(routing(context), null)).toBe(context.destination);
    expect(context.nodes).toEqual([]);
  });

  it('sends the mono click to the left channel only of a stereo output, the right one unconnected', () => {
    const context = new FakeAudioContext();
    const input = clickOutputNode(routing(context), [0]) as unknown as FakeNode;
    const { gain, merger } = routingNodes(context);
    expect(input).toBe(gain);
    expect(gain!.channelCount).toBe(1);
    expect(gain!.connections).toEqual([{ to: merger, output: 0, input: 0 }]);
    expect(merger!.inputs).toBe(2);
    expect(merger!.connections).toEqual([{ to: context.destination, output: 0, input: 0 }]);
    expect(context.destination).toMatchObject({ channelCount: 2, channelInterpretation: 'discrete' });
  });

  it('on a multichannel interface opens as many channels as the highest chosen needs, and only those carry the click', () => {
    const context = new FakeAudioContext();
    context.destination.maxChannelCount = 8;
    clickOutputNode(routing(context), [2, 3]);
    const { gain, merger } = routingNodes(context);
    expect(gain!.connections.map((connection) => connection.input)).toEqual([2, 3]);
    expect(merger!.inputs).toBe(4);
    expect(context.destination).toMatchObject({
      channelCount: 4,
      channelCountMode: 'explicit',
      channelInterpretation: 'discrete',
    });
  });

  it('puts the destination back to spreading a mono click over both sides when every channel is chosen again', () => {
    const context = new FakeAudioContext();
    clickOutputNode(routing(context), [0]);
    expect(clickOutputNode(routing(context), null)).toBe(context.destination);
    expect(context.destination).toMatchObject({ channelCount: 2, channelInterpretation: 'speakers' });
  });

  it('leaves out channels the hardware does not have (an interface unplugged since), and falls back to every channel when none is left', () => {
    const context = new FakeAudioContext();
    clickOutputNode(routing(context), [1, 5]);
    expect(routingNodes(context).gain!.connections.map((connection) => connection.input)).toEqual([1]);
    const other = new FakeAudioContext();
    expect(clickOutputNode(routing(other), [6, 7])).toBe(other.destination);
  });
});
