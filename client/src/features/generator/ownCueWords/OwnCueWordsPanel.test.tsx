import type { CueSettings } from '../../../../../schema/cues';
import { buildUser, renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import OwnCueWordsPanel from './OwnCueWordsPanel';
import { MICROPHONE_REFUSED } from './recordCueWord';

// 'Your words' with a fake microphone: what the browser records is decoded and sent as a WAV named
// after the word, and the word is then said with it; a refused microphone says so; a browser
// without MediaRecorder offers Upload only.

const CUES: CueSettings = { countIn: true, sections: true, leadInBars: 1, volumePercent: 80 };

/** A MediaRecorder that "records" one chunk of webm and stops when told. */
class FakeRecorder extends EventTarget {
  static made = 0;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm;codecs=opus';
  constructor(readonly stream: MediaStream) {
    super();
    FakeRecorder.made++;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['webm bytes']) }));
    this.dispatchEvent(new Event('stop'));
  }
}

/** Decodes any recording to 0.1 s of 48 kHz stereo. */
class FakeAudioContext {
  async decodeAudioData() {
    const samples = new Float32Array(4800).fill(0.3);
    return { length: 4800, sampleRate: 48_000, numberOfChannels: 2, getChannelData: () => samples };
  }
  async close() {}
}

// jsdom's Blob has no arrayBuffer(); the browsers' does.
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(this);
  });
};

const trackStop = jest.fn();
const getUserMedia = jest.fn();
let uploads: FormData[];

beforeEach(() => {
  FakeRecorder.made = 0;
  uploads = [];
  trackStop.mockReset();
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop: trackStop }] });
  Object.assign(globalThis, { MediaRecorder: FakeRecorder, AudioContext: FakeAudioContext });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    uploads.push(init.body as FormData);
    return { ok: true, status: 201, json: async () => ({ id: 'sound-1', name: 'Cue: one', durationMs: 100 }) };
  }) as unknown as typeof fetch;
});
afterEach(() => {
  delete (globalThis as { MediaRecorder?: unknown }).MediaRecorder;
});

function renderPanel(cues: CueSettings = CUES) {
  const onChange = jest.fn();
  renderWithProviders(<OwnCueWordsPanel cues={cues} onChange={onChange} />, { user: buildUser() });
  return { onChange, user: userEvent.setup() };
}

describe('Your words', () => {
  it('records a word, uploads it as a WAV named after the word, and says the word with it', async () => {
    const { onChange, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Record one' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    await user.click(await screen.findByRole('button', { name: 'Stop recording one' }));

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ ...CUES, ownWords: [{ word: 'one', soundId: 'sound-1' }] }),
    );
    expect(trackStop).toHaveBeenCalled();
    const [form] = uploads;
    expect(form.get('name')).toBe('Cue: one');
    const file = form.get('sound') as File;
    expect([file.name, file.type]).toEqual(['one.wav', 'audio/wav']);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(String.fromCharCode(...bytes.slice(0, 4), ...bytes.slice(8, 12))).toBe('RIFFWAVE');
    // Mono, 16-bit, at the recording's rate: 0.1 s of 48 kHz is 9600 bytes of samples.
    expect(bytes.length).toBe(44 + 4800 * 2);
  });

  it('says plainly when the microphone is refused, and uploads nothing', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    const { onChange, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Record chorus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MICROPHONE_REFUSED);
    expect(FakeRecorder.made).toBe(0);
    expect(uploads).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers Upload only where the browser cannot record', () => {
    delete (globalThis as { MediaRecorder?: unknown }).MediaRecorder;
    renderPanel();
    expect(screen.queryByRole('button', { name: /^Record/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload chorus' })).toBeInTheDocument();
    expect(screen.getByText(/This browser cannot record in the page, so upload a file instead/)).toBeInTheDocument();
  });

  it('shows which words are in the user’s voice and puts one back on the built-in voice', async () => {
    const { onChange, user } = renderPanel({
      ...CUES,
      ownWords: [
        { word: 'chorus', soundId: 'sound-c' },
        { word: 'one', soundId: 'sound-1' },
      ],
    });
    expect(screen.getByTestId('cue-word-chorus')).toHaveTextContent('Your voice');
    expect(screen.getByTestId('cue-word-verse')).toHaveTextContent('Built-in');
    expect(screen.queryByRole('button', { name: 'Use built-in verse' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use built-in chorus' }));
    expect(onChange).toHaveBeenCalledWith({ ...CUES, ownWords: [{ word: 'one', soundId: 'sound-1' }] });
  });
});
