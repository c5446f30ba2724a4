import { DEFAULT_CUES } from '../../../../schema/cues';
import type { ClickTrackSettings } from '../../audio/types';
import { renderWithProviders, screen, userEvent } from '../../test-utils/render';
import { CueControls } from './CueControls';

const settings: ClickTrackSettings = {
  ...{ bpm: 120, durationSeconds: 30, countInBeats: 4, volumePercent: 75 },
  ...{ soundType: 'click', countInSoundType: 'woodblock' },
  cues: DEFAULT_CUES,
};

describe("'Speak band messages' with the spoken cues", () => {
  it('is on with the cues and turns off on its own, keeping the rest', async () => {
    const onChange = jest.fn();
    renderWithProviders(<CueControls settings={settings} onChange={onChange} />);
    const speak = screen.getByRole('switch', { name: /Speak band messages/ });
    expect(speak).toBeChecked();
    await userEvent.click(speak);
    expect(onChange).toHaveBeenLastCalledWith({ ...settings, cues: { ...DEFAULT_CUES, speakMessages: false } });
  });

  it('shows off when turned off, and is not offered with the cues off', () => {
    const { unmount } = renderWithProviders(
      <CueControls settings={{ ...settings, cues: { ...DEFAULT_CUES, speakMessages: false } }} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('switch', { name: /Speak band messages/ })).not.toBeChecked();
    unmount();
    renderWithProviders(<CueControls settings={{ ...settings, cues: null }} onChange={jest.fn()} />);
    expect(screen.queryByRole('switch', { name: /Speak band messages/ })).toBeNull();
  });
});
