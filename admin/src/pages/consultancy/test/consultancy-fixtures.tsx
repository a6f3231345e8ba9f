import type { Customer, PositionCandidate, Tender } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { CandidatePage } from '../candidates/candidate-page';
import { NewCandidatePage } from '../candidates/new-candidate-page';
import { ConsultancyPage } from '../consultancy-page';
import { CustomerPage } from '../customers/customer-page';
// The list helpers of the admin app's one list shape (served GETs, calls, dialogs, table cells).
export { HEAVY_TEST_MS, button, callsTo, dialog, headers, rowOf, serveApi } from '../../apis/test/api-fixtures';
export { choose } from '../../projects/test/project-fixtures';

export const CUSTOMERS_URL = '/api/admin/consultancy/customers';
export const CANDIDATES_URL = '/api/admin/consultancy/applications';
export const TENDERS_URL = '/api/admin/consultancy/utlysninger';

/** Days well before and after any test run's today (Oslo), so overdue does not depend on the clock. */
export const PAST_DAY = '2020-03-15';
export const FUTURE_DAY = '2099-06-30';

let nextId = 1;

export const customer = (overrides: Partial<Customer> = {}): Customer => ({
  id: nextId++,
  companyName: 'Fjordkraft AS',
  industry: 'Energi',
  contactPerson: 'Kari Nordmann',
  email: 'kari@fjordkraft.no',
  phone: '+47 900 00 000',
  customerType: 'customer',
  status: 'meeting_scheduled',
  servicesInterested: ['Dataplattform', 'KI'],
  nextFollowupDate: FUTURE_DAY,
  notes: 'Ønsker tilbud i mars.',
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

export const candidate = (overrides: Partial<PositionCandidate> = {}): PositionCandidate => ({
  id: nextId++,
  applicantName: 'Ola Hansen',
  email: 'ola@example.no',
  phone: '',
  position: 'Dataingeniør',
  yearsExperience: 7,
  status: 'technical_interview',
  rating: 4,
  notes: '',
  createdAt: '2026-02-03T09:00:00.000Z',
  updatedAt: '2026-02-03T09:00:00.000Z',
  ...overrides,
});

export const tender = (overrides: Partial<Tender> = {}): Tender => ({
  id: nextId++,
  title: 'Rammeavtale for dataanalyse',
  referenceNumber: '2026/123',
  organization: 'Statens vegvesen',
  location: 'Oslo',
  deadline: FUTURE_DAY,
  status: 'considering',
  appliedDate: null,
  url: 'https://doffin.no/notices/2026-123',
  contactEmail: 'innkjop@vegvesen.no',
  contactPerson: 'Per Olsen',
  createdAt: '2026-02-01T09:00:00.000Z',
  updatedAt: '2026-02-01T09:00:00.000Z',
  ...overrides,
});

const PLACES = {
  '/consultancy/customers/:id': <p>Customer page</p>,
  '/consultancy/proposals/:id': <p>Candidate page</p>,
  '/consultancy/proposals/new': <p>New candidate page</p>,
};

/** The consultancy page at `url` (its tab in ?tab=), with the record pages as places to land on. */
export function renderConsultancy(url = '/consultancy') {
  const view = renderWithRefine(<ConsultancyPage />, { path: '/consultancy', url, appData: true, routes: PLACES });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export function renderCustomer(id: number) {
  const view = renderWithRefine(<CustomerPage />, { path: '/consultancy/customers/:id', url: `/consultancy/customers/${id}`, appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export function renderCandidate(id: number) {
  const view = renderWithRefine(<CandidatePage />, { path: '/consultancy/proposals/:id', url: `/consultancy/proposals/${id}`, appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export function renderNewCandidate() {
  const view = renderWithRefine(<NewCandidatePage />, {
    path: '/consultancy/proposals/new',
    appData: true,
    routes: { '/consultancy/proposals/:id': <p>Candidate page</p> },
  });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

/** The cells' texts of a table row. */
export const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
