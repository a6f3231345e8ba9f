import type { Core } from '@strapi/strapi';
import { inquiryStatusStamps, type InquiryInput, type InquiryStatus } from '@platform/shared';

const INQUIRY_UID = 'api::inquiry.inquiry';
const DAY_MS = 86_400_000;

type DemoInquiry = Omit<InquiryInput, 'visitor_id' | 'session_id'> & { status: InquiryStatus; notes: string | null; daysAgo: number };

/** Sample inquiries (made-up people at example addresses), one of each type and status, so the admin screen has work. */
const DEMO_INQUIRIES: DemoInquiry[] = [
  {
    inquiry_type: 'demo_request',
    name: 'Nora Berg',
    email: 'nora.berg@example.no',
    phone: '+47 411 22 333',
    company: 'Berg Eiendom AS',
    service: 'Boligdata',
    message: 'Vi vurderer boligdata for meglerkontorene våre og vil gjerne se en demo neste uke.',
    source_url: '/products/property/landing',
    status: 'new',
    notes: null,
    daysAgo: 1,
  },
  {
    inquiry_type: 'contact',
    name: 'Jonas Lie',
    email: 'jonas.lie@example.no',
    phone: null,
    company: null,
    service: null,
    message: 'Hei! Finnes det en engelsk versjon av kjøretøydataene, og hva koster API-tilgang?',
    source_url: '/contact',
    status: 'new',
    notes: null,
    daysAgo: 2,
  },
  {
    inquiry_type: 'consultancy',
    name: 'Sofie Dahl',
    email: 'sofie.dahl@example.no',
    phone: '+47 922 33 444',
    company: 'Dahl Logistikk',
    service: 'Rådgivning',
    message: 'Vi trenger hjelp til å samle data fra flere fagsystemer i én rapportløsning.',
    source_url: '/contact',
    status: 'contacted',
    notes: 'Sendt forslag til møtetid.',
    daysAgo: 6,
  },
  {
    inquiry_type: 'demo_request',
    name: 'Henrik Moe',
    email: 'henrik.moe@example.no',
    phone: null,
    company: 'Moe Bil',
    service: 'Kjøretøydata',
    message: 'Kan dere vise hvordan oppslag på registreringsnummer fungerer i praksis?',
    source_url: '/products/auto/landing',
    status: 'in_progress',
    notes: 'Demo avtalt, venter på tilbakemelding.',
    daysAgo: 12,
  },
  {
    inquiry_type: 'contact',
    name: 'Emma Strand',
    email: 'emma.strand@example.no',
    phone: null,
    company: null,
    service: null,
    message: 'Jeg fikk ikke bekreftelses-e-posten da jeg registrerte meg. Kan dere sjekke?',
    source_url: '/contact',
    status: 'closed',
    notes: 'Ny e-post sendt, bekreftet OK.',
    daysAgo: 20,
  },
];

/** The sample inquiries, only into an empty table; dates count back from now, stamps as the status rule sets them. */
export async function ensureDemoInquiries(strapi: Core.Strapi, now: Date = new Date()): Promise<void> {
  if ((await strapi.db.query(INQUIRY_UID).count()) > 0) return;
  for (const { daysAgo, ...inquiry } of DEMO_INQUIRIES) {
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const answeredAt = new Date(createdAt.getTime() + DAY_MS / 2);
    const stamps = inquiryStatusStamps({ responded_at: null, closed_at: null }, inquiry.status, answeredAt);
    await strapi.db.query(INQUIRY_UID).create({
      data: {
        ...inquiry,
        visitor_id: null,
        session_id: null,
        createdAt,
        updatedAt: inquiry.status === 'new' ? createdAt : answeredAt,
        ...Object.fromEntries(Object.entries(stamps).map(([name, iso]) => [name, new Date(iso)])),
      },
    });
  }
}
