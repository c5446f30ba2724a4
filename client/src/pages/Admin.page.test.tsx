import type { MockedResponse } from '@apollo/client/testing';
import { SAMPLE_USER_IDS } from '../../../schema/sampleUsers';
import { App } from '../App';
import {
  AdminCreatePlaylistDocument,
  AdminCreateUserDocument,
  AdminDeletePlaylistDocument,
  AdminDeleteUserDocument,
  AdminPlaylistsDocument,
  AdminResetPasswordDocument,
  AdminSetUserAdminDocument,
  AdminUpdatePlaylistDocument,
  AdminUsersDocument,
  type AdminPlaylistRowFragment,
  type AdminUserRowFragment,
} from '../graphql/generated';
import { serverError } from '../test-utils/mocks';
import {
  buildUser,
  holdOperation,
  renderWithProviders,
  screen,
  userEvent,
  waitFor,
  within,
  type HeldOperation,
} from '../test-utils/render';

const admin = buildUser({ id: SAMPLE_USER_IDS.admin, username: 'admin', displayName: 'Administrator', isAdmin: true });
const firstPage = { limit: 50, offset: 0 };

function userRow(overrides: Partial<AdminUserRowFragment>): AdminUserRowFragment {
  return {
    __typename: 'User',
    id: 'u-1',
    username: 'carol',
    email: 'carol@example.com',
    displayName: null,
    isAdmin: false,
    ...overrides,
  };
}

function playlistRow(overrides: Partial<AdminPlaylistRowFragment>): AdminPlaylistRowFragment {
  return {
    __typename: 'AdminPlaylist',
    id: 'p-1',
    name: 'Gig set',
    userId: null,
    ownerUsername: null,
    description: null,
    trackCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const users = [
  userRow({
    id: SAMPLE_USER_IDS.admin,
    username: 'admin',
    email: 'admin@x.io',
    displayName: 'Administrator',
    isAdmin: true,
  }),
  userRow({}),
];

function usersMock(items: AdminUserRowFragment[] | 'error', delay?: number): MockedResponse {
  const request = { query: AdminUsersDocument, variables: { query: firstPage } };
  if (items === 'error') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    result: { data: { adminUsers: { __typename: 'AdminUserPage', total: items.length, items } } },
    delay,
  };
}

function playlistsMock(items: AdminPlaylistRowFragment[] | 'error', delay?: number): MockedResponse {
  const request = { query: AdminPlaylistsDocument, variables: { query: firstPage } };
  if (items === 'error') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    result: { data: { adminPlaylists: { __typename: 'AdminPlaylistPage', total: items.length, items } } },
    delay,
  };
}

function renderAdmin(mocks: MockedResponse[], held?: HeldOperation) {
  return renderWithProviders(<App />, { route: '/admin', user: admin, mocks, held });
}

async function openPlaylistsTab() {
  await userEvent.setup().click(await screen.findByRole('tab', { name: 'Playlist Management' }));
}

