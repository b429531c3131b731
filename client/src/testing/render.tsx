import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CurrentUserContext, type CurrentUser } from '../lib/current-user';
import { mockGraphQLFetch } from './graphql-fetch';

/** A signed-in member for tests; override any field. */
export function aMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: null,
    photoURL: null,
    role: 'USER',
    // Past the consent screen, as most members are; tests about consent override it.
    consentedAt: '2026-01-01T00:00:00.000Z',
    aiProcessing: true,
    country: null,
    emailVerified: true,
    locale: 'en',
    ...overrides,
  };
}

export interface RenderOptions {
  /** The signed-in member, or null (the default) for a visitor. */
  user?: CurrentUser | null;
  /** Mocks for the operations the component runs: Apollo's, and the fetch client's (public pages). */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** Where the memory router starts (default '/'). */
  route?: string;
  /** The routes; by default the element is rendered at `path` (default '*'). */
  routes?: RouteObject[];
  path?: string;
}

/**
 * Renders a component the way the app does: Apollo (mocked), the fetch client (mocked from the same
 * mocks), the current user, a router. Returns Testing Library's result plus the router, to inspect
 * `router.state.location` (a memory data router: the components use only the hooks both of
 * react-router's modes have).
 */
export function renderWithProviders(ui: ReactElement | null, options: RenderOptions = {}) {
  const { user = null, mocks = [], route = '/', path = '*' } = options;
  const routes = options.routes ?? [{ path, element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const refetch = jest.fn(async () => user);
  mockGraphQLFetch(mocks);
  const result = render(
    <MockedProvider mocks={mocks}>
      <CurrentUserContext value={{ user, refetch }}>
        <RouterProvider router={router} />
      </CurrentUserContext>
    </MockedProvider>,
  );
  return { ...result, router, refetch };
}
