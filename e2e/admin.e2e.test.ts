import { E2E_ADMIN_PASSWORD } from './support/appProcess';
import { logInWithApi, useAppInBrowser } from './support/browserApp';

const app = useAppInBrowser();

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

async function adminPage() {
  const session = await app.openSession();
  await logInWithApi(session.context, 'admin', E2E_ADMIN_PASSWORD);
  await session.page.goto('/admin');
  await session.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return session;
}

describe('the admin dashboard in the browser', () => {
  it('creates a user who signs in; resets their password (their open session ends); toggles admin; deletes them', async () => {
    const username = unique('band');
    const { page } = await adminPage();
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New User' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@example.test`);
    await dialog.getByLabel('Password', { exact: true }).fill('first1');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created', { exact: true }).waitFor();
    await page.getByLabel('Search users').fill(username);
    await page.getByRole('cell', { name: username, exact: true }).waitFor();

    const member = await app.openSession();
    await member.page.goto('/login');
    await member.page.getByLabel('Username or Email').fill(username);
    await member.page.getByLabel('Password', { exact: true }).fill('first1');
    await member.page.getByRole('button', { name: 'Log In', exact: true }).click();
    await member.page.getByRole('heading', { name: 'Click Track Generator' }).waitFor();

    await page.getByRole('button', { name: `Reset password of ${username}` }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('New Password').fill('second2');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset', { exact: true }).waitFor();
    await member.page.goto('/playlists');
    await member.page.waitForFunction(
      () => location.pathname === '/' && new URLSearchParams(location.search).get('next') === '/playlists',
    );
    await logInWithApi(member.context, username, 'second2');

    await page.getByLabel(`Administrator: ${username}`).click({ force: true });
    await page.getByText('Admin status updated', { exact: true }).waitFor();
    expect(await page.getByLabel(`Administrator: ${username}`).isChecked()).toBe(true);

    await page.getByRole('button', { name: `Delete user ${username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await confirm.getByText('Are you sure you want to delete this user?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User deleted', { exact: true }).waitFor();
    await page.getByText('No users found.').waitFor();
  });

  it("creates, edits and deletes a system playlist, which a normal user sees under 'Featured'", async () => {
    const name = unique('Featured: Set ');
    const { page } = await adminPage();
    await page.getByRole('tab', { name: 'Playlist Management' }).click();
    await page.getByRole('button', { name: 'Add Playlist' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Playlist' });
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Description (Optional)').fill('For the whole band');
    await create.getByRole('button', { name: 'Create Playlist' }).click();
    await page.getByText('Playlist created', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('System', { exact: true }).waitFor();

    const member = await app.openSession();
    await logInWithApi(member.context, 'demo', (await import('./support/appProcess')).E2E_DEMO_PASSWORD);
    await member.page.goto('/playlists');
    await member.page.getByRole('heading', { name: 'Featured', exact: true }).waitFor();
    await member.page.getByRole('article', { name }).waitFor();

    await row.getByRole('button', { name: `Edit playlist ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Playlist' });
    await edit.getByLabel('Name').fill(`${name} (edited)`);
    await edit.getByRole('button', { name: 'Update Playlist' }).click();
    await page.getByText('Playlist updated', { exact: true }).waitFor();
    await member.page.reload();
    await member.page.getByRole('article', { name: `${name} (edited)` }).waitFor();

    await page.getByRole('button', { name: `Delete playlist ${name} (edited)` }).click();
    await page.getByRole('dialog', { name: 'Delete Playlist' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Playlist deleted', { exact: true }).waitFor();
    await member.page.reload();
    await member.page.getByRole('heading', { name: 'My Playlists' }).waitFor();
    expect(await member.page.getByRole('article', { name: `${name} (edited)` }).count()).toBe(0);
  });
});