describe('/admin User Management', () => {
  it("shows the title, subtitle and every user with '-' for an empty display name", async () => {
    renderAdmin([usersMock(users)]);
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage users, playlists, and application settings')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
    const carol = within((await screen.findByRole('cell', { name: 'carol' })).closest('tr')!);
    expect(carol.getByRole('cell', { name: '-' })).toBeInTheDocument();
    expect(carol.getByLabelText('Administrator: carol')).not.toBeChecked();
    expect(screen.getByLabelText('Administrator: admin')).toBeChecked();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it("shows 'Loading users...' while the list loads", async () => {
    renderAdmin([usersMock(users, Number.POSITIVE_INFINITY)]);
    expect(await screen.findByText('Loading users...')).toBeInTheDocument();
  });

  it("shows 'No users found.' and the load failure with Retry", async () => {
    renderAdmin([usersMock('error'), usersMock([])]);
    expect(await screen.findByText('Failed to load users. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it("creates a user: SPEC's labels and messages, 'Creating...', then 'User created' and the list refetched", async () => {
    const input = { username: 'dave', email: 'dave@example.com', displayName: null, password: 'secret', isAdmin: true };
    const creating = holdOperation('AdminCreateUser');
    renderAdmin(
      [
        usersMock(users),
        {
          request: { query: AdminCreateUserDocument, variables: { input } },
          result: { data: { createUser: userRow({ id: 'u-2', username: 'dave', isAdmin: true }) } },
        },
        usersMock([...users, userRow({ id: 'u-2', username: 'dave', isAdmin: true })]),
      ],
      creating,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New User' }));
    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(dialog.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(dialog.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(dialog.getByText('User will have administrative privileges')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Username'), 'dave');
    await user.type(dialog.getByLabelText('Email'), 'dave@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret');
    await user.click(dialog.getByRole('switch', { name: /^Administrator/ }));
    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    creating.release();
    expect(await screen.findByText('User created')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'dave' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create New User' })).not.toBeInTheDocument();
  });

  it("keeps the server's message in the dialog until the next submit", async () => {
    const input = {
      username: 'carol',
      email: 'carol@example.com',
      displayName: null,
      password: 'secret',
      isAdmin: false,
    };
    renderAdmin([
      usersMock(users),
      {
        request: { query: AdminCreateUserDocument, variables: { input } },
        result: {
          data: null,
          errors: [
            serverError('That username is already taken', 'CONFLICT', { username: 'That username is already taken' }),
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New User' }));
    await user.type(dialog.getByLabelText('Username'), 'carol');
    await user.type(dialog.getByLabelText('Email'), 'carol@example.com');
    await user.type(dialog.getByLabelText('Password'), 'secret');
    await user.click(dialog.getByRole('button', { name: 'Create User' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('That username is already taken');
  });

  it("resets a password through its dialog ('Resetting...', then 'Password reset')", async () => {
    const resetting = holdOperation('AdminResetPassword');
    renderAdmin(
      [
        usersMock(users),
        {
          request: { query: AdminResetPasswordDocument, variables: { id: 'u-1', password: 'newpass' } },
          result: { data: { resetUserPassword: true } },
        },
      ],
      resetting,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password of carol' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reset Password' }));
    await user.type(dialog.getByLabelText('New Password'), 'short');
    await user.click(dialog.getByRole('button', { name: 'Reset Password' }));
    expect(await dialog.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('New Password'));
    await user.type(dialog.getByLabelText('New Password'), 'newpass');
    await user.click(dialog.getByRole('button', { name: 'Reset Password' }));
    expect(await dialog.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    resetting.release();
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
  });

  it("toggles admin with the switch ('Admin status updated'), and says 'Error' with the server's message when refused", async () => {
    renderAdmin([
      usersMock(users),
      {
        request: { query: AdminSetUserAdminDocument, variables: { id: 'u-1', isAdmin: true } },
        result: { data: { setUserAdmin: userRow({ isAdmin: true }) } },
      },
      usersMock([users[0]!, userRow({ isAdmin: true })]),
      {
        request: { query: AdminSetUserAdminDocument, variables: { id: SAMPLE_USER_IDS.admin, isAdmin: false } },
        result: { data: null, errors: [serverError('At least one administrator must remain', 'CONFLICT')] },
      },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Administrator: carol'));
    expect(await screen.findByText('Admin status updated')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Administrator: admin'));
    expect(await screen.findByText('At least one administrator must remain')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("deletes a user after 'Are you sure you want to delete this user?'", async () => {
    renderAdmin([
      usersMock(users),
      { request: { query: AdminDeleteUserDocument, variables: { id: 'u-1' } }, result: { data: { deleteUser: true } } },
      usersMock([users[0]!]),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete user carol' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete User' }));
    expect(dialog.getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'carol' })).not.toBeInTheDocument());
  });
});

describe('/admin Playlist Management', () => {
  const rows = [
    playlistRow({
      id: 'p-sys',
      name: 'Featured: Warm-up tempos',
      description: 'Slow to fast, for warming up before the gig starts',
      trackCount: 3,
    }),
    playlistRow({
      id: 'p-demo',
      name: 'Demo playlist',
      userId: SAMPLE_USER_IDS.demo,
      ownerUsername: 'demo',
      trackCount: 1,
    }),
    playlistRow({
      id: 'p-x',
      name: 'Carol set',
      userId: '7b0c5a1e-1234-4000-8000-000000000001',
      ownerUsername: 'carol',
      description: 'Short',
    }),
  ];

  it("shows owner badges, truncated descriptions, 'N tracks', dates and the actions", async () => {
    renderAdmin([usersMock(users), playlistsMock(rows)]);
    await openPlaylistsTab();
    expect(await screen.findByText('System')).toBeInTheDocument();
    expect(screen.getByText('Demo User (sample)')).toBeInTheDocument();
    expect(screen.getByText('User: 7b0c5a1e…')).toBeInTheDocument();
    expect(screen.getByText('Slow to fast, for warming up b…')).toBeInTheDocument();
    expect(screen.getByText('3 tracks')).toBeInTheDocument();
    expect(screen.getAllByText('-').length).toBeGreaterThan(0);
    expect(screen.getAllByText(new Date('2026-03-01T10:00:00.000Z').toLocaleString())).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View playlist Demo playlist' })).toHaveAttribute(
      'href',
      '/playlist/p-demo',
    );
  });

  it("shows 'Loading playlists...' while the list loads", async () => {
    renderAdmin([usersMock(users), playlistsMock([], Number.POSITIVE_INFINITY)]);
    await openPlaylistsTab();
    expect(await screen.findByText('Loading playlists...')).toBeInTheDocument();
  });

  it("shows 'No playlists found.' and the load failure with Retry", async () => {
    renderAdmin([usersMock(users), playlistsMock('error'), playlistsMock([])]);
    await openPlaylistsTab();
    expect(await screen.findByText('Failed to load playlists. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No playlists found.')).toBeInTheDocument();
  });

  it("creates a system playlist ('Playlist name is required', 'Creating...', 'Playlist created')", async () => {
    const creating = holdOperation('AdminCreatePlaylist');
    renderAdmin(
      [
        usersMock(users),
        playlistsMock([]),
        {
          request: {
            query: AdminCreatePlaylistDocument,
            variables: { input: { name: 'Featured: Ballads', description: null } },
          },
          result: { data: { adminCreatePlaylist: playlistRow({ id: 'p-new', name: 'Featured: Ballads' }) } },
        },
        playlistsMock([playlistRow({ id: 'p-new', name: 'Featured: Ballads' })]),
      ],
      creating,
    );
    await openPlaylistsTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Playlist' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create New Playlist' }));
    await user.click(dialog.getByRole('button', { name: 'Create Playlist' }));
    expect(await dialog.findByText('Playlist name is required')).toBeInTheDocument();
    expect(dialog.getByLabelText('Description (Optional)').tagName).toBe('TEXTAREA');
    await user.type(dialog.getByLabelText('Name'), 'Featured: Ballads');
    await user.click(dialog.getByRole('button', { name: 'Create Playlist' }));
    expect(await dialog.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    creating.release();
    expect(await screen.findByText('Playlist created')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Featured: Ballads' })).toBeInTheDocument();
  });

  it("edits a playlist prefilled ('Update Playlist', 'Playlist updated') and deletes one after confirmation", async () => {
    const carolSet = rows[2]!;
    renderAdmin([
      usersMock(users),
      playlistsMock([carolSet]),
      {
        request: {
          query: AdminUpdatePlaylistDocument,
          variables: { id: 'p-x', input: { name: 'Carol set 2', description: 'Short' } },
        },
        result: { data: { adminUpdatePlaylist: { ...carolSet, name: 'Carol set 2' } } },
      },
      playlistsMock([{ ...carolSet, name: 'Carol set 2' }]),
      {
        request: { query: AdminDeletePlaylistDocument, variables: { id: 'p-x' } },
        result: { data: null, errors: [serverError('Playlist not found', 'NOT_FOUND')] },
      },
    ]);
    await openPlaylistsTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit playlist Carol set' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Playlist' }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Carol set');
    await user.type(dialog.getByLabelText('Name'), ' 2');
    await user.click(dialog.getByRole('button', { name: 'Update Playlist' }));
    expect(await screen.findByText('Playlist updated')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Carol set 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete playlist Carol set 2' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Playlist' }));
    expect(confirm.getByText('Are you sure you want to delete this playlist?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Playlist not found')).toBeInTheDocument();
  });
});
