/* global window */
// A fake Web MIDI for tests and benchmarks, run in the page before the app loads
// (`page.addInitScript({ path })`). Headless Chromium here has no ALSA, so the real
// `navigator.requestMIDIAccess` rejects; this one answers with recording outputs and inputs
// the test can play into. Ports come from `window.__fakeMidiConfig` when an earlier init script
// set it, else one output and one input.
//
// In the page, `window.__fakeMidi` offers:
//   sent(outputId)        → every message sent so far: { data: number[], timestamp, sentAt }
//                            (timestamp as given to send(), or sentAt when none; sentAt = performance.now())
//   clearSent(outputId)
//   receive(inputId, data, timeStamp?) → delivers a message as a MIDIMessageEvent would
//   requests              → how many times requestMIDIAccess was called (MIDI is opt-in)
//   refuse                → set true before a request to answer as a refused permission does
(() => {
  const config = window.__fakeMidiConfig ?? {
    outputs: [{ id: 'fake-out-1', name: 'Fake MIDI Out' }],
    inputs: [{ id: 'fake-in-1', name: 'Fake Foot Controller' }],
  };
  const sentByOutput = new Map();

  class FakePort extends EventTarget {
    constructor(spec, type) {
      super();
      this.id = spec.id;
      this.name = spec.name;
      this.manufacturer = spec.manufacturer ?? 'Test';
      this.version = '1.0';
      this.type = type;
      this.state = 'connected';
      this.connection = 'open';
      this.onstatechange = null;
    }
    open() {
      return Promise.resolve(this);
    }
    close() {
      return Promise.resolve(this);
    }
  }

  class FakeOutput extends FakePort {
    constructor(spec) {
      super(spec, 'output');
      sentByOutput.set(spec.id, []);
    }
    send(data, timestamp) {
      const sentAt = performance.now();
      sentByOutput.get(this.id).push({ data: Array.from(data), timestamp: timestamp ?? sentAt, sentAt });
    }
    clear() {}
  }

  class FakeInput extends FakePort {
    constructor(spec) {
      super(spec, 'input');
      this.onmidimessage = null;
    }
    deliver(data, timeStamp) {
      const event = new Event('midimessage');
      Object.defineProperty(event, 'data', { value: Uint8Array.from(data) });
      Object.defineProperty(event, 'timeStamp', { value: timeStamp ?? performance.now() });
      if (typeof this.onmidimessage === 'function') this.onmidimessage(event);
      this.dispatchEvent(event);
    }
  }

  const outputs = new Map(config.outputs.map((spec) => [spec.id, new FakeOutput(spec)]));
  const inputs = new Map(config.inputs.map((spec) => [spec.id, new FakeInput(spec)]));
  const access = Object.assign(new EventTarget(), { inputs, outputs, sysexEnabled: false, onstatechange: null });

  const fake = {
    requests: 0,
    refuse: false,
    sent: (outputId) => (sentByOutput.get(outputId) ?? []).slice(),
    clearSent: (outputId) => sentByOutput.set(outputId, []),
    receive: (inputId, data, timeStamp) => inputs.get(inputId).deliver(data, timeStamp),
  };
  window.__fakeMidi = fake;

  Object.defineProperty(Navigator.prototype, 'requestMIDIAccess', {
    configurable: true,
    value() {
      fake.requests++;
      if (fake.refuse) return Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      return Promise.resolve(access);
    },
  });
})();
