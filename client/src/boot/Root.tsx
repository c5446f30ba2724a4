import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLayout } from '../components/AppLayout/AppLayout';
import { isChromelessPath } from '../components/AppLayout/chromeless';
import { FullPageLoader } from '../components/FullPageLoader/FullPageLoader';
import { HeaderBar } from '../components/Header/HeaderBar';
import { VisitorActions } from '../components/Header/VisitorActions';
import type { CurrentUser } from '../graphql/currentUser';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { LandingPage } from '../pages/Landing.page';
import { readRememberedUser } from '../offline/savedCopies';
import { preloadScreen } from '../pages/lazyPages';
import { pageSaysSignedIn } from './signedInHint';
import { fetchSignedInUser } from './signedInUser';

const loadFullApp = () => import('./FullApp');
/**
 * Resolves once the full app's code is here (or could not load: the app's Suspense then deals with
 * it). Until then the loader stays as it is: replaced by the Suspense fallback at the check's answer,
 * the same loader as new elements, it lost the paint the browser had just recorded as the page's
 * largest when that answer came before the paint's report (Lighthouse then took the app's later
 * paint as the largest contentful paint).
 */
const fullAppCode = () =>
  loadFullApp().then(
    () => undefined,
    () => undefined,
  );
const FullApp = lazy(() => loadFullApp().then((module) => ({ default: module.FullApp })));

/**
 * Starts downloading the full app and the screen at `pathname` while the sign-in check runs: every
 * path but / needs them, and so does / for someone signed in here before (a hint only: the check
 * still decides). A visitor's first look at / downloads nothing more.
 */
function preloadWhatFollows(pathname: string): void {
  const preload = () => {
    void loadFullApp().catch(() => undefined);
    preloadScreen(pathname);
  };
  if (pathname !== '/') afterFirstPaint(preload);
  else void readRememberedUser().then((user) => user && preload());
}

/**
 * Runs `task` once the frame being prepared has been painted. Downloads started before the first
 * paint share a slow phone network with what that paint needs (and Lighthouse counts them in its
 * first paint): on a set list its first contentful paint came a second later in some runs.
 */
function afterFirstPaint(task: () => void): void {
  if (typeof requestAnimationFrame !== 'function') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}

type Check = { state: 'checking' } | { state: 'done'; user: CurrentUser | null };

/**
 * What the first page load shows. While the authentication check runs: the 'Loading...' spinner.
 * A visitor on / gets the landing page at once, without the data layer (Apollo, GraphQL) or any
 * signed-in screen: that is the landing page's whole first load. Any other case — a signed-in
 * user, or a visitor going on to /login, /register … — loads the full app once and stays in it.
 * On every screen, 'A new version is available' appears when a new deployment is waiting.
 */
export function Root() {
  return (
    <>
      <FirstScreen />
      <UpdatePrompt />
    </>
  );
}

/** The landing page, the loader, or the full app: whichever the authentication check calls for. */
function FirstScreen() {
  const location = useLocation();
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const [fullAppNeeded, setFullAppNeeded] = useState(false);
  const [firstPath] = useState(location.pathname);
  const [signedInHint] = useState(() => pageSaysSignedIn());

  useEffect(() => {
    let current = true;
    preloadWhatFollows(firstPath);
    void fetchSignedInUser()
      .then((user) => (user || firstPath !== '/' ? fullAppCode().then(() => user) : user))
      .then((user) => current && setCheck({ state: 'done', user }));
    return () => {
      current = false;
    };
  }, [firstPath]);

  const visitorOnLanding = check.state === 'done' && !check.user && location.pathname === '/';
  useEffect(() => {
    if (check.state === 'done' && !visitorOnLanding) setFullAppNeeded(true);
  }, [check.state, visitorOnLanding]);

  // The stage loads without the header it will not show, so nothing jumps when it appears.
  const bare = isChromelessPath(location.pathname);
  if (check.state === 'checking') {
    return (
      <AppLayout header={<HeaderBar />} bare={bare}>
        <FullPageLoader signedIn={signedInHint} />
      </AppLayout>
    );
  }
  if (!fullAppNeeded && visitorOnLanding) {
    return (
      <AppLayout header={<HeaderBar>{<VisitorActions />}</HeaderBar>}>
        <LandingPage />
      </AppLayout>
    );
  }
  return (
    <Suspense
      fallback={
        <AppLayout header={<HeaderBar />} bare={bare}>
          <FullPageLoader signedIn={Boolean(check.user)} />
        </AppLayout>
      }
    >
      <FullApp signedInUser={check.user} />
    </Suspense>
  );
}
