import { App } from '../../App';
import { logoutMock, meMock, serverError } from '../../test-utils/mocks';
import { buildUser, renderWithProviders, screen, userEvent, waitFor, within } from '../../test-utils/render';
import { Header } from './Header';

describe('Header', () => {
  it('shows visitors the brand, Manage Playlists, Log In and Sign Up', () => {
    renderWithProviders(<Header />, { user: null });
    const header = within(screen.getByRole('banner'));

    expect(header.getByRole('link', { name: 'Music IQueue' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Manage Playlists' })).toHaveAttribute('href', '/playlists');
    expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(header.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Find Song BPM' })).not.toBeInTheDocument();
  });

  it("offers a signed-in user 'Find Song BPM' in the main navigation", () => {
    renderWithProviders(<Header />, { user: buildUser() });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Find Song BPM' })).toHaveAttribute('href', '/add-to-playlist');
    expect(nav.getByRole('link', { name: 'Manage Playlists' })).toHaveAttribute('href', '/playlists');
  });

  it("shows a signed-in user's initials in the avatar instead of Log In / Sign Up", () => {
    renderWithProviders(<Header />, { user: buildUser({ displayName: 'Alice Cooper' }) });

    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('AC');
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('opens a menu with name, email, Profile and Log out, without Admin Dashboard for a regular user', async () => {
    renderWithProviders(<Header />, { user: buildUser({ displayName: 'Alice Cooper', email: 'alice@example.com' }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));

    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    const menu = within(screen.getByRole('menu'));
    expect(menu.getByText('Alice Cooper')).toBeInTheDocument();
    expect(menu.getByText('alice@example.com')).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it('adds Admin Dashboard for an admin and shows the username when there is no display name', async () => {
    renderWithProviders(<Header />, { user: buildUser({ username: 'admin', displayName: null, isAdmin: true }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));

    expect(await screen.findByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    const menu = within(screen.getByRole('menu'));
    expect(menu.getByText('admin')).toBeInTheDocument();
  });

  it('shows no account controls while the authentication check runs', () => {
    renderWithProviders(<Header />, { mocks: [meMock(null, Infinity)] });

    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });
});

describe('Log out', () => {
  it('ends the session, goes to /login, shows the visitor header and a toast', async () => {
    const view = renderWithProviders(<App />, { route: '/profile', user: buildUser(), mocks: [logoutMock()] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been successfully logged out.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log In' })).toBeInTheDocument(),
    );
    expect(view.location().pathname).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Log in to Music IQueue' })).toBeInTheDocument();
  });

  it('lets the next login redirect normally after a logout', async () => {
    const view = renderWithProviders(<App />, {
      route: '/admin',
      user: buildUser({ isAdmin: true }),
      mocks: [logoutMock()],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Log in to Music IQueue' });

    // The logout marker must be gone from the /login entry once the user is signed out.
    await waitFor(() => expect(view.location().state).toBeNull());
    expect(view.location().pathname).toBe('/login');
  });

  it("keeps the user signed in and shows 'Logout failed' when the server refuses", async () => {
    const view = renderWithProviders(<App />, {
      route: '/profile',
      user: buildUser(),
      mocks: [
        logoutMock(serverError('Missing or invalid anti-forgery token. Reload the page and try again.', 'FORBIDDEN')),
      ],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });
});
