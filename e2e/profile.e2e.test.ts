import sharp from 'sharp';
import { logInWithApi, signUpWithApi, useAppInBrowser } from './support/browserApp';

const app = useAppInBrowser();

let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;
const PASSWORD = 'first-password-1';

async function photoPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#e0a030' } })
    .png()
    .toBuffer();
}

describe('profiles in the browser', () => {
  it('edits the profile and uploads a photo, which shows in the top bar avatar and on the public profile', async () => {
    const username = unique('prof');
    const { context, page } = await app.openSession();
    await signUpWithApi(context, username, PASSWORD);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();

    await page.getByLabel('Display Name').fill('Paula Profile');
    await page.getByLabel('Phone Number').fill('+44 20 7946 0000');
    await page.getByLabel('Bio').fill('Keys and synths.');
    await page
      .locator('input[type="file"][accept^="image/"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photoPng() });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.getByText('Your profile has been successfully updated.').waitFor();

    const avatar = page.getByRole('banner').locator('img[src*="/profile-image/"]');
    await avatar.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('header img[src*="/profile-image/"]');
      return !!img && img.complete && img.naturalWidth > 0;
    });

    await page.reload();
    await page.getByLabel('Display Name').waitFor();
    expect(await page.getByLabel('Display Name').inputValue()).toBe('Paula Profile');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('+44 20 7946 0000');

    await page.goto(`/users/${username}`);
    await page.getByRole('heading', { name: 'Paula Profile', exact: true }).waitFor();
    await page.getByText('+44 20 7946 0000').waitFor();
    await page.getByText('Keys and synths.').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Bio').fill('Keys, synths and a little bass.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Keys, synths and a little bass.').waitFor();
  });

  it("another user sees the public profile without the phone number ('Hidden': one exists, not for them) and cannot edit it", async () => {
    const owner = unique('own');
    const { context: ownerContext } = await app.openSession();
    await signUpWithApi(ownerContext, owner, PASSWORD);
    const { context, page } = await app.openSession();
    await signUpWithApi(context, unique('viewer'), PASSWORD);
    const xsrf = (await ownerContext.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
    await ownerContext.request.patch('/api/users/profile', {
      data: { phoneNumber: '555 0100', bio: 'Drums' },
      headers: { 'X-XSRF-Token': decodeURIComponent(xsrf) },
    });

    await page.goto(`/users/${owner}`);
    await page.getByText('Drums').waitFor();
    await page.getByText('Hidden', { exact: true }).waitFor();
    expect(await page.getByText('555 0100').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
  });

  it('changing the password signs the other browser out and keeps this one signed in', async () => {
    const username = unique('pw');
    const { context, page } = await app.openSession();
    await signUpWithApi(context, username, PASSWORD);
    const { context: other, page: otherPage } = await app.openSession();
    await logInWithApi(other, username, PASSWORD);
    await otherPage.goto('/playlists');
    await otherPage.getByRole('heading', { name: 'My Playlists' }).first().waitFor();

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill('second-password-2');
    await page.getByLabel('Confirm New Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed successfully').waitFor();
    expect(await page.getByLabel('Current Password').inputValue()).toBe('');

    await otherPage.reload();
    // Signed out on a private page: sent to / remembering where it was.
    await otherPage.waitForFunction(
      () => location.pathname === '/' && new URLSearchParams(location.search).get('next') === '/playlists',
    );
    await otherPage.getByRole('link', { name: 'Log In' }).first().waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await logInWithApi(other, username, 'second-password-2');
  });

  it('creates an API token on /profile and uses it from a plain HTTP client (no cookie, no anti-forgery header)', async () => {
    const username = unique('tok');
    const { context, page } = await app.openSession();
    await signUpWithApi(context, username, PASSWORD);
    await page.goto('/profile');
    await page.getByLabel('Token name').fill('Band spreadsheet');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.getByTestId('new-api-token').textContent())!.trim();
    expect(token).toMatch(/^miq_/);
    await page.getByRole('cell', { name: 'Band spreadsheet', exact: true }).waitFor();

    const me = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe(username);
    const graphql = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ myPlaylists { id } }' }),
    });
    expect(((await graphql.json()) as { data: unknown }).data).toEqual({ myPlaylists: [] });
    // Read-only (the default): a change is refused.
    const change = await fetch(`${app.baseUrl}/api/playlists`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(change.status).toBe(403);

    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('new-api-token').count()).toBe(0);
    await page.getByRole('button', { name: 'Revoke token Band spreadsheet' }).click();
    await page.getByRole('dialog', { name: 'Revoke Token' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('No tokens yet.').waitFor();
    expect((await fetch(`${app.baseUrl}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
  });
});
