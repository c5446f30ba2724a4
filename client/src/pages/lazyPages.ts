import { lazy } from 'react';

// Screens a visitor does not need on the landing page load when first shown (code splitting keeps
// the landing page's first-load JavaScript within its budget; scripts/check-first-load.mjs).
// While a screen's code loads, routes.tsx shows the 'Loading...' spinner.

export const HomePage = lazy(() => import('./Home.page').then((module) => ({ default: module.HomePage })));
export const LoginPage = lazy(() => import('./Login.page').then((module) => ({ default: module.LoginPage })));
export const RegisterPage = lazy(() => import('./Register.page').then((module) => ({ default: module.RegisterPage })));
export const PlaylistsPage = lazy(() => import('./Playlists.page').then((module) => ({ default: module.PlaylistsPage })));
export const PlaylistPage = lazy(() => import('./Playlist.page').then((module) => ({ default: module.PlaylistPage })));
export const AddToPlaylistPage = lazy(() => import('./AddToPlaylist.page').then((module) => ({ default: module.AddToPlaylistPage })));
export const FindSongBpmPage = lazy(() => import('./FindSongBpm.page').then((module) => ({ default: module.FindSongBpmPage })));
export const ProfilePage = lazy(() => import('./Profile.page').then((module) => ({ default: module.ProfilePage })));
export const PublicProfilePage = lazy(() => import('./PublicProfile.page').then((module) => ({ default: module.PublicProfilePage })));
export const AdminPage = lazy(() => import('./Admin.page').then((module) => ({ default: module.AdminPage })));
export const NotFoundPage = lazy(() => import('./NotFound.page').then((module) => ({ default: module.NotFoundPage })));
