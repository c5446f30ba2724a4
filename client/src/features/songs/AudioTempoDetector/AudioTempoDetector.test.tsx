import { act, fireEvent } from '@testing-library/react';
import { renderWithProviders, screen, userEvent } from '../../../test-utils/render';
import type { TempoDetection } from '../../../audio/tempoDetection/detectTempo';
import { AudioTempoDetector, tempoLabel, unsureQuestion, type DetectTempoOfFile } from './AudioTempoDetector';

const detection = (bpm: number): TempoDetection => ({
  bpm,
  range: null,
  confidence: 0.9,
  unsure: false,
  rival: null,
  candidates: [{ bpm, salience: 10 }],
});
const wavFile = (name = 'song.wav') => new File([new Uint8Array(64)], name, { type: 'audio/wav' });

/** A detection the test resolves or rejects by hand, to see the 'Analysing…' state. */
function deferredDetect() {
  let settle: { resolve: (value: TempoDetection) => void; reject: (error: Error) => void } | undefined;
  const detect = jest.fn<ReturnType<DetectTempoOfFile>, Parameters<DetectTempoOfFile>>(
    () => new Promise<TempoDetection>((resolve, reject) => (settle = { resolve, reject })),
  );
  return {
    detect,
    resolve: (value: TempoDetection) => settle!.resolve(value),
    reject: (error: Error) => settle!.reject(error),
  };
}

async function chooseFile(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file);
}

