import { renderWithProviders, screen } from '../../test-utils/render';
import { GENERATOR_HEADING, LOGIN_HEADING, REGISTER_HEADING } from './screenHeadings';
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

  it("on / shows the generator's heading once someone is known to be signed in, none for a visitor (the landing page)", () => {
    const signedIn = renderWithProviders(<FullPageLoader signedIn />, { route: '/' });
    expect(screen.getByRole('heading', { level: 1, name: GENERATOR_HEADING.title })).toBeInTheDocument();
    signedIn.unmount();
    renderWithProviders(<FullPageLoader />, { route: '/' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows only the spinner where the heading depends on data', () => {
    renderWithProviders(<FullPageLoader />, { route: '/playlists' });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
