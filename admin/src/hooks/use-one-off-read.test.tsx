import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Refine, type AuthProvider, type DataProvider } from '@refinedev/core';
import { useOneOffRead } from './use-one-off-read';

function ExportButton() {
  const oneOffRead = useOneOffRead();
  return (
    <button type="button" onClick={() => oneOffRead((provider) => provider.getOne({ resource: 'ideas', id: 7 })).catch(() => undefined)}>
      Export
    </button>
  );
}

describe('a one-off read', () => {
  it('hands a refused read to the auth provider, as Refine’s hooks do', async () => {
    const refused = { message: 'Your session has ended. Sign in again.', statusCode: 401 };
    const onError = vi.fn(async (_error: unknown) => ({ logout: true }));
    const authProvider: AuthProvider = {
      login: async () => ({ success: true }),
      logout: async () => ({ success: true }),
      check: async () => ({ authenticated: true }),
      onError,
    };
    const dataProvider = { getOne: vi.fn().mockRejectedValue(refused), getApiUrl: () => '/api/admin' } as unknown as DataProvider;
    render(
      <Refine dataProvider={dataProvider} authProvider={authProvider} options={{ disableTelemetry: true }}>
        <ExportButton />
      </Refine>,
    );
    screen.getByText('Export').click();
    await waitFor(() => expect(onError.mock.calls[0]?.[0]).toEqual(refused));
  });
});
