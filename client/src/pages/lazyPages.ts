import { lazy } from 'react';
import { matchPath } from 'react-router';
import { ROUTE_PATHS } from '../routePaths';

// Screens a visitor does not need on the landing page load when first shown (code splitting keeps
// the landing page's first-load JavaScript within its budget; scripts/check-first-load.mjs).
// While a screen's code loads, routes.tsx shows the 'Loading...' spinner.

const loaders = {
  home: () => import('./Home.page'),
  login: () => import('./Login.page'),
  register: () => import('./Register.page'),
  playlists: () => import('./Playlists.page'),
  playlist: () => import('./Playlist.page'),
  perform: () => import('./Perform.page'),
  rehearse: () => import('./Rehearse.page'),
  addToPlaylist: () => import('./AddToPlaylist.page'),
  findSongBpm: () => import('./FindSongBpm.page'),
  profile: () => import('./Profile.page'),
  publicProfile: () => import('./PublicProfile.page'),
  admin: () => import('./Admin.page'),
  notFound: () => import('./NotFound.page'),
} satisfies Record<keyof typeof ROUTE_PATHS | 'notFound', () => Promise<unknown>>;

export const HomePage = lazy(() => loaders.home().then((module) => ({ default: module.HomePage })));
export const LoginPage = lazy(() => loaders.login().then((module) => ({ default: module.LoginPage })));
export const RegisterPage = lazy(() => loaders.register().then((module) => ({ default: module.RegisterPage })));
export const PlaylistsPage = lazy(() => loaders.playlists().then((module) => ({ default: module.PlaylistsPage })));
export const PlaylistPage = lazy(() => loaders.playlist().then((module) => ({ default: module.PlaylistPage })));
export const PerformPage = lazy(() => loaders.perform().then((module) => ({ default: module.PerformPage })));
export const RehearsePage = lazy(() => loaders.rehearse().then((module) => ({ default: module.RehearsePage })));
export const AddToPlaylistPage = lazy(() =>
  loaders.addToPlaylist().then((module) => ({ default: module.AddToPlaylistPage })),
);
export const FindSongBpmPage = lazy(() =>
  loaders.findSongBpm().then((module) => ({ default: module.FindSongBpmPage })),
);
export const ProfilePage = lazy(() => loaders.profile().then((module) => ({ default: module.ProfilePage })));
export const PublicProfilePage = lazy(() =>
  loaders.publicProfile().then((module) => ({ default: module.PublicProfilePage })),
);
export const AdminPage = lazy(() => loaders.admin().then((module) => ({ default: module.AdminPage })));
export const NotFoundPage = lazy(() => loaders.notFound().then((module) => ({ default: module.NotFoundPage })));

/**
 * Starts loading the code of the screen at `pathname` without showing it, so it downloads while
 * the sign-in check runs instead of after it (a failed download is retried when the screen shows).
 */
export function preloadScreen(pathname: string): void {
  const route = (Object.keys(ROUTE_PATHS) as Array<keyof typeof ROUTE_PATHS>).find((name) =>
    matchPath(ROUTE_PATHS[name], pathname),
  );
  void loaders[route ?? 'notFound']().catch(() => undefined);
}
