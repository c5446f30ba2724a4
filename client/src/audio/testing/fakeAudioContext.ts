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

/** A recording stand-in for AudioContext whose clock the test advances. */
export class FakeAudioContext {
  currentTime = 10;
  sampleRate = 48000;
  state: 'suspended' | 'running' = 'suspended';
  outputLatency = 0;
  baseLatency = 0;
  destination = { name: 'destination' };
  sources: FakeSource[] = [];
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
  async close() {}
}
