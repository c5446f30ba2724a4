import { App } from '../../../App';
import { buildUser, holdOperation, renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';
import { httpErrorResponse, loginMock, serverError } from '../../../test-utils/mocks';
import { LoginDocument } from '../../../graphql/generated';
import { offersProviderLogin } from '../providerLogin';
import {
  PROVIDER_ERROR_PARAM,
  PROVIDER_LOGIN_FAILED_TITLE,
  PROVIDER_LOGIN_MESSAGES,
} from '../../../../../schema/providerLogin';

async function fillAndSubmit(usernameOrEmail: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username or Email'), usernameOrEmail);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('/login', () => {
  it('shows the validation messages under the fields when submitted empty', async () => {
    renderWithProviders(<App />, { route: '/login', user: null });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Username or email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Logging in...' while the login is in flight", async () => {
    const admin = buildUser({ username: 'admin', isAdmin: true });
    const loggingIn = holdOperation('Login');
    renderWithProviders(<App />, {
      route: '/login',
      user: null,
      mocks: [loginMock({ usernameOrEmail: 'admin', password: 'secret-pass' }, { user: admin })],
      held: loggingIn,
    });
    await fillAndSubmit('admin', 'secret-pass');

    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    loggingIn.release();
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('sends an admin to /admin with a welcome toast', async () => {
    const admin = buildUser({ username: 'admin', displayName: 'Ada Admin', isAdmin: true });
    const view = renderWithProviders(<App />, {
      route: '/login',
      user: null,
      mocks: [loginMock({ usernameOrEmail: 'admin', password: 'secret-pass' }, { user: admin })],
    });
    await fillAndSubmit('  admin ', 'secret-pass');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/admin');
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada Admin!')).toBeInTheDocument();
  });

  it('sends a regular user to / and greets them by username when they have no display name', async () => {
    const bob = buildUser({ username: 'bob', email: 'bob@example.com', displayName: null });
    const view = renderWithProviders(<App />, {
      route: '/login',
      user: null,
      mocks: [loginMock({ usernameOrEmail: 'bob@example.com', password: 'secret-pass' }, { user: bob })],
    });
    await fillAndSubmit('bob@example.com', 'secret-pass');

    expect(await screen.findByRole('heading', { name: 'Click Track Generator' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
    expect(screen.getByText('Welcome back, bob!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it("shows the server's message for wrong credentials and lets the user retry", async () => {
    const view = renderWithProviders(<App />, {
      route: '/login',
      user: null,
      mocks: [
        loginMock(
          { usernameOrEmail: 'bob', password: 'wrong-pass' },
          { error: serverError('Invalid username/email or password', 'UNAUTHENTICATED') },
        ),
      ],
    });
    await fillAndSubmit('bob', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username/email or password');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(view.location().pathname).toBe('/login');
  });

  it("shows the server's message when it says more, e.g. too many attempts", async () => {
    const message = 'Too many failed logins. Try again in 15 minutes.';
    renderWithProviders(<App />, {
      route: '/login',
      user: null,
      mocks: [
        {
          request: { query: LoginDocument, variables: { input: { usernameOrEmail: 'bob', password: 'wrong-pass' } } },
          error: httpErrorResponse(429, serverError(message, 'TOO_MANY_REQUESTS')),
        },
      ],
    });
    await fillAndSubmit('bob', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("falls back to 'Login failed. Please check your credentials and try again.' when the server says nothing", async () => {
    renderWithProviders(<App />, {
      route: '/login',
      user: null,
      mocks: [
        loginMock(
          { usernameOrEmail: 'bob', password: 'any-pass' },
          { error: serverError('Internal server error', 'INTERNAL') },
        ),
      ],
    });
    await fillAndSubmit('bob', 'any-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
  });

  it("'Log in as Admin' fills in admin and puts the cursor in the password field", async () => {
    renderWithProviders(<App />, { route: '/login', user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in as Admin' }));

    expect(screen.getByLabelText('Username or Email')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('offers no provider login when the server has no provider', () => {
    renderWithProviders(<App />, { route: '/login', user: null });

    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Log in with/ })).not.toBeInTheDocument();
  });

  it("offers 'Log in with {provider}' when the server has one, leading to its login URL", async () => {
    renderWithProviders(<App />, {
      route: '/login',
      user: null,
      authProvider: { __typename: 'AuthProvider', name: 'Band SSO', appDomain: null, loginUrl: '/api/login' },
    });

    expect(await screen.findByRole('link', { name: 'Log in with Band SSO' })).toHaveAttribute('href', '/api/login');
  });

  it('offers the provider login only on host names containing its app domain (SPEC.md)', () => {
    const provider = {
      __typename: 'AuthProvider' as const,
      name: 'the provider',
      appDomain: 'replit.app',
      loginUrl: '/api/login',
    };
    renderWithProviders(<App />, { route: '/login', user: null, authProvider: provider });

    expect(window.location.hostname).toBe('localhost');
    expect(screen.queryByRole('link', { name: 'Log in with the provider' })).not.toBeInTheDocument();
    expect(offersProviderLogin(provider, 'music-iqueue.replit.app')).toBe(true);
    expect(offersProviderLogin(provider, 'localhost')).toBe(false);
    expect(offersProviderLogin(null, 'music-iqueue.replit.app')).toBe(false);
  });

  it.each(Object.entries(PROVIDER_LOGIN_MESSAGES))(
    "says why a provider sign-in failed ('%s') and takes the reason out of the address",
    async (reason, message) => {
      const view = renderWithProviders(<App />, { route: `/login?${PROVIDER_ERROR_PARAM}=${reason}`, user: null });

      expect(await screen.findByText(PROVIDER_LOGIN_FAILED_TITLE)).toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
      await waitFor(() => expect(view.location().search).toBe(''));
    },
  );

  it('ignores an unknown provider_error reason', () => {
    renderWithProviders(<App />, { route: `/login?${PROVIDER_ERROR_PARAM}=<script>`, user: null });

    expect(screen.queryByText(PROVIDER_LOGIN_FAILED_TITLE)).not.toBeInTheDocument();
  });

  it('links to /register', async () => {
    const view = renderWithProviders(<App />, { route: '/login', user: null });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign up' }));

    await waitFor(() => expect(view.location().pathname).toBe('/register'));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
