import { ApolloLink, Observable, split } from '@apollo/client';
import { MockedProvider, MockLink, type MockedResponse } from '@apollo/client/testing';
import { isSubscription } from '../live/liveLink';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { createCache } from '../graphql/cache';
import type { CurrentUser } from '../graphql/currentUser';
import { DEFAULT_SETTINGS } from '../features/generator/settings';
import {
  AuthProviderDocument,
  CurrentUserDocument,
  GeneratorSettingsDocument,
  type AuthProviderQuery,
  type CurrentUserQuery,
  type GeneratorSettingsQuery,
} from '../graphql/generated';
import { theme } from '../theme';
import { Toasts } from '../Toasts';

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions {
  /** The initial location; default '/'. */
  route?: string;
  /** Apollo responses, consumed in order (each once). */
  mocks?: ReadonlyArray<MockedResponse>;
  /** Where subscriptions go (the app's WebSocket); default: a socket that never sends anything. */
  live?: ApolloLink;
  /** Operations whose answers wait until the test releases them (see {@link holdOperation}). */
  held?: HeldOperation;
  /**
   * Seeds the `me` answer in the cache: a user, or null for a visitor. Leave it out to let `me`
   * go through `mocks` (e.g. to keep the authentication check pending).
   */
  user?: CurrentUser | null;
  /** The identity provider the server announces (default: none, provider sign-in off). */
  authProvider?: AuthProviderQuery['authProvider'];
  /** The generator settings the user saved (default: SPEC.md §9's defaults, as for a user who never saved any). */
  settings?: Partial<GeneratorSettingsQuery['settings']>;
}

/** The render result plus the router's current location. */
export interface RenderWithProvidersResult extends RenderResult {
  location: () => Location;
}

/** A user as the server returns it; override what a test cares about. */
export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    __typename: 'User',
    id: '7b0c5a1e-0000-4000-8000-000000000001',
    username: 'alice',
    email: 'alice@example.com',
    displayName: 'Alice Cooper',
    phoneNumber: null,
    bio: null,
    profileImageUrl: null,
    isAdmin: false,
    ...overrides,
  };
}

/** An operation whose answers wait for {@link HeldOperation.release}; made by {@link holdOperation}. */
export interface HeldOperation {
  link: ApolloLink;
  /** Lets the held answers (and every later one) through. */
  release(): void;
}

/**
 * Holds the answers to `operationName` until the test calls `release()`, so a test can look at the
 * pending state ('Processing', 'Creating...') for as long as it needs: a mock's `delay` ends on
 * the clock, and on a busy machine it can end before the test has looked.
 */
export function holdOperation(operationName: string): HeldOperation {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const link = new ApolloLink((operation, forward) => {
    if (operation.operationName !== operationName) return forward(operation);
    return new Observable((observer) => {
      let subscription: { unsubscribe(): void } | undefined;
      let closed = false;
      void released.then(() => {
        if (!closed) subscription = forward(operation).subscribe(observer);
      });
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  });
  return { link, release };
}

/** Subscriptions that stay open and quiet, as on a socket where nothing changes. */
const quietSocket = new ApolloLink(() => new Observable(() => undefined));

/**
 * Renders `ui` with the app's providers: Mantine (+ toasts), an Apollo MockedProvider and a
 * MemoryRouter at `route`, like main.tsx does with the real client and BrowserRouter.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    mocks = [],
    user,
    authProvider = null,
    settings,
    live = quietSocket,
    held,
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const cache = createCache();
  if (user !== undefined) {
    cache.writeQuery<CurrentUserQuery>({ query: CurrentUserDocument, data: { __typename: 'Query', me: user } });
  }
  cache.writeQuery<AuthProviderQuery>({ query: AuthProviderDocument, data: { __typename: 'Query', authProvider } });
  // The server's answer for a user who never saved generator settings: SPEC.md §9's defaults.
  const defaults: GeneratorSettingsQuery['settings'] = {
    __typename: 'GeneratorSettings',
    ...DEFAULT_SETTINGS,
    visualizerTheme: 'Standard',
    rhythm: null,
    countInBars: null,
    practice: null,
    cues: null,
  };
  cache.writeQuery<GeneratorSettingsQuery>({
    query: GeneratorSettingsDocument,
    data: { __typename: 'Query', settings: { ...defaults, ...settings } },
  });
  const current: { location?: Location } = {};
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }

  // env="test": Mantine skips transitions, so menus and toasts appear at once.
  const result = render(
    <MockedProvider
      link={split(isSubscription, live, held ? held.link.concat(new MockLink(mocks, true)) : new MockLink(mocks, true))}
      cache={cache}
    >
      <MantineProvider theme={theme} env="test">
        <Toasts />
        <ModalsProvider>
          <MemoryRouter initialEntries={[route]} useTransitions={false}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </MockedProvider>,
  );

  return {
    ...result,
    location: () => {
      if (!current.location) throw new Error('the router has not rendered yet');
      return current.location;
    },
  };
}

export { act, screen, waitFor, within } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
