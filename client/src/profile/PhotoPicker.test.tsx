import { renderWithProviders, screen, userEvent } from '../test-utils/render';
import { PhotoPicker } from './PhotoPicker';

describe('PhotoPicker', () => {
  it("names the icon-only camera button in a tooltip that shows after the pointer rests 700 ms", async () => {
    renderWithProviders(<PhotoPicker currentUrl={null} fallback="A" file={null} onChange={jest.fn()} />);
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Choose a profile photo' }));

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip', {}, { timeout: 1000 })).toHaveTextContent('Choose a profile photo');
  });
});
