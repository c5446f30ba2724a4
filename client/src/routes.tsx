import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from './components/FullPageLoader/FullPageLoader';
import type { CurrentUser } from './graphql/currentUser';
import { useCurrentUser } from './hooks/useCurrentUser';
import { homePathFor, isLoggedOutState } from './navigation';
import { AddToPlaylistPage } from './pages/AddToPlaylist.page';
import { AdminPage } from './pages/Admin.page';
import { HomePage } from './pages/Home.page';
import { LandingPage } from './pages/Landing.page';
import { LoginPage } from './pages/Login.page';
import { NotFoundPage } from './pages/NotFound.page';
import { PlaylistPage } from './pages/Playlist.page';
import { PlaylistsPage } from './pages/Playlists.page';
import { ProfilePage } from './pages/Profile.page';
import { PublicProfilePage } from './pages/PublicProfile.page';
import { RegisterPage } from './pages/Register.page';

/**
 * /login: the form for visitors; a signed-in user is sent to /admin or /. Right after logout the
 * user is still known for one render while /login is already the location; the logout marker
 * holds the redirect back then, and is dropped once the user is gone so the next login redirects.
 */
function LoginRoute({ user }: { user: CurrentUser | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const justLoggedOut = isLoggedOutState(location.state);

  useEffect(() => {
    if (justLoggedOut && !user) void navigate(location.pathname, { replace: true, state: null });
  }, [justLoggedOut, user, navigate, location.pathname]);

  if (user && !justLoggedOut) return <Navigate to={homePathFor(user)} replace />;
  return <LoginPage />;
}

/**
 * Every route of SPEC.md §2, and the only place that redirects by authentication:
 * - visitors may see /, /login and /register; any other path (known or not) redirects to /;
 * - signed-in users on /login go to /admin (admins) or /, on /register to /;
 * - /admin is registered only for admins. For a signed-in non-admin it redirects to / (the /admin
 *   section of SPEC.md §2 says non-admins are redirected to /), rather than showing not-found;
 * - unknown paths of signed-in users show the not-found screen.
 */
export function AppRoutes() {
  const { user, loading } = useCurrentUser();
  if (loading) return <FullPageLoader />;

  return (
    <Routes>
      <Route path="/" element={user ? <HomePage /> : <LandingPage />} />
      <Route path="/login" element={<LoginRoute user={user} />} />
      <Route path="/register" element={user ? <Navigate to="/" replace /> : <RegisterPage />} />
      {user ? (
        <>
          <Route path="/playlists" element={<PlaylistsPage />} />
          <Route path="/playlist/:id" element={<PlaylistPage />} />
          <Route path="/add-to-playlist/:id" element={<AddToPlaylistPage />} />
          <Route path="/add-to-playlist" element={<AddToPlaylistPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/users/:username" element={<PublicProfilePage />} />
          {user.isAdmin ? (
            <Route path="/admin" element={<AdminPage />} />
          ) : (
            <Route path="/admin" element={<Navigate to="/" replace />} />
          )}
          <Route path="*" element={<NotFoundPage />} />
        </>
      ) : (
        <Route path="*" element={<Navigate to="/" replace />} />
      )}
    </Routes>
  );
}
