import { act, renderWithProviders, screen, userEvent } from '../../test-utils/render';
import { PhotoPicker } from './PhotoPicker';

describe('PhotoPicker', () => {
  it('names the icon-only camera button in a tooltip that shows after the pointer rests 700 ms', async () => {
    // On jest's clock: a busy machine can neither show it early nor make the wait for it time out.
    jest.useFakeTimers();
    try {
      renderWithProviders(<PhotoPicker currentUrl={null} fallback="A" file={null} onChange={jest.fn()} />);
      await userEvent
        .setup({ advanceTimers: jest.advanceTimersByTime })
        .hover(screen.getByRole('button', { name: 'Choose a profile photo' }));

      await act(() => jest.advanceTimersByTimeAsync(690));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Choose a profile photo');
    } finally {
      jest.useRealTimers();
    }
  });
});
