import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from './components/FullPageLoader/FullPageLoader';
import type { CurrentUser } from './graphql/currentUser';
import { useCurrentUser } from './hooks/useCurrentUser';
import { homePathFor, isLoggedOutState, landingFor, nextPathIn } from './navigation';
import { LandingPage } from './pages/Landing.page';
import {
  AddToPlaylistPage,
  AdminPage,
  FindSongBpmPage,
  HomePage,
  LoginPage,
  NotFoundPage,
  PerformPage,
  RehearsePage,
  PlaylistPage,
  PlaylistsPage,
  ProfilePage,
  PublicProfilePage,
  RegisterPage,
} from './pages/lazyPages';
import { ROUTE_PATHS } from './routePaths';

/**
 * /login: the form for visitors; a signed-in user is sent on to the page they were going to (a
 * safe `?next=`), else to /admin or /. Right after logout the
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

  if (user && !justLoggedOut) return <Navigate to={nextPathIn(location.search) ?? homePathFor(user)} replace />;
  return <LoginPage />;
}

/**
 * Every route of SPEC.md §2, and the only place that redirects by authentication:
 * - visitors may see /, /login and /register; any other path (known or not) redirects to /, with
 *   `?next=` naming it so that signing in (on /login or /register) continues there;
 * - signed-in users on /login go to /admin (admins) or /, on /register to /;
 * - /admin is registered only for admins. For a signed-in non-admin it redirects to / (the /admin
 *   section of SPEC.md §2 says non-admins are redirected to /), rather than showing not-found;
 * - unknown paths of signed-in users show the not-found screen.
 * Screens other than the landing page load their code when first shown, with the 'Loading...' spinner.
 */
export function AppRoutes() {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <FullPageLoader />;

  return (
    <Suspense fallback={<FullPageLoader signedIn={Boolean(user)} />}>
      <Routes>
        <Route path={ROUTE_PATHS.home} element={user ? <HomePage /> : <LandingPage />} />
        <Route path={ROUTE_PATHS.login} element={<LoginRoute user={user} />} />
        <Route
          path={ROUTE_PATHS.register}
          element={user ? <Navigate to={nextPathIn(location.search) ?? '/'} replace /> : <RegisterPage />}
        />
        {user ? (
          <>
            <Route path={ROUTE_PATHS.playlists} element={<PlaylistsPage />} />
            <Route path={ROUTE_PATHS.playlist} element={<PlaylistPage />} />
            <Route path={ROUTE_PATHS.perform} element={<PerformPage />} />
            <Route path={ROUTE_PATHS.rehearse} element={<RehearsePage />} />
            <Route path={ROUTE_PATHS.addToPlaylist} element={<AddToPlaylistPage />} />
            <Route path={ROUTE_PATHS.findSongBpm} element={<FindSongBpmPage />} />
            <Route path={ROUTE_PATHS.profile} element={<ProfilePage />} />
            <Route path={ROUTE_PATHS.publicProfile} element={<PublicProfilePage />} />
            {user.isAdmin ? (
              <Route path={ROUTE_PATHS.admin} element={<AdminPage />} />
            ) : (
              <Route path={ROUTE_PATHS.admin} element={<Navigate to="/" replace />} />
            )}
            <Route path="*" element={<NotFoundPage />} />
          </>
        ) : (
          <Route
            path="*"
            element={<Navigate to={landingFor(`${location.pathname}${location.search}${location.hash}`)} replace />}
          />
        )}
      </Routes>
    </Suspense>
  );
}
