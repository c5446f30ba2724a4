import { renderWithProviders, screen } from '../../test-utils/render';
import { LOGIN_HEADING, REGISTER_HEADING } from './screenHeadings';
import { FullPageLoader } from './FullPageLoader';

describe('FullPageLoader', () => {
  it.each([
    ['/login', LOGIN_HEADING.title],
    ['/register', REGISTER_HEADING.title],
  ])('on %s shows the screen heading above the spinner, before the screen has loaded', (route, title) => {
    renderWithProviders(<FullPageLoader />, { route });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows only the spinner where the heading depends on data', () => {
    renderWithProviders(<FullPageLoader />, { route: '/playlists' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
