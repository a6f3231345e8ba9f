import type { Core } from '@strapi/strapi';
import type { CustomerInput, PositionCandidateInput, TenderInput } from '@platform/shared';
import { contentOf } from '../consultancy/cv-content';
import { ADAPTED_CV_UID, CANDIDATE_UID, CUSTOMER_UID, TENDER_UID } from '../consultancy/consultancy-uids';
import { defaultTemplate } from '../consultancy/cv-templates';
import { seedDemoCvs } from './demo-cvs';
import { seedDemoEmailTemplates } from './demo-email-templates';

const DAY_MS = 86_400_000;
const dayOf = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Made-up customers at example addresses: every stage of the sales pipeline, one follow-up already overdue. */
const DEMO_CUSTOMERS: Array<Partial<CustomerInput> & { companyName: string; followUpIn: number | null }> = [
  {
    companyName: 'Fjordlys Energi AS',
    industry: 'Energi',
    contactPerson: 'Ingrid Solberg',
    email: 'ingrid.solberg@example.no',
    phone: '+47 412 34 567',
    customerType: 'customer',
    status: 'negotiating',
    servicesInterested: ['Dataplattform', 'KI-rådgivning'],
    notes: 'Rammeavtale for to konsulenter fra februar. Ønsker CV-er innen fredag.',
    followUpIn: 3,
  },
  {
    companyName: 'Nordkapp Sjømat AS',
    industry: 'Sjømat',
    contactPerson: 'Øystein Hågensen',
    email: 'oystein.hagensen@example.no',
    customerType: 'prospect',
    status: 'meeting_scheduled',
    servicesInterested: ['Sporbarhet', 'Integrasjoner'],
    notes: 'Møte i Tromsø avtalt; vil se hvordan vi har løst sporbarhet for andre.',
    followUpIn: 7,
  },
  {
    companyName: 'Trøndelag fylkeskommune',
    industry: 'Offentlig forvaltning',
    contactPerson: 'Mari Aune',
    email: 'mari.aune@example.no',
    customerType: 'public_sector',
    status: 'proposal_sent',
    servicesInterested: ['Skyflytting'],
    notes: 'Tilbud sendt på skyflytting av saksarkivet. Svar lovet i forrige uke.',
    followUpIn: -4,
  },
  {
    companyName: 'Bergen Bygg og Anlegg AS',
    industry: 'Bygg',
    contactPerson: 'Lars Nesheim',
    email: 'lars.nesheim@example.no',
    customerType: 'prospect',
    status: 'new',
    servicesInterested: ['Prosjektstyring'],
    followUpIn: 14,
  },
  {
    companyName: 'Solheim Regnskap AS',
    industry: 'Regnskap',
    contactPerson: 'Åse Solheim',
    email: 'ase.solheim@example.no',
    customerType: 'customer',
    status: 'won',
    servicesInterested: ['Automatisering'],
    notes: 'Vunnet: automatisering av bilagsflyten, oppstart i januar.',
    followUpIn: null,
  },
  {
    companyName: 'Vestlandsbanken',
    industry: 'Bank og finans',
    contactPerson: 'Henrik Eide',
    email: 'henrik.eide@example.no',
    customerType: 'partner',
    status: 'lost',
    servicesInterested: ['Sikkerhet'],
    notes: 'Valgte en leverandør med eget driftssenter.',
    followUpIn: null,
  },
];

/** Made-up candidates for positions, one at each stage of recruitment. */
const DEMO_CANDIDATES: Array<Partial<PositionCandidateInput> & { applicantName: string }> = [
  {
    applicantName: 'Sindre Lunde',
    email: 'sindre.lunde@example.no',
    position: 'Senior utvikler',
    yearsExperience: 9,
    status: 'technical_interview',
    rating: 4,
  },
  {
    applicantName: 'Kristine Bjørnstad',
    email: 'kristine.bjornstad@example.no',
    position: 'Dataingeniør',
    yearsExperience: 5,
    status: 'final_interview',
    rating: 5,
  },
  {
    applicantName: 'Emil Haugen',
    email: 'emil.haugen@example.no',
    position: 'Prosjektleder',
    yearsExperience: 12,
    status: 'screening',
    rating: null,
  },
  { applicantName: 'Thea Mæland', email: 'thea.maeland@example.no', position: 'UX-designer', yearsExperience: 3, status: 'offer_sent', rating: 4 },
  { applicantName: 'Jonas Ødegård', email: 'jonas.odegard@example.no', position: 'Skyarkitekt', yearsExperience: 7, status: 'rejected', rating: 2 },
];

