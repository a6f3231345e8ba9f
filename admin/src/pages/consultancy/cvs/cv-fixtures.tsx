import { vi } from 'vitest';
import { emptyCvContent, type AdaptedCv, type CvContent, type AdaptedCvSummary, type CvTemplate, type CvTemplateSummary } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { AdaptedCvPage } from './adapted-cv-page';
import { CvTemplatePage } from './cv-template-page';
export { customer, candidate, CUSTOMERS_URL, CANDIDATES_URL } from '../test/consultancy-fixtures';

export const CV_TEMPLATES_URL = '/api/admin/consultancy/cv-templates';
export const ADAPTED_CVS_URL = '/api/admin/consultancy/adapted-cvs';

let nextId = 500;

export const cvTemplate = (overrides: Partial<CvTemplate> = {}): CvTemplate => ({
  ...emptyCvContent(),
  id: nextId++,
  name: 'Ola Hansen – data',
  isDefault: true,
  fullName: 'Ola Hansen',
  title: 'Dataingeniør',
  email: 'ola@example.no',
  summary: 'Bygger dataplattformer.',
  technicalSkills: ['Python', 'dbt'],
  workExperience: [
    {
      company: 'Fjordkraft AS',
      position: 'Senior dataingeniør',
      startDate: '2021-03',
      endDate: null,
      description: 'Dataplattform i skyen.',
      achievements: ['Halverte kjøretiden'],
    },
    { company: 'Statnett', position: 'Utvikler', startDate: '2017-08', endDate: '2021-02', description: '', achievements: [] },
  ],
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** A template's CV alone, as an adapted CV holds it. */
export function contentOf({
  id: _id,
  name: _name,
  isDefault: _isDefault,
  createdAt: _created,
  updatedAt: _updated,
  ...content
}: CvTemplate): CvContent {
  return content;
}

export const templateSummary = (template: CvTemplate): CvTemplateSummary => ({
  id: template.id,
  name: template.name,
  fullName: template.fullName,
  title: template.title,
  isDefault: template.isDefault,
  updatedAt: template.updatedAt,
});

export const adaptedCv = (overrides: Partial<AdaptedCv & { customerName: string | null; candidateName: string | null }> = {}) => ({
  id: nextId++,
  name: 'Ola til Fjordkraft',
  templateId: null,
  customerId: null,
  proposalId: null,
  customerName: null,
  candidateName: null,
  adaptationNotes: 'Vekt på skyplattform.',
  status: 'draft' as const,
  content: { ...emptyCvContent(), fullName: 'Ola Hansen' },
  createdAt: '2026-02-10T09:00:00.000Z',
  updatedAt: '2026-02-11T09:00:00.000Z',
  ...overrides,
});

export const adaptedSummary = (cv: ReturnType<typeof adaptedCv>): AdaptedCvSummary => ({
  id: cv.id,
  name: cv.name,
  adaptationNotes: cv.adaptationNotes,
  customerId: cv.customerId,
  customerName: cv.customerName,
  proposalId: cv.proposalId,
  candidateName: cv.candidateName,
  templateId: cv.templateId,
  status: cv.status,
  fullName: cv.content.fullName,
  createdAt: cv.createdAt,
  updatedAt: cv.updatedAt,
});

const PLACES = { '/consultancy': <p>Consultancy page</p>, '/consultancy/customers/:id': <p>Customer page</p> };

export function renderTemplate(id: number | 'new') {
  const view = renderWithRefine(<CvTemplatePage />, {
    path: '/consultancy/cv-templates/:id',
    url: `/consultancy/cv-templates/${id}`,
    appData: true,
    routes: PLACES,
  });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export function renderAdapted(url: string) {
  const view = renderWithRefine(<AdaptedCvPage />, { path: '/consultancy/adapted-cvs/:id', url, appData: true, routes: PLACES });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

/** A stand-in for the tab the PDF opens in (jsdom has no windows), and the blob address it is pointed at. */
export function fakePdfTab() {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:cv-pdf');
  URL.revokeObjectURL = vi.fn();
  return { tab, open };
}
