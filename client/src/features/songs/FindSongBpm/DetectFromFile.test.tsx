import { renderWithProviders, screen, userEvent } from '../../../test-utils/render';
import { DetectFromFile } from './DetectFromFile';

describe('DetectFromFile', () => {
  it("after 'Use this tempo' says which tempo was chosen, links to a click track at it, and tells the page", async () => {
    const onUse = jest.fn();
    renderWithProviders(
      <DetectFromFile
        onUse={onUse}
        detect={async () => ({
          bpm: 92.4,
          range: null,
          confidence: 0.8,
          unsure: false,
          rival: null,
          candidates: [{ bpm: 92.4, salience: 5 }],
        })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Detect from an audio file' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([new Uint8Array(8)], 'take.wav', { type: 'audio/wav' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Use this tempo' }));
    expect(onUse).toHaveBeenCalledWith(92);
    expect(screen.getByText(/Tempo chosen: 92 BPM \(detected\)\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a click track at 92 BPM' })).toHaveAttribute(
      'href',
      '/?track=Detected%20tempo&bpm=92',
    );
  });
});