describe('AudioTempoDetector', () => {
  it('offers a labelled file picker for audio files only', () => {
    renderWithProviders(<AudioTempoDetector onUse={jest.fn()} detect={jest.fn()} />);
    expect(screen.getByText('Drop an audio file here or choose one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose an audio file' })).toHaveAccessibleDescription(
      'Drop an audio file here or choose one',
    );
    expect(document.querySelector('input[type="file"]')).toHaveAttribute('accept', 'audio/*');
  });

  it("shows 'Analysing…' while the file is analysed, then the tempo rounded to whole BPM", async () => {
    const { detect, resolve } = deferredDetect();
    renderWithProviders(<AudioTempoDetector onUse={jest.fn()} detect={detect} />);
    const file = wavFile();
    await chooseFile(file);
    expect(await screen.findByText('Analysing…')).toBeInTheDocument();
    expect(detect).toHaveBeenCalledWith(file);
    resolve(detection(127.6));
    expect(await screen.findByText('128 BPM')).toBeInTheDocument();
    expect(screen.queryByText('Analysing…')).not.toBeInTheDocument();
  });

  it("asks 'Not sure — is it {slower} or {faster}?' when the beat level is in doubt, and one tap uses that reading", async () => {
    const onUse = jest.fn();
    const unsure = { ...detection(130.2), confidence: 0.3, unsure: true, rival: 65.1 };
    renderWithProviders(<AudioTempoDetector onUse={onUse} detect={async () => unsure} />);
    await chooseFile(wavFile());
    expect(await screen.findByRole('status')).toHaveTextContent(unsureQuestion(65, 130));
    expect(unsureQuestion(65, 130)).toBe('Not sure — is it 65 or 130?');
    // Instead of a single number: both readings are choices, neither is the answer yet.
    expect(screen.getByRole('button', { name: 'Use 130 BPM' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use this tempo' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Use 65 BPM' }));
    expect(onUse).toHaveBeenCalledWith(65);
    // The choice is the answer from then on, with ×2 / ÷2 as for any other.
    // The pressed button is gone: the focus is on the tempo shown in its place.
    expect(screen.getByText('65 BPM')).toHaveFocus();
    expect(screen.getByRole('button', { name: '×2' })).toBeEnabled();
  });

  it("shows the mean and the range of a tempo that moves, '124 BPM (121–127)', and 'Use this tempo' takes the mean", async () => {
    const onUse = jest.fn();
    renderWithProviders(
      <AudioTempoDetector
        onUse={onUse}
        detect={async () => ({ ...detection(124.3), range: { low: 121.2, high: 127.4 } })}
      />,
    );
    await chooseFile(wavFile());
    expect(await screen.findByRole('status')).toHaveTextContent(/^124 BPM \(121–127\)$/);
    expect(tempoLabel(124, { low: 121, high: 127 })).toBe('124 BPM (121–127)');
    expect(screen.getByText('Mean tempo: the performance moves between 121 and 127 BPM.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use this tempo' }));
    expect(onUse).toHaveBeenCalledWith(124);
    // The range follows the level shown.
    await user.click(screen.getByRole('button', { name: '÷2' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^62 BPM \(61–64\)$/);
  });

  it('shows just the tempo when it holds, and keeps the unsure question as it is when the tempo moves', async () => {
    const detect = jest.fn<ReturnType<DetectTempoOfFile>, Parameters<DetectTempoOfFile>>();
    detect
      .mockResolvedValueOnce(detection(124))
      .mockResolvedValueOnce({ ...detection(130.2), unsure: true, rival: 65.1, range: { low: 127, high: 133.4 } });
    renderWithProviders(<AudioTempoDetector onUse={jest.fn()} detect={detect} />);
    await chooseFile(wavFile());
    expect(await screen.findByRole('status')).toHaveTextContent(/^124 BPM$/);
    await chooseFile(wavFile('drifting.wav'));
    expect(await screen.findByText(unsureQuestion(65, 130))).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use 130 BPM' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^130 BPM \(127–133\)$/);
  });

  it('shows a single tempo when the detector is sure, even with a rival level', async () => {
    renderWithProviders(
      <AudioTempoDetector onUse={jest.fn()} detect={async () => ({ ...detection(130.2), rival: 65.1 })} />,
    );
    await chooseFile(wavFile());
    expect(await screen.findByText('130 BPM')).toBeInTheDocument();
    expect(screen.queryByText(/Not sure/)).not.toBeInTheDocument();
  });

  it("doubles and halves the tempo, disabling each button where the result would leave 40–240, and 'Use this tempo' hands the shown tempo over", async () => {
    const onUse = jest.fn();
    renderWithProviders(<AudioTempoDetector onUse={onUse} detect={async () => detection(67)} />);
    await chooseFile(wavFile());
    await screen.findByText('67 BPM');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: '×2' }));
    expect(screen.getByText('134 BPM')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '×2' })).toBeDisabled(); // 268 > 240
    await user.click(screen.getByRole('button', { name: '÷2' }));
    await user.click(screen.getByRole('button', { name: '÷2' }));
    expect(screen.queryByText('34 BPM')).not.toBeInTheDocument();
    expect(screen.getByText('67 BPM')).toBeInTheDocument(); // 67 ÷ 2 = 33.5 would leave the range
    expect(screen.getByRole('button', { name: '÷2' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Use this tempo' }));
    expect(onUse).toHaveBeenCalledWith(67);
  });

  it("says 'Could not read this audio file' when decoding fails, and recovers with the next file", async () => {
    const detect = jest.fn<ReturnType<DetectTempoOfFile>, Parameters<DetectTempoOfFile>>();
    detect
      .mockRejectedValueOnce(new Error('EncodingError: Unable to decode audio data'))
      .mockResolvedValueOnce(detection(96));
    renderWithProviders(<AudioTempoDetector onUse={jest.fn()} detect={detect} />);
    await chooseFile(wavFile('broken.wav'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not read this audio file');
    await chooseFile(wavFile('good.wav'));
    expect(await screen.findByText('96 BPM')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('analyses the same file again when it is chosen a second time', async () => {
    const detect = jest.fn(async () => detection(100));
    renderWithProviders(<AudioTempoDetector onUse={jest.fn()} detect={detect} />);
    const file = wavFile();
    await chooseFile(file);
    await screen.findByText('100 BPM');
    await chooseFile(file);
    await screen.findByText('100 BPM');
    expect(detect).toHaveBeenCalledTimes(2);
  });

  it('refuses a file that is not audio without trying to decode it', async () => {
    const detect = jest.fn<ReturnType<DetectTempoOfFile>, Parameters<DetectTempoOfFile>>();
    renderWithProviders(<AudioTempoDetector onUse={jest.fn()} detect={detect} />);
    await chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not read this audio file');
    expect(detect).not.toHaveBeenCalled();
  });

  it('says so when the audio has no steady beat', async () => {
    renderWithProviders(
      <AudioTempoDetector
        onUse={jest.fn()}
        detect={async () => ({ bpm: 120, range: null, confidence: 0, unsure: true, rival: null, candidates: [] })}
      />,
    );
    await chooseFile(wavFile('silence.wav'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No steady beat found in this audio file');
    expect(screen.queryByText('120 BPM')).not.toBeInTheDocument();
  });

  it('analyses a file dropped on the drop zone', async () => {
    const detect = jest.fn(async () => detection(174));
    renderWithProviders(<AudioTempoDetector onUse={jest.fn()} detect={detect} />);
    const file = wavFile('dropped.wav');
    fireEvent.drop(screen.getByTestId('audio-drop-zone'), { dataTransfer: { files: [file] } });
    expect(await screen.findByText('174 BPM')).toBeInTheDocument();
    expect(detect).toHaveBeenCalledWith(file);
  });

  it('shows only the newest file’s tempo when a second file is chosen while the first is analysed', async () => {
    const first = deferredDetect();
    const detect = jest.fn<ReturnType<DetectTempoOfFile>, Parameters<DetectTempoOfFile>>();
    detect.mockImplementationOnce(first.detect).mockResolvedValueOnce(detection(150));
    renderWithProviders(<AudioTempoDetector onUse={jest.fn()} detect={detect} />);
    await chooseFile(wavFile('slow.wav'));
    await chooseFile(wavFile('fast.wav'));
    expect(await screen.findByText('150 BPM')).toBeInTheDocument();
    await act(async () => first.resolve(detection(80)));
    expect(screen.getByText('150 BPM')).toBeInTheDocument();
    expect(screen.queryByText('80 BPM')).not.toBeInTheDocument();
  });
});
