/**
 * Every route of SPEC.md §2, as react-router patterns. routes.tsx registers exactly these (plus
 * the catch-all not-found screen); the e2e accessibility gate visits each one and fails when a
 * route here has no entry in its list of screens.
 */
export const ROUTE_PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  playlists: '/playlists',
  playlist: '/playlist/:id',
  perform: '/playlist/:id/perform',
  rehearse: '/playlist/:id/rehearse',
  addToPlaylist: '/add-to-playlist/:id',
  findSongBpm: '/add-to-playlist',
  profile: '/profile',
  publicProfile: '/users/:username',
  admin: '/admin',
} as const;

/** One of {@link ROUTE_PATHS}. */
export type RoutePath = (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS];