/** Made-up public tenders: one with its deadline passed, one applied for. */
const DEMO_TENDERS: Array<Partial<TenderInput> & { title: string; deadlineIn: number; appliedAgo?: number }> = [
  {
    title: 'Rammeavtale om konsulenttjenester innen data og analyse',
    referenceNumber: '2026/1184',
    organization: 'Statens vegvesen',
    location: 'Oslo',
    status: 'considering',
    url: 'https://www.doffin.no/',
    contactPerson: 'Anne Berg',
    contactEmail: 'anne.berg@example.no',
    deadlineIn: 12,
  },
  {
    title: 'Utvikling av innbyggerportal',
    referenceNumber: 'KOM-2026-77',
    organization: 'Bodø kommune',
    location: 'Bodø',
    status: 'saved',
    deadlineIn: -2,
  },
  {
    title: 'Skyflytting av fagsystemer',
    referenceNumber: 'HV-26-031',
    organization: 'Helse Vest IKT',
    location: 'Bergen',
    status: 'applied',
    deadlineIn: 20,
    appliedAgo: 5,
  },
  {
    title: 'Kjøp av rådgivning om informasjonssikkerhet',
    referenceNumber: '26/0412',
    organization: 'Kartverket',
    location: 'Hønefoss',
    status: 'declined',
    deadlineIn: 30,
  },
];

/**
 * The consultancy's samples, each kind made once (an emptied list stays empty): customers, candidates and tenders,
 * two CV templates, one CV adapted for the first customer and candidate, and e-mail templates.
 */
export async function ensureDemoConsultancy(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(CUSTOMER_UID).count()) === 0) await seedRecords(strapi);
  await seedDemoCvs(strapi);
  await seedDemoEmailTemplates(strapi);
  if ((await strapi.db.query(ADAPTED_CV_UID).count()) === 0) await seedAdaptedCv(strapi);
}

/** The default template adapted for Fjordlys Energi, for the candidate Sindre Lunde. */
async function seedAdaptedCv(strapi: Core.Strapi): Promise<void> {
  const [template, customer, candidate] = await Promise.all([
    defaultTemplate(),
    strapi.db.query(CUSTOMER_UID).findOne({ where: { companyName: DEMO_CUSTOMERS[0].companyName } }),
    strapi.db.query(CANDIDATE_UID).findOne({ where: { applicantName: DEMO_CANDIDATES[0].applicantName } }),
  ]);
  if (!template || !customer) return;
  const content = contentOf(template);
  await strapi.db.query(ADAPTED_CV_UID).create({
    data: {
      name: `${content.fullName} – ${customer.companyName}`,
      templateId: template.id,
      customerId: customer.id,
      proposalId: candidate?.id ?? null,
      adaptationNotes: 'Løftet fram energibransjen og dataplattformprosjektene; kortet ned det eldste.',
      status: 'final',
      content: { ...content, workExperience: content.workExperience.slice(0, 3) },
    },
  });
}

async function seedRecords(strapi: Core.Strapi): Promise<void> {
  await strapi.db.transaction(async () => {
    for (const { followUpIn, ...customer } of DEMO_CUSTOMERS) {
      await strapi.db.query(CUSTOMER_UID).create({ data: { ...customer, nextFollowupDate: followUpIn === null ? null : dayOf(followUpIn) } });
    }
    for (const candidate of DEMO_CANDIDATES) await strapi.db.query(CANDIDATE_UID).create({ data: candidate });
    for (const { deadlineIn, appliedAgo, ...tender } of DEMO_TENDERS) {
      await strapi.db
        .query(TENDER_UID)
        .create({ data: { ...tender, deadline: dayOf(deadlineIn), appliedDate: appliedAgo === undefined ? null : dayOf(-appliedAgo) } });
    }
  });
}
