import { App } from '../../../App';
import type { RegisterInput } from '../../../graphql/generated';
import { registerMock, serverError } from '../../../test-utils/mocks';
import { buildUser, holdOperation, renderWithProviders, screen, userEvent, waitFor } from '../../../test-utils/render';

const input: RegisterInput = {
  username: 'carol',
  email: 'carol@example.com',
  displayName: 'Carol King',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

async function fill(values: Partial<RegisterInput>) {
  const user = userEvent.setup();
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.displayName) await user.type(screen.getByLabelText('Display Name (optional)'), values.displayName);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirmPassword) await user.type(screen.getByLabelText('Confirm Password'), values.confirmPassword);
  return user;
}

describe('/register', () => {
  it('shows every validation message under its field when submitted empty', async () => {
    renderWithProviders(<App />, { route: '/register', user: null });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Display Name (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Passwords do not match' on the confirm password field", async () => {
    renderWithProviders(<App />, { route: '/register', user: null });
    const user = await fill({ ...input, confirmPassword: 'different-one' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
  });

  it('asks to confirm the password when only the confirmation is missing', async () => {
    renderWithProviders(<App />, { route: '/register', user: null });
    const user = await fill({ ...input, confirmPassword: undefined });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('rejects a short username and an invalid email with the SPEC messages', async () => {
    renderWithProviders(<App />, { route: '/register', user: null });
    const user = await fill({ ...input, username: 'ab', email: 'not-an-email' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
  });

  it("shows 'Creating Account...' while submitting, then signs the user in and goes to /", async () => {
    const carol = buildUser({ username: 'carol', email: 'carol@example.com', displayName: 'Carol King' });
    const registering = holdOperation('Register');
    const view = renderWithProviders(<App />, {
      route: '/register',
      user: null,
      mocks: [registerMock(input, { user: carol })],
      held: registering,
    });
    const user = await fill(input);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    registering.release();
    expect(await screen.findByRole('heading', { name: 'Click Track Generator' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/');
    expect(screen.getByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('CK');
  });

  it('sends no display name when the optional field is left empty', async () => {
    const withoutName: RegisterInput = { ...input, displayName: undefined };
    const carol = buildUser({ username: 'carol', displayName: null });
    const view = renderWithProviders(<App />, {
      route: '/register',
      user: null,
      mocks: [registerMock(withoutName, { user: carol })],
    });
    const user = await fill(withoutName);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(view.location().pathname).toBe('/'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('CA');
  });

  it('shows a taken username from the server under the username field', async () => {
    const taken = 'Username is already taken';
    renderWithProviders(<App />, {
      route: '/register',
      user: null,
      mocks: [registerMock(input, { error: serverError(taken, 'CONFLICT', { username: taken }) })],
    });
    const user = await fill(input);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(taken);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('shows the generic alert when the failure is not about a field', async () => {
    renderWithProviders(<App />, {
      route: '/register',
      user: null,
      mocks: [registerMock(input, { error: serverError('Internal server error', 'INTERNAL') })],
    });
    const user = await fill(input);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });

  it('links to /login', async () => {
    const view = renderWithProviders(<App />, { route: '/register', user: null });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Log in' }));

    await waitFor(() => expect(view.location().pathname).toBe('/login'));
  });
});
