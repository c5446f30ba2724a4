import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROUTE_PATHS, type RoutePath } from '../../client/src/routePaths';
import { FAKE_RELEASE_TITLE, SLOW_BALLAD, STEADY_BEAT } from '../../testkit/fakeMusic/catalogue';
import { beatWavFile } from './beatWav';
import { offlineStoreKeys, waitForServiceWorker, waitUntil } from './offline';
import { trackAction } from './trackMenu';

// Every screen of the client and every dialog or menu it opens, as data: the screen gates
// (e2e/screenGates, overlayGates and layoutShift) check each one, and fail when a route of
// client/src/routePaths.ts has no screen here. A new screen joins by adding its entry.
// Song search answers from the fake music services (testkit/fakeMusicServices.ts): the app under
// the gate runs with their env.

/** Who looks at a screen. */
export type Viewer = 'visitor' | 'user' | 'admin';

/** Rows each signed-in screen can name (made through the API before the gate runs). */
export interface ScreenData {
  /** The user's own playlist, with tracks named in `trackNames`, shared with `friendUsername`. */
  playlistId: string;
  trackNames: string[];
  playlistName: string;
  /** Another user, who shared a playlist with the user. */
  friendUsername: string;
}

/** One screen: the route it shows (or the catch-all), who sees it, and how to reach its ready state. */
export interface Screen {
  name: string;
  route: RoutePath | '*';
  viewer: Viewer;
  /** Needs the service worker (the offline screens); the gates block its registration elsewhere. */
  serviceWorker?: true;
  open(page: Page, data: ScreenData): Promise<void>;
}

/** A dialog, menu or dropdown, opened on top of one screen. */
export interface Overlay {
  name: string;
  screen: string;
  /**
   * Escape does not bring its screen back as it was (it opens a section, turns a switch on, types,
   * makes a row or goes to another page), so the next overlay on that screen opens it again.
   */
  leavesScreen?: true;
  open(page: Page, data: ScreenData): Promise<void>;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

/**
 * Searches the fake catalogue and waits for its results. Typed key by key, as a user does: layout
 * changes right after a keystroke are the user's doing, and the layout shift gate leaves them out.
 */
async function searchFakeCatalogue(page: Page): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search songs' }).pressSequentially(FAKE_RELEASE_TITLE);
  await page.getByRole('list', { name: 'Search results' }).waitFor();
}

const searchResult = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: new RegExp(title) });

