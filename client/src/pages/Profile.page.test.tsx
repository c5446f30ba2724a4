import { App } from '../App';
import { ChangePasswordDocument } from '../graphql/generated';
import { serverError, updateProfileMock } from '../test-utils/mocks';
import { buildUser, renderWithProviders, screen, userEvent, waitFor, within } from '../test-utils/render';

const alice = buildUser({ phoneNumber: '555 0100', bio: 'Drums' });
const PHOTO_URL = `/api/users/${alice.id}/profile-image/0f0e0d0c-0000-8000-8000-000000000001`;

/** The browser's fetch for the photo upload: answers `status` with `body`, and records calls. */
function uploadAnswers(status: number, body: object) {
  const fetchMock = jest.fn(async () => ({ status, ok: status < 300, statusText: '', json: async () => body }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]')!;
}

describe('/profile', () => {
  // The route's code is loaded lazily; compiling it for the first test (under a busy machine, more
  // than findBy's wait) is not what these tests measure.
  beforeAll(() => import('./Profile.page'));

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('shows the read-only username and email, both tabs, the phone hint and the first-letter avatar', async () => {
    renderWithProviders(<App />, { route: '/profile', user: alice });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('alice');
    expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('alice@example.com');
    expect(screen.getByRole('tab', { name: 'Profile Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Display Name')).toHaveValue('Alice Cooper');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('555 0100');
    expect(screen.getByLabelText('Bio')).toHaveValue('Drums');
    expect(
      screen.getByText('Your phone number is visible only to you and users you share playlists with.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('A').length).toBeGreaterThan(0);
  });

  it("saves the details: 'Profile updated' toast and 'Profile updated successfully'", async () => {
    const saved = { ...alice, displayName: 'Alice C', bio: null };
    renderWithProviders(<App />, {
      route: '/profile',
      user: alice,
      mocks: [updateProfileMock({ displayName: 'Alice C', phoneNumber: '555 0100', bio: null }, { user: saved })],
    });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Display Name'), 'Alice C');
    await user.clear(screen.getByLabelText('Bio'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been successfully updated.')).toBeInTheDocument();
    expect(screen.getByLabelText('Display Name')).toHaveValue('Alice C');
  });

  it('shows a bad phone number under its field and sends nothing', async () => {
    renderWithProviders(<App />, { route: '/profile', user: alice });
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Please enter a valid phone number: digits, spaces and + - ( ) . only'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('uploads a chosen photo first, then saves; the top bar avatar shows the photo', async () => {
    const fetchMock = uploadAnswers(200, { profileImageUrl: PHOTO_URL });
    renderWithProviders(<App />, {
      route: '/profile',
      user: alice,
      mocks: [
        updateProfileMock(
          { displayName: 'Alice Cooper', phoneNumber: '555 0100', bio: 'Drums' },
          { user: { ...alice, profileImageUrl: PHOTO_URL } },
        ),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Profile' });
    await user.upload(fileInput(), new File(['png-bytes'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/upload-profile-image',
      expect.objectContaining({ method: 'POST', body: expect.any(FormData) }),
    );
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(banner.querySelector(`img[src="${PHOTO_URL}"]`)).not.toBeNull());
  });

  it("still saves the details when the upload fails, and says 'Image upload failed'", async () => {
    uploadAnswers(500, { message: 'boom' });
    renderWithProviders(<App />, {
      route: '/profile',
      user: alice,
      mocks: [
        updateProfileMock({ displayName: 'Alice Cooper', phoneNumber: '555 0100', bio: 'Drums' }, { user: alice }),
      ],
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Profile' });
    await user.upload(fileInput(), new File(['png-bytes'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Image upload failed')).toBeInTheDocument();
    expect(
      screen.getByText('Your profile details were updated but the image could not be uploaded'),
    ).toBeInTheDocument();
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
  });

  it.each([
    [
      'a file that is not an image',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      'Invalid file type',
      'Please upload an image file',
    ],
    [
      'a photo of 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
      'File too large',
      'Profile image must be less than 5MB',
    ],
  ])('refuses %s with its toast before any upload', async (_what, file, title, message) => {
    const fetchMock = uploadAnswers(200, {});
    renderWithProviders(<App />, { route: '/profile', user: alice });
    await screen.findByRole('heading', { name: 'Profile' });
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), file);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Failed to update profile' when saving fails", async () => {
    renderWithProviders(<App />, {
      route: '/profile',
      user: alice,
      mocks: [
        updateProfileMock(
          { displayName: 'Alice Cooper', phoneNumber: '555 0100', bio: 'Drums' },
          { error: serverError('boom', 'INTERNAL') },
        ),
      ],
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  describe('Change Password tab', () => {
    const input = { currentPassword: 'old-password', newPassword: 'new-password-1' };

    async function openAndFill(values: { current: string; next: string; confirm: string }) {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('tab', { name: 'Change Password' }));
      if (values.current) await user.type(screen.getByLabelText('Current Password'), values.current);
      if (values.next) await user.type(screen.getByLabelText('New Password'), values.next);
      if (values.confirm) await user.type(screen.getByLabelText('Confirm New Password'), values.confirm);
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
    }

    it('shows SPEC.md §5 messages', async () => {
      renderWithProviders(<App />, { route: '/profile', user: alice });
      await openAndFill({ current: '', next: 'short', confirm: 'other' });
      expect(await screen.findByText('Current password is required')).toBeInTheDocument();
      expect(screen.getByText('New password must be at least 8 characters')).toBeInTheDocument();
      expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    });

    it("changes the password: toast, 'Password changed successfully', empty form", async () => {
      renderWithProviders(<App />, {
        route: '/profile',
        user: alice,
        mocks: [
          {
            request: { query: ChangePasswordDocument, variables: { input } },
            result: { data: { changePassword: true } },
          },
        ],
      });
      await openAndFill({ current: input.currentPassword, next: input.newPassword, confirm: input.newPassword });
      expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
      expect(screen.getByText('Your password has been successfully changed.')).toBeInTheDocument();
      expect(screen.getByLabelText('Current Password')).toHaveValue('');
    });

    it('shows a wrong current password under its field', async () => {
      renderWithProviders(<App />, {
        route: '/profile',
        user: alice,
        mocks: [
          {
            request: { query: ChangePasswordDocument, variables: { input } },
            result: {
              data: null,
              errors: [
                serverError('Current password is incorrect', 'VALIDATION_ERROR', {
                  currentPassword: 'Current password is incorrect',
                }),
              ],
            },
          },
        ],
      });
      await openAndFill({ current: input.currentPassword, next: input.newPassword, confirm: input.newPassword });
      const form = screen.getByRole('button', { name: 'Change Password' }).closest('form')!;
      expect(await within(form).findAllByText('Current password is incorrect')).not.toHaveLength(0);
      expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
