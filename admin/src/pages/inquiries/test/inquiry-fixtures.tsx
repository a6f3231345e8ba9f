import { screen } from '@testing-library/react';
import type { Inquiry } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { serveGets, type Answer } from '../../../test/serve-http';
import { InquiryList } from '../list';
export { choose } from '../../../test/choose-option';

export const INQUIRIES_URL = '/api/admin/inquiries';
export const EXPORT_URL = '/api/admin/inquiries/export';

let nextId = 1;

export const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: nextId++,
  inquiry_type: 'contact',
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  phone: null,
  company: 'Nordmann AS',
  service: null,
  message: 'Hei!\nVi vil gjerne vite mer om plattformen.',
  status: 'new',
  notes: null,
  created_at: '2026-03-01T12:34:56.000Z',
  updated_at: '2026-03-01T12:34:56.000Z',
  responded_at: null,
  closed_at: null,
  source_url: '/contact',
  metadata: { visitor_id: null, session_id: null },
  ...overrides,
});

/** A URL's path and its query parameters. */
export function splitUrl(url: string) {
  const [path, search = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(search)) };
}

interface Server {
  /** The list's answer for the request's query parameters (or a rejection). */
  list?: (params: Record<string, string>) => Inquiry[] | Answer;
  /** One inquiry's answer, for a link straight to /inquiries/:id. */
  one?: (id: number) => Answer;
  /** The list's x-total-count, when there are more inquiries than one page shows. */
  total?: number;
}

/** Answers the page's GETs as the admin API does: the list (a plain array, its total in x-total-count) and one inquiry. */
export function serveInquiries({
  list = () => [],
  one = () => ({ reject: { message: 'Inquiry not found.', statusCode: 404 } }),
  total,
}: Server = {}) {
  const get = serveGets((url) => {
    const { path, params } = splitUrl(url);
    const match = /^\/api\/admin\/inquiries\/(\d+)$/.exec(path);
    if (match) return one(Number(match[1]));
    return path === INQUIRIES_URL ? list(params) : undefined;
  });
  if (total === undefined) return get;
  const answer = get.getMockImplementation()!;
  return get.mockImplementation(async (url: string) => {
    const reply = (await answer(url)) as { data: unknown; headers: Record<string, string> };
    return Array.isArray(reply.data) ? { ...reply, headers: { 'x-total-count': String(total) } } : reply;
  });
}

/** The list calls made, as query parameters. */
export const listCalls = (get: ReturnType<typeof serveInquiries>) =>
  get.mock.calls
    .map(([url]) => splitUrl(url as string))
    .filter(({ path }) => path === INQUIRIES_URL)
    .map(({ params }) => params);

export function renderPage(url = '/inquiries') {
  const view = renderWithRefine(<InquiryList />, { path: '/inquiries/:id?', url, appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export const button = (name: string) => screen.getByText(name, { selector: 'button span, a span' }).closest('button, a') as HTMLElement;

/** The open dialog titled `title`. */
export const dialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

/** The table row showing `text`. */
export const rowOf = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

// A whole page renders in each test; on a busy machine that takes longer than the default limit.
export const HEAVY_TEST_MS = 45_000;
