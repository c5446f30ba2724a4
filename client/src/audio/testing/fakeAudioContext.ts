// Test helper (imported by tests only, never by the app).

/** A recording stand-in for AudioBufferSourceNode. */
export class FakeSource {
  buffer: { data: Float32Array } | null = null;
  onended: (() => void) | null = null;
  startedAt: number | null = null;
  startOffset: number | null = null;
  stopCalls = 0;
  /** The `when` of the last stop() (0 when stopped at once). */
  stoppedAt: number | null = null;
  connectedTo: unknown = null;
  constructor(private readonly onStart: (source: FakeSource) => void = () => undefined) {}
  connect(destination: unknown) {
    this.connectedTo = destination;
  }
  disconnect() {
    this.connectedTo = null;
  }
  start(when = 0, offset = 0) {
    this.startedAt = when;
    this.startOffset = offset;
    this.onStart(this);
  }
  stop(when = 0) {
    this.stopCalls++;
    this.stoppedAt = when;
  }
}

/** A recording stand-in for a GainNode or ChannelMergerNode: what it is connected to, and how. */
export class FakeNode {
  connections: Array<{ to: unknown; output: number; input: number }> = [];
  channelCount = 2;
  channelCountMode = 'max';
  disconnected = false;
  constructor(
    readonly kind: 'gain' | 'merger',
    readonly inputs = 1,
  ) {}
  connect(to: unknown, output = 0, input = 0) {
    this.connections.push({ to, output, input });
    return to;
  }
  disconnect() {
    this.connections = [];
    this.disconnected = true;
  }
}

/** A recording stand-in for AudioContext whose clock the test advances. */
export class FakeAudioContext {
  currentTime = 10;
  sampleRate = 48000;
  state: 'suspended' | 'running' = 'suspended';
  outputLatency = 0;
  baseLatency = 0;
  /** A stereo output unless a test gives it more channels. */
  destination = {
    name: 'destination',
    maxChannelCount: 2,
    channelCount: 2,
    channelCountMode: 'explicit',
    channelInterpretation: 'speakers',
  };
  sources: FakeSource[] = [];
  /** The routing nodes made (clickOutput.ts), in order. */
  nodes: FakeNode[] = [];
  resumeCalls = 0;
  /** Test hooks: what the audio thread does meanwhile (advance currentTime) when a source starts or a buffer is made. */
  onStart: (source: FakeSource) => void = () => undefined;
  onCreateBuffer: (length: number) => void = () => undefined;
  async resume() {
    this.resumeCalls++;
    this.state = 'running';
  }
  createBuffer(_channels: number, length: number, _rate: number) {
    const data = new Float32Array(length);
    this.onCreateBuffer(length);
    return { length, getChannelData: () => data, data };
  }
  createBufferSource() {
    const source = new FakeSource((started) => this.onStart(started));
    this.sources.push(source);
    return source;
  }
  createGain() {
    return this.made(new FakeNode('gain'));
  }
  createChannelMerger(inputs: number) {
    return this.made(new FakeNode('merger', inputs));
  }
  async close() {}
  private made(node: FakeNode) {
    this.nodes.push(node);
    return node;
  }
}
