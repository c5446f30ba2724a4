import { matchPath } from 'react-router';
import { ROUTE_PATHS } from '../../routePaths';

// The stage (and the rehearsal room on it) is an instrument: it takes the whole screen, without the app's header and footer.
const CHROMELESS_ROUTES: readonly string[] = [ROUTE_PATHS.perform, ROUTE_PATHS.rehearse];

/** Whether the screen at `pathname` is shown without the app's header and footer. */
export function isChromelessPath(pathname: string): boolean {
  return CHROMELESS_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}
