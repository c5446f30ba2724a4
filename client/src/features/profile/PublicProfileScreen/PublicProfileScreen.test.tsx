import type { MockedResponse } from '@apollo/client/testing';
import { App } from '../../../App';
import { UpdateUserProfileDocument, UserProfileDocument, type PublicProfileFragment } from '../../../graphql/generated';
import { serverError } from '../../../test-utils/mocks';
import { buildUser, renderWithProviders, screen, userEvent } from '../../../test-utils/render';

const viewer = buildUser();

function profileOf(overrides: Partial<PublicProfileFragment> = {}): PublicProfileFragment {
  return {
    __typename: 'UserProfile',
    id: '7b0c5a1e-0000-4000-8000-0000000000b0',
    username: 'bob',
    email: 'bob@example.com',
    displayName: 'Bob Marley',
    phoneNumber: null,
    hasPhoneNumber: false,
    bio: null,
    profileImageUrl: null,
    canEdit: false,
    playlists: [
      {
        __typename: 'PlaylistSummary',
        id: '7b0c5a1e-0000-4000-8000-0000000000c1',
        name: 'Reggae set',
        description: null,
        trackCount: 3,
      },
    ],
    ...overrides,
  };
}

function profileMock(
  profile: PublicProfileFragment | { error: ReturnType<typeof serverError> } | 'network',
  username = 'bob',
): MockedResponse {
  const request = { query: UserProfileDocument, variables: { username } };
  if (profile === 'network') return { request, error: new Error('Failed to fetch') };
  if ('error' in profile) return { request, result: { data: null, errors: [profile.error] } };
  return { request, result: { data: { userProfile: profile } } };
}

describe('/users/:username', () => {
  it("shows someone else's profile with SPEC's fallbacks, their playlists the viewer can open, and no Edit Profile", async () => {
    renderWithProviders(<App />, { route: '/users/bob', user: viewer, mocks: [profileMock(profileOf())] });
    expect(await screen.findByRole('heading', { name: 'Bob Marley' })).toBeInTheDocument();
    expect(screen.getByText('@bob')).toBeInTheDocument();
    expect(screen.getByText('No bio provided')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByText('BO')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Playlists by Bob Marley' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reggae set' })).toHaveAttribute(
      'href',
      '/playlist/7b0c5a1e-0000-4000-8000-0000000000c1',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('shows the phone number and bio when the server sends them', async () => {
    renderWithProviders(<App />, {
      route: '/users/bob',
      user: viewer,
      mocks: [profileMock(profileOf({ phoneNumber: '555 0100', hasPhoneNumber: true, bio: 'Bass', playlists: [] }))],
    });
    expect(await screen.findByText('555 0100')).toBeInTheDocument();
    expect(screen.getByText('Bass')).toBeInTheDocument();
    expect(screen.getByText('No playlists you can open yet.')).toBeInTheDocument();
  });

  it("says 'Hidden' for a phone number the viewer may not see, not 'Not provided'", async () => {
    renderWithProviders(<App />, {
      route: '/users/bob',
      user: viewer,
      mocks: [profileMock(profileOf({ phoneNumber: null, hasPhoneNumber: true }))],
    });
    expect(await screen.findByText('Hidden')).toBeInTheDocument();
    expect(screen.queryByText('Not provided')).not.toBeInTheDocument();
  });

  it("says 'User not found' for an unknown username", async () => {
    renderWithProviders(<App />, {
      route: '/users/nobody',
      user: viewer,
      mocks: [profileMock({ error: serverError('User not found', 'NOT_FOUND') }, 'nobody')],
    });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it("says 'Failed to load user profile. Please try again.' when loading fails, and Try Again reloads", async () => {
    renderWithProviders(<App />, {
      route: '/users/bob',
      user: viewer,
      mocks: [profileMock('network'), profileMock(profileOf())],
    });
    expect(await screen.findByText('Failed to load user profile. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Bob Marley' })).toBeInTheDocument();
  });

  it('lets the owner or an admin edit inline: Cancel reverts, Save Changes saves and returns to view mode', async () => {
    const editable = profileOf({ canEdit: true, bio: 'Bass' });
    const saved = { ...editable, bio: 'Bass and vocals' };
    renderWithProviders(<App />, {
      route: '/users/bob',
      user: buildUser({ isAdmin: true }),
      mocks: [
        profileMock(editable),
        {
          request: {
            query: UpdateUserProfileDocument,
            variables: {
              username: 'bob',
              input: { displayName: 'Bob Marley', phoneNumber: null, bio: 'Bass and vocals' },
            },
          },
          result: { data: { updateUserProfile: saved } },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Bio'), ' changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Bass')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Bio')).toHaveValue('Bass');
    // An admin editing someone else cannot change their photo (uploads set your own photo).
    expect(screen.queryByText('Choose a profile photo')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'Bass and vocals');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your profile has been successfully updated.')).toBeInTheDocument();
    expect(await screen.findByText('Bass and vocals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("toasts 'Error updating profile' when saving fails and stays in edit mode", async () => {
    const editable = profileOf({ canEdit: true });
    renderWithProviders(<App />, {
      route: '/users/bob',
      user: buildUser({ isAdmin: true }),
      mocks: [
        profileMock(editable),
        {
          request: {
            query: UpdateUserProfileDocument,
            variables: { username: 'bob', input: { displayName: 'Bob Marley', phoneNumber: null, bio: null } },
          },
          result: { data: null, errors: [serverError('boom', 'INTERNAL')] },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error updating profile')).toBeInTheDocument();
    expect(screen.getByText('There was a problem updating your profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
