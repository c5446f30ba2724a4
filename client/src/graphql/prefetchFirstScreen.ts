import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router';
import { ROUTE_PATHS } from '../routePaths';
import { GeneratorSettingsDocument, type GeneratorSettingsQuery } from './generated';

/** The screens whose first render reads the user's generator settings: the generator, the set list and the stage. */
const SCREENS_READING_SETTINGS = [ROUTE_PATHS.home, ROUTE_PATHS.playlist, ROUTE_PATHS.perform];

/**
 * Asks for the generator settings a signed-in user's first screen reads as soon as the data layer
 * exists, while the full app renders and the screen's code arrives, instead of after the screen's
 * first render. On a phone the answer is then usually in the cache when the screen renders, so the
 * generator shows the user's own settings in its first render rather than the defaults followed by
 * a second, synchronous render of the whole screen. A failed request is the screen's to report:
 * with nothing cached, its own query asks again.
 */
export function prefetchFirstScreen(client: ApolloClient<unknown>, pathname: string): void {
  if (!SCREENS_READING_SETTINGS.some((pattern) => matchPath(pattern, pathname))) return;
  // In a task of its own: the query's first use (its document prepared for the cache) is not added
  // to the full app's first render, a long task on a phone already.
  setTimeout(() => {
    client.query<GeneratorSettingsQuery>({ query: GeneratorSettingsDocument }).catch(() => undefined);
  }, 0);
}