export const SCREENS: Screen[] = [
  {
    name: 'landing',
    route: ROUTE_PATHS.home,
    viewer: 'visitor',
    open: async (page) => {
      await page.goto('/');
      await heading(page, 'Start every song at the right tempo');
    },
  },
  {
    name: 'login',
    route: ROUTE_PATHS.login,
    viewer: 'visitor',
    open: async (page) => {
      await page.goto('/login');
      await heading(page, 'Log in to Music IQueue');
    },
  },
  {
    name: 'register',
    route: ROUTE_PATHS.register,
    viewer: 'visitor',
    open: async (page) => {
      await page.goto('/register');
      await heading(page, 'Create your account');
    },
  },
  {
    name: 'home generator',
    route: ROUTE_PATHS.home,
    viewer: 'user',
    open: async (page) => {
      await page.goto('/');
      await heading(page, 'Click Track Generator');
    },
  },
  {
    name: 'visualizer',
    route: ROUTE_PATHS.home,
    viewer: 'user',
    open: async (page) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open Visualizer' }).click();
      await heading(page, 'Load Playlist and Song');
    },
  },
  {
    name: 'playlists',
    route: ROUTE_PATHS.playlists,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto('/playlists');
      await page.getByRole('article', { name: data.playlistName }).first().waitFor();
      await page.getByText(`Shared by ${data.friendUsername}`).waitFor();
    },
  },
  {
    name: 'playlist with tracks',
    route: ROUTE_PATHS.playlist,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/playlist/${data.playlistId}`);
      await page.getByText(data.trackNames[0]!, { exact: true }).waitFor();
    },
  },
  {
    name: 'performance mode',
    route: ROUTE_PATHS.perform,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/playlist/${data.playlistId}/perform`);
      await page.getByTestId('stage-tempo').waitFor();
      await page.getByRole('heading', { name: data.trackNames[0], level: 1 }).waitFor();
    },
  },
  {
    name: 'rehearsal room, before joining',
    route: ROUTE_PATHS.rehearse,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/playlist/${data.playlistId}/rehearse`);
      await page.getByRole('button', { name: 'Join rehearsal', exact: true }).waitFor();
    },
  },
  {
    name: 'rehearsal room, joined and leading',
    route: ROUTE_PATHS.rehearse,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/playlist/${data.playlistId}/rehearse`);
      await page.getByRole('button', { name: 'Join rehearsal', exact: true }).click();
      await page
        .getByRole('navigation', { name: 'Stage controls' })
        .getByRole('button', { name: 'Play', exact: true })
        .waitFor({ timeout: 15_000 });
      await page.getByTestId('stage-tempo').waitFor();
    },
  },
  // The same stage with both panels open: the sync details and the leader's song picker and tempo.
  {
    name: 'rehearsal room, leading, Sync and Settings open',
    route: ROUTE_PATHS.rehearse,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/playlist/${data.playlistId}/rehearse`);
      await page.getByRole('button', { name: 'Join rehearsal', exact: true }).click();
      await page.getByRole('button', { name: 'Sync', exact: true }).click();
      await page.getByText(/^This device: ±/).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('combobox', { name: 'Song' }).waitFor();
    },
  },
  // The leader's band message control, open: presets, free text and the downbeat switch.
  {
    name: 'rehearsal room, leading, Message open',
    route: ROUTE_PATHS.rehearse,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/playlist/${data.playlistId}/rehearse`);
      await page.getByRole('button', { name: 'Join rehearsal', exact: true }).click();
      await page.getByRole('button', { name: 'Message', exact: true }).click({ timeout: 15_000 });
      await page.getByRole('switch', { name: 'On the next downbeat' }).waitFor();
    },
  },
  // Bright stages: the stage in the user's Contrast theme (saved through the API, as another device would).
  {
    name: 'performance mode in the Contrast theme',
    route: ROUTE_PATHS.perform,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/playlist/${data.playlistId}/perform`);
      await page.getByTestId('stage-tempo').waitFor();
      const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
      const settings = (await (await page.request.get('/api/users/settings')).json()) as object;
      const saved = await page.request.put('/api/users/settings', {
        data: { ...settings, visualizerTheme: 'Contrast' },
        headers: { 'X-XSRF-Token': decodeURIComponent(xsrf?.value ?? '') },
      });
      if (!saved.ok()) throw new Error(`saving the Contrast theme: ${saved.status()}`);
      await page.reload();
      await page.locator('[data-stage-theme="Contrast"]').waitFor();
      await page.getByRole('heading', { name: data.trackNames[0], level: 1 }).waitFor();
    },
  },
  {
    name: 'add to playlist',
    route: ROUTE_PATHS.addToPlaylist,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/add-to-playlist/${data.playlistId}`);
      await heading(page, `Add Songs to ${data.playlistName}`);
    },
  },
  {
    name: 'add to playlist with results and a selection',
    route: ROUTE_PATHS.addToPlaylist,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/add-to-playlist/${data.playlistId}`);
      await searchFakeCatalogue(page);
      await searchResult(page, STEADY_BEAT.title).click();
      await searchResult(page, SLOW_BALLAD.title).click();
      const selected = page.getByRole('list', { name: 'Selected songs' });
      await selected.getByText('looked up', { exact: true }).waitFor();
      await selected.getByText('estimated', { exact: true }).waitFor();
    },
  },
  {
    name: 'find song bpm',
    route: ROUTE_PATHS.findSongBpm,
    viewer: 'user',
    open: async (page) => {
      await page.goto('/add-to-playlist');
      await heading(page, 'Find Song BPM');
    },
  },
  {
    name: 'find song bpm with a song',
    route: ROUTE_PATHS.findSongBpm,
    viewer: 'user',
    open: async (page) => {
      await page.goto('/add-to-playlist');
      await searchFakeCatalogue(page);
      await searchResult(page, STEADY_BEAT.title).click();
      await page.getByRole('region', { name: 'Chosen song' }).getByText('128 BPM', { exact: true }).waitFor();
    },
  },
  {
    name: 'own profile',
    route: ROUTE_PATHS.profile,
    viewer: 'user',
    open: async (page) => {
      await page.goto('/profile');
      await heading(page, 'Profile');
    },
  },
  {
    name: 'public profile',
    route: ROUTE_PATHS.publicProfile,
    viewer: 'user',
    open: async (page, data) => {
      await page.goto(`/users/${data.friendUsername}`);
      await page.getByText(`@${data.friendUsername}`, { exact: true }).waitFor();
      await heading(page, `Playlists by`);
    },
  },
  {
    name: 'unknown public profile',
    route: ROUTE_PATHS.publicProfile,
    viewer: 'user',
    open: async (page) => {
      await page.goto('/users/no-such-user');
      await page.getByText('User not found', { exact: true }).waitFor();
    },
  },
  {
    name: 'admin dashboard',
    route: ROUTE_PATHS.admin,
    viewer: 'admin',
    open: async (page) => {
      await page.goto('/admin');
      await heading(page, 'Admin Dashboard');
      await page.getByRole('cell', { name: 'demo', exact: true }).waitFor();
    },
  },
  {
    name: 'admin playlist management',
    route: ROUTE_PATHS.admin,
    viewer: 'admin',
    open: async (page) => {
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Playlist Management' }).click();
      await page.getByText('System', { exact: true }).first().waitFor();
    },
  },
  {
    name: 'REST API reference (/api/docs)',
    route: '*',
    viewer: 'visitor',
    open: async (page) => {
      await page.goto('/api/docs');
      await heading(page, /Music IQueue API/);
    },
  },
  {
    name: 'not found',
    route: '*',
    viewer: 'user',
    open: async (page) => {
      await page.goto('/no/such/page');
      await heading(page, 'Page Not Found');
    },
  },
  {
    name: 'playlist offline (saved copy)',
    route: ROUTE_PATHS.playlist,
    viewer: 'user',
    serviceWorker: true,
    open: async (page, data) => {
      await offlineAfterVisiting(page, data, `/playlist/${data.playlistId}`);
      await page.getByText('Offline — showing your saved copy').waitFor();
      await page.getByText(data.trackNames[0]!, { exact: true }).waitFor();
    },
  },
  {
    name: 'playlists offline (saved on this device)',
    route: ROUTE_PATHS.playlists,
    viewer: 'user',
    serviceWorker: true,
    open: async (page, data) => {
      await offlineAfterVisiting(page, data, '/playlists');
      await page.getByRole('list', { name: 'Playlists saved on this device' }).waitFor();
    },
  },
];

/**
 * Opens the user's playlist online (the service worker installs and the playlist is saved on the
 * device), then loads `path` again with the network off.
 */
async function offlineAfterVisiting(page: Page, data: ScreenData, path: string): Promise<void> {
  await page.goto(`/playlist/${data.playlistId}`);
  await page.getByText(data.trackNames[0]!, { exact: true }).waitFor();
  await waitForServiceWorker(page);
  await waitUntil(
    () => offlineStoreKeys(page),
    (keys) => keys.some((key) => Array.isArray(key) && key[2] === data.playlistId),
  );
  await page.context().setOffline(true);
  await page.goto(path);
}

/** The signed-in user's own username, as the server says. */
async function ownUsername(page: Page): Promise<string> {
  return page.evaluate(async () => ((await (await fetch('/api/auth/me')).json()) as { username: string }).username);
}

/** The screen an overlay opens on. */
export const screenOf = (overlay: Overlay): Screen => SCREENS.find((screen) => screen.name === overlay.screen)!;

export const OVERLAYS: Overlay[] = [
  {
    name: 'performance mode settings',
    screen: 'performance mode in the Contrast theme',
    leavesScreen: true,
    open: async (page) => {
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('switch', { name: 'Always play when stepping' }).waitFor();
    },
  },
  {
    name: 'MIDI out turned on in the stage settings',
    screen: 'performance mode in the Contrast theme',
    leavesScreen: true,
    open: async (page) => {
      // MIDI is asked for only when turned on, so the fake can come after the page has loaded
      // (evaluated, as the page's policy refuses inline scripts).
      await page.evaluate(readFileSync(path.join(__dirname, 'fakeWebMidi.browser.js'), 'utf8'));
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('switch', { name: 'MIDI out: clock and start/stop' }).check();
      await page.getByLabel('MIDI output', { exact: true }).waitFor();
    },
  },
  {
    name: 'rehearsal song picker',
    screen: 'rehearsal room, leading, Sync and Settings open',
    open: async (page) => {
      await page.getByRole('combobox', { name: 'Song' }).click();
      await page.getByRole('listbox').waitFor();
    },
  },
  {
    name: 'create user dialog with messages',
    screen: 'admin dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add User' }).click();
      await page.getByRole('dialog', { name: 'Create New User' }).getByRole('button', { name: 'Create User' }).click();
      await page.getByText('Password must be at least 6 characters').waitFor();
    },
  },
  {
    name: 'reset password dialog',
    screen: 'admin dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Reset password of demo' }).click();
      await page.getByRole('dialog', { name: 'Reset Password' }).waitFor();
    },
  },
  {
    name: 'delete user confirmation',
    screen: 'admin dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete user demo' }).click();
      await page.getByRole('dialog', { name: 'Delete User' }).waitFor();
    },
  },
  {
    name: 'admin create playlist dialog',
    screen: 'admin playlist management',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Playlist' }).click();
      await page.getByRole('dialog', { name: 'Create New Playlist' }).waitFor();
    },
  },
  {
    name: 'admin edit playlist dialog',
    screen: 'admin playlist management',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Edit playlist / })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Edit Playlist' }).waitFor();
    },
  },
  {
    name: 'admin delete playlist confirmation',
    screen: 'admin playlist management',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Delete playlist / })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Delete Playlist' }).waitFor();
    },
  },
  {
    name: 'new API token shown once',
    screen: 'own profile',
    leavesScreen: true,
    open: async (page) => {
      await page.getByLabel('Token name').fill('Axe check');
      await page.getByRole('button', { name: 'Create token' }).click();
      await page.getByTestId('new-api-token').waitFor();
    },
  },
  {
    name: 'change password tab',
    screen: 'own profile',
    leavesScreen: true,
    open: async (page) => {
      await page.getByRole('tab', { name: 'Change Password' }).click();
      await page.getByLabel('Confirm New Password').waitFor();
    },
  },
  {
    name: 'profile settings with messages',
    screen: 'own profile',
    leavesScreen: true,
    open: async (page) => {
      await page.getByLabel('Phone Number').fill('call me');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Please enter a valid phone number', { exact: false }).waitFor();
    },
  },
  {
    name: 'public profile edit mode',
    screen: 'public profile',
    leavesScreen: true,
    open: async (page) => {
      await page.goto(`/users/${await ownUsername(page)}`);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('button', { name: 'Cancel' }).waitFor();
    },
  },
  {
    name: 'generator rhythm section',
    screen: 'home generator',
    leavesScreen: true,
    open: async (page) => {
      await page.getByRole('button', { name: /^Rhythm/ }).click();
      await page.getByRole('button', { name: 'Beat 1: normal' }).waitFor();
    },
  },
  {
    name: 'generator practice section with its tools on',
    screen: 'home generator',
    leavesScreen: true,
    open: async (page) => {
      await page.getByRole('button', { name: /^Practice/ }).click();
      // Switched on from the keyboard (Space on the focused switch), as the section opens.
      await page.getByRole('switch', { name: /Gap click/ }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('textbox', { name: 'Silent bars' }).waitFor();
      await page.getByRole('switch', { name: /Tempo trainer/ }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('textbox', { name: 'Until (BPM)' }).waitFor();
    },
  },
  {
    name: 'generator spoken cues on',
    screen: 'home generator',
    leavesScreen: true,
    open: async (page) => {
      await page.getByRole('switch', { name: /Spoken cues/ }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('textbox', { name: 'Cue volume (%)' }).waitFor();
    },
  },
  {
    name: 'user menu',
    screen: 'home generator',
    open: async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'create playlist dialog',
    screen: 'playlists',
    open: async (page) => {
      await page.getByRole('button', { name: 'New Playlist', exact: true }).click();
      await page.getByRole('dialog', { name: 'Create New Playlist' }).waitFor();
    },
  },
  {
    name: 'edit playlist dialog',
    screen: 'playlists',
    open: async (page, data) => {
      await page.getByRole('button', { name: `Edit ${data.playlistName}`, exact: true }).click();
      await page.getByRole('dialog', { name: 'Edit Playlist' }).waitFor();
    },
  },
  {
    name: 'delete playlist confirmation',
    screen: 'playlists',
    open: async (page, data) => {
      await page.getByRole('button', { name: `Delete ${data.playlistName}`, exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete Playlist' }).waitFor();
    },
  },
  {
    name: 'share dialog',
    screen: 'playlist with tracks',
    open: async (page) => {
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('dialog', { name: 'Share Playlist' }).waitFor();
    },
  },
  {
    name: 'rename set break dialog',
    screen: 'playlist with tracks',
    open: async (page) => {
      await page.getByRole('button', { name: 'Actions for set break Set 2', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Rename set break Set 2', exact: true }).click();
      await page.getByRole('dialog', { name: 'Rename Set Break' }).waitFor();
    },
  },
  {
    name: 'remove track confirmation',
    screen: 'playlist with tracks',
    open: async (page, data) => {
      await trackAction(page, data.trackNames[1]!, 'Remove');
      await page.getByRole('dialog', { name: 'Remove Track' }).waitFor();
    },
  },
  {
    name: 'track tempo dialog',
    screen: 'playlist with tracks',
    open: async (page, data) => {
      await trackAction(page, data.trackNames[0]!, 'Change tempo of');
      await page.getByRole('dialog', { name: 'Change tempo' }).waitFor();
    },
  },
  {
    name: 'edit track dialog',
    screen: 'playlist with tracks',
    open: async (page, data) => {
      await trackAction(page, data.trackNames[0]!, 'Edit');
      await page.getByRole('dialog', { name: 'Edit track' }).waitFor();
    },
  },
  {
    name: 'song map dialog with two sections',
    screen: 'playlist with tracks',
    open: async (page, data) => {
      await trackAction(page, data.trackNames[0]!, 'Song map of');
      const dialog = page.getByRole('dialog', { name: `Song map: ${data.trackNames[0]}` });
      await dialog.getByRole('button', { name: 'Add section' }).click();
      await dialog.getByRole('button', { name: 'Add section' }).click();
      await dialog.getByRole('group', { name: /^2\. Section 2/ }).waitFor();
    },
  },
  {
    name: 'CSV import dialog with a checked file',
    screen: 'playlist with tracks',
    open: async (page) => {
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import songs from CSV' });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: 'Choose a CSV file' }).click(),
      ]);
      await chooser.setFiles({
        name: 'set.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,artist,bpm\r\nGood,Band,120\r\n,Band,120\r\n'),
      });
      await dialog.getByRole('list', { name: 'Rows with errors' }).waitFor();
    },
  },
  {
    name: 'chart import dialog with charts read',
    screen: 'playlist with tracks',
    open: async (page) => {
      await page.getByRole('button', { name: 'Import charts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import chord charts' });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: 'Choose chart files' }).click(),
      ]);
      await chooser.setFiles({
        name: 'song.cho',
        mimeType: 'text/plain',
        buffer: Buffer.from(
          '{title: Read}\n{key: Am}\n{tempo: 90}\n[Am] [G]\n{tempo: 100}\n[F]\n{ns}\n{title: Bad}\n{tempo: 900}\n',
        ),
      });
      await dialog.getByRole('list', { name: 'Songs read' }).waitFor();
    },
  },
  {
    name: 'track play menu',
    screen: 'playlist with tracks',
    open: async (page, data) => {
      await page.getByRole('button', { name: `Play ${data.trackNames[0]}`, exact: true }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  {
    name: 'custom track dialog',
    screen: 'add to playlist',
    open: async (page) => {
      await page.getByRole('button', { name: 'Add Custom Track' }).click();
      await page.getByRole('dialog', { name: 'Add Custom Track' }).waitFor();
    },
  },
  {
    name: 'find song bpm playlist picker',
    screen: 'find song bpm with a song',
    open: async (page, data) => {
      await page.getByRole('combobox', { name: 'Playlist' }).click();
      await page.getByRole('option', { name: data.playlistName }).waitFor();
    },
  },
  {
    name: 'detected tempo from an audio file',
    screen: 'find song bpm',
    leavesScreen: true,
    open: async (page) => {
      await page.locator('input[type="file"]').setInputFiles(beatWavFile('rock', 120, 10));
      await page.getByRole('button', { name: 'Use this tempo' }).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'detected tempo the detector is not sure of',
    screen: 'find song bpm',
    leavesScreen: true,
    open: async (page) => {
      await page.locator('input[type="file"]').setInputFiles(beatWavFile('ballad', 67));
      await page.getByText(/^Not sure — is it /).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'audio file that cannot be read',
    screen: 'find song bpm',
    leavesScreen: true,
    open: async (page) => {
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'broken.wav', mimeType: 'audio/wav', buffer: Buffer.from('not audio') });
      await page.getByRole('alert').waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'visualizer playlist picker',
    screen: 'visualizer',
    open: async (page, data) => {
      await page.getByRole('combobox', { name: 'Playlist' }).click();
      await page.getByRole('option', { name: data.playlistName }).waitFor();
    },
  },
];
