import type { ReactNode } from 'react';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { PRODUCT_NAMES, accessWithoutGrant, type PlatformUser } from '@platform/shared';
import { createQueryClient } from '../../api/query-client';
import { LocaleContext } from '../../i18n';
import { signedInAs } from '../../test/api-mock';
import { AreaSessionContext, type AreaSession } from '../frame/area-session';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * A tool of the property area as the area frame shows it to a signed-in user with access (the frame itself is
 * tested with the area page): the session, the router, the locale and antd's App, and a fresh cache.
 */
export function renderInArea(ui: ReactNode, user: Partial<PlatformUser> = {}) {
  const signedIn = signedInAs(user);
  const session: AreaSession = {
    productId: 'property',
    user: signedIn.user,
    access: accessWithoutGrant('property', PRODUCT_NAMES.property, { hasAccess: true }),
    onRefused: vi.fn(),
  };
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={['/no/products/property']}>
        <LocaleContext.Provider value="no">
          <ConfigProvider>
            <App>
              <AreaSessionContext.Provider value={session}>{ui}</AreaSessionContext.Provider>
            </App>
          </ConfigProvider>
        </LocaleContext.Provider>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return session;
}

/** Picks an option of the antd Select labelled `label` inside `root` (the option from the open dropdown). */
export async function pick(label: string, option: string, root: HTMLElement = document.body) {
  fireEvent.mouseDown(
    within(root)
      .getAllByLabelText(label)
      .find((element) => element.tagName === 'INPUT')!,
  );
  const found = await waitFor(() => {
    const element = Array.from(
      document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ).find((item) => item.title === option);
    if (!element) throw new Error(`no option ${option} yet`);
    return element;
  });
  fireEvent.click(found);
}

/** Catches the files the page hands the browser to save (their names), as a download link's click would. */
export function catchDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  return saved;
}

export const pdf = (name: string) =>
  new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` } });
