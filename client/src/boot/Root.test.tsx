import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { theme } from '../theme';
import { Root } from './Root';

/** Answers the boot check with `me`; any other request fails (as with the server unreachable). */
function serverSays(me: object | null) {
  const fetchMock = jest.fn(async (url: string) => {
    if (url.startsWith('/graphql?query=query%20CurrentUser'))
      return { ok: true, status: 200, json: async () => ({ data: { me } }) };
    throw new Error(`unexpected request ${url}`);
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

function renderRoot(route = '/') {
  return render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[route]} useTransitions={false}>
        <Root />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the first page load', () => {
  it("shows 'Loading...' while it asks who is signed in, then a visitor on / gets the landing page", async () => {
    const fetchMock = serverSays(null);
    renderRoot('/');

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Click Track Generator' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Start every song at the right tempo' })).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the generator's heading while it asks, when the page says someone is signed in here", async () => {
    serverSays(null);
    const hint = document.createElement('meta');
    hint.name = 'miq-signed-in';
    hint.content = '1';
    document.head.append(hint);
    try {
      renderRoot('/');
      expect(screen.getByRole('heading', { level: 1, name: 'Click Track Generator' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      // The check decides: the session had ended, so the visitor gets the landing page.
      expect(await screen.findByRole('heading', { name: 'Start every song at the right tempo' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Click Track Generator' })).not.toBeInTheDocument();
    } finally {
      hint.remove();
    }
  });

  it('loads the full app when a visitor goes on to /login, without asking again', async () => {
    const fetchMock = serverSays(null);
    renderRoot('/');
    await screen.findByRole('heading', { name: 'Start every song at the right tempo' });
    await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('link', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Log in to Music IQueue' })).toBeInTheDocument();
    // The login page asks the server about its identity provider; who is signed in is asked only once.
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('CurrentUser'))).toHaveLength(1);
  });

  it('gives a signed-in user the full app with the account menu at once', async () => {
    serverSays({
      __typename: 'User',
      id: 'u1',
      username: 'alice',
      email: 'alice@example.com',
      displayName: 'Alice Cooper',
      phoneNumber: null,
      bio: null,
      profileImageUrl: null,
      isAdmin: false,
    });
    renderRoot('/');

    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('AC');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument());
  });
});
