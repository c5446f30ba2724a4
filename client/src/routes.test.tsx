import { App } from './App';
import { meMock } from './test-utils/mocks';
import { buildPlaylist, myPlaylistsMock, playlistMock, sharedMock } from './test-utils/playlistMocks';
import { buildUser, renderWithProviders, screen, waitFor, within } from './test-utils/render';

const member = buildUser();
// The playlist screens ask for their data; keeping it pending lets these tests look at the first render only.
const pendingPlaylistMocks = [
  { ...myPlaylistsMock([]), delay: Infinity },
  { ...sharedMock([]), delay: Infinity },
];
const admin = buildUser({
  id: '7b0c5a1e-0000-4000-8000-0000000000ad',
  username: 'admin',
  displayName: null,
  isAdmin: true,
});

describe('routing', () => {
  it("shows a centered 'Loading...' spinner while the authentication check runs", async () => {
    renderWithProviders(<App />, { route: '/', mocks: [meMock(null, 50)] });

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Start every song at the right tempo' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('asks the server who is signed in and treats a null answer as a visitor', async () => {
    renderWithProviders(<App />, { route: '/', mocks: [meMock(null)] });

    expect(await screen.findByRole('heading', { name: 'Start every song at the right tempo' })).toBeInTheDocument();
  });

  it('treats a failed authentication check as a visitor', async () => {
    renderWithProviders(<App />, {
      route: '/playlists',
      mocks: [{ request: meMock(null).request, error: new Error('Failed to fetch') }],
    });

    expect(await screen.findByRole('heading', { name: 'Start every song at the right tempo' })).toBeInTheDocument();
  });

  it('shows visitors the landing page with Log In, Sign Up and the five features', () => {
    renderWithProviders(<App />, { route: '/', user: null });

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(main.getByText(/playlist on your streaming service/)).toHaveTextContent('10-second click track');
    for (const feature of [
      'Precise click track generation',
      'BPM detection for songs',
      'Customizable count-in beats',
      'Performance-optimized visualizer',
      'Manage song tempos in playlists',
    ]) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
  });

  it.each([
    '/playlists',
    '/playlist/42',
    '/add-to-playlist/42',
    '/add-to-playlist',
    '/profile',
    '/users/bob',
    '/admin',
    '/nowhere',
  ])('redirects a visitor on %s to the landing page at /', async (route) => {
    const view = renderWithProviders(<App />, { route, user: null });

    expect(await screen.findByRole('heading', { name: 'Start every song at the right tempo' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
  });

  it('shows a signed-in user the home generator on / (its code loads first, behind the spinner)', async () => {
    renderWithProviders(<App />, { route: '/', user: member });

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Click Track Generator' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it.each([
    ['/playlists', 'My Playlists'],
    ['/add-to-playlist/42', 'Add Songs to Playlist'],
    ['/add-to-playlist', 'Find Song BPM'],
    ['/profile', 'Profile'],
    ['/users/bob', '@bob'],
  ])('opens %s for a signed-in user', async (route, heading) => {
    renderWithProviders(<App />, { route, user: member, mocks: pendingPlaylistMocks });

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('opens /playlist/42 for a signed-in user (the playlist loads first)', async () => {
    renderWithProviders(<App />, {
      route: '/playlist/42',
      user: member,
      mocks: [{ ...playlistMock('42', buildPlaylist()), delay: Infinity }],
    });

    expect(await screen.findByText('Loading playlist...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Playlists' })).toHaveAttribute('href', '/playlists');
  });

  it('sends a signed-in user on /login to /', async () => {
    const view = renderWithProviders(<App />, { route: '/login', user: member });

    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Click Track Generator' })).toBeInTheDocument();
  });

  it('sends a signed-in admin on /login to /admin', async () => {
    const view = renderWithProviders(<App />, { route: '/login', user: admin });

    await waitFor(() => expect(view.location().pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage users, playlists, and application settings')).toBeInTheDocument();
  });

  it('sends a signed-in user on /register to /', async () => {
    const view = renderWithProviders(<App />, { route: '/register', user: admin });

    await waitFor(() => expect(view.location().pathname).toBe('/'));
  });

  it('redirects a signed-in non-admin on /admin to /', async () => {
    const view = renderWithProviders(<App />, { route: '/admin', user: member });

    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown path of a signed-in user', async () => {
    renderWithProviders(<App />, { route: '/no/such/page', user: member });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, the page you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the header and a footer with the current year on every page', () => {
    renderWithProviders(<App />, { route: '/no/such/page', user: member });

    expect(screen.getByRole('link', { name: 'Music IQueue' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Music IQueue`);
  });
});
