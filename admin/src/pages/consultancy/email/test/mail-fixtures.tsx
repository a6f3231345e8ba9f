import type { ContactEntry, EmailTemplate } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../../test/render-with-refine';
import { ConsultancyExportPage } from '../../export/export-page';
import { ContactHistory } from '../contact-history';
import { EmailTemplatesPage } from '../email-templates-page';
import type { ContactOwner } from '../mail-labels';
export * from '../../test/consultancy-fixtures';

export const TEMPLATES_URL = '/api/admin/consultancy/email-templates';
export const CONTACTS_URL = '/api/admin/consultancy/contacts';
export const SEND_URL = '/api/admin/consultancy/send-email';
export const ADAPTED_CVS_URL = '/api/admin/consultancy/adapted-cvs';
export const EXPORT_URL = '/api/admin/consultancy/export';

let nextId = 500;

export const emailTemplate = (overrides: Partial<EmailTemplate> = {}): EmailTemplate => ({
  id: nextId++,
  name: 'Oppfølging etter møte',
  subject: 'Takk for møtet, {name}',
  body: 'Hei {name},\n\ntakk for praten om {company}.\n\nHilsen {senderName}',
  createdAt: '2026-02-01T09:00:00.000Z',
  // 23:30 UTC on 28 February is 1 March in Oslo.
  updatedAt: '2026-02-28T23:30:00.000Z',
  ...overrides,
});

export const sentEmail = (overrides: Partial<ContactEntry> = {}): ContactEntry => ({
  id: nextId++,
  kind: 'email',
  customerId: 3,
  candidateId: null,
  recipientEmail: 'kari@fjordkraft.no',
  recipientName: 'Kari Nordmann',
  subject: 'Takk for møtet, Kari Nordmann',
  body: 'Hei Kari Nordmann,\n\ntakk for praten.',
  templateId: null,
  adaptedCvId: null,
  attachmentName: null,
  createdBy: 'Astrid Admin',
  createdAt: '2026-03-02T08:15:00.000Z',
  ...overrides,
});

export const note = (overrides: Partial<ContactEntry> = {}): ContactEntry => ({
  ...sentEmail(),
  kind: 'note',
  recipientEmail: null,
  recipientName: null,
  subject: null,
  body: 'Ringte Kari, hun vil ha tilbud innen fredag.',
  ...overrides,
});

export function renderEmailTemplates() {
  const view = renderWithRefine(<EmailTemplatesPage />, { path: '/consultancy/email-templates', appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

export function renderExport() {
  const view = renderWithRefine(<ConsultancyExportPage />, { path: '/consultancy/export', appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

/** The contact history card alone, as a customer's or candidate's page shows it. */
export function renderHistory(owner: ContactOwner) {
  return renderWithRefine(<ContactHistory {...owner} />, { path: '/consultancy/customers/:id', url: '/consultancy/customers/3', appData: true });
}
