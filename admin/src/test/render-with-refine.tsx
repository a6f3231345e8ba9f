import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import { render } from '@testing-library/react';
import { Refine, type AuthProvider, type DataProvider } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { resources } from '../config/resources';
import { dataProvider as appDataProvider } from '../providers/data-provider';
import { QUERY_CLIENT_CONFIG } from '../providers/query-client-config';

export const STATS = { total: 48, highPriority: 17, avgScore: 6.4, inValidation: 9 };

type AnyMock = Mock<(...args: any[]) => any>;

export interface MockDataProvider {
  getList: AnyMock;
  getOne: AnyMock;
  create: AnyMock;
  update: AnyMock;
  deleteOne: AnyMock;
  custom: AnyMock;
  getApiUrl: () => string;
}

/** A data provider whose every method is a mock: lists are empty and /stats answers STATS unless overridden. */
export function mockDataProvider(overrides: Partial<MockDataProvider> = {}): MockDataProvider {
  return {
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getOne: vi.fn(async ({ id }: { id: number }) => ({ data: { id } })),
    create: vi.fn(async ({ variables }: { variables: object }) => ({ data: { id: 100, ...variables } })),
    update: vi.fn(async ({ id, variables }: { id: number; variables: object }) => ({ data: { id, ...variables } })),
    deleteOne: vi.fn(async ({ id }: { id: number }) => ({ data: { id } })),
    custom: vi.fn(async ({ url }: { url: string }) => ({ data: url.endsWith('/stats') ? STATS : {} })),
    getApiUrl: () => '/api/admin',
    ...overrides,
  };
}

/** The app's retry rule, without the waits between tries (a refused read still shows after its retries). */
const TEST_QUERY_CONFIG = { defaultOptions: { queries: { ...QUERY_CLIENT_CONFIG.defaultOptions.queries, retryDelay: 0 } } };

/** Shows where the router is, so tests can read the URL (path and query). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  /** The route pattern the element is mounted on, e.g. /ideas. */
  path?: string;
  /** Where the router starts, e.g. /ideas?view=ranking. */
  url?: string;
  dataProvider?: MockDataProvider;
  /** Use the app's own data provider instead, whose calls go through the http client (answered by spies on it). */
  appData?: boolean;
  /** Other routes to land on (path → what shows there); anything else shows "Elsewhere". */
  routes?: Record<string, ReactElement>;
  /** The signed-in user's identity (for per-user settings); none means no auth provider. */
  identity?: { id: number; email: string };
  /** The signed-in user's access level, for pages that check it (Refine's permissions). */
  accessLevel?: number;
}

/** Renders a page inside antd's App, a memory router and Refine, as the admin app does. */
export function renderWithRefine(
  element: ReactElement,
  { path = '/ideas', url = path, dataProvider = mockDataProvider(), appData = false, routes = {}, identity, accessLevel }: RenderOptions = {},
) {
  const authProvider: AuthProvider | undefined = identity
    ? {
        login: async () => ({ success: true }),
        logout: async () => ({ success: true }),
        check: async () => ({ authenticated: true }),
        onError: async () => ({}),
        getIdentity: async () => ({ ...identity, name: identity.email }),
        getPermissions: async () => accessLevel ?? null,
      }
    : undefined;
  const result = render(
    <AntdApp>
      <MemoryRouter initialEntries={[url]}>
        <Refine
          dataProvider={appData ? appDataProvider : (dataProvider as unknown as DataProvider)}
          authProvider={authProvider}
          routerProvider={routerProvider}
          notificationProvider={useNotificationProvider}
          resources={resources}
          options={{ disableTelemetry: true, syncWithLocation: true, reactQuery: { clientConfig: TEST_QUERY_CONFIG } }}
        >
          <Routes>
            <Route path={path} element={element} />
            {Object.entries(routes).map(([other, shown]) => (
              <Route key={other} path={other} element={shown} />
            ))}
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </Refine>
      </MemoryRouter>
    </AntdApp>,
  );
  return { ...result, dataProvider };
}

/** The router's current path and query, decoded. */
export function currentUrl(getByTestId: (id: string) => HTMLElement): string {
  return decodeURIComponent(getByTestId('location').textContent ?? '');
}
