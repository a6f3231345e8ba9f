import {
  CONSULTANCY_MESSAGES as M,
  RECORD_MESSAGES,
  todayInOslo,
  type Customer,
  type PositionCandidate,
  type Tender,
} from '@platform/shared';
import { api, bearer, marker, tokenFor, expectAdminOnly } from './api-client';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const CUSTOMERS = '/api/admin/consultancy/customers';
const CANDIDATES = '/api/admin/consultancy/applications';
const TENDERS = '/api/admin/consultancy/utlysninger';

async function created<T>(path: string, body: object): Promise<T> {
  const res = await api().post(path).set(admin).send(body);
  expect(res.status).toBe(201);
  return res.body;
}
const newCustomer = (body: object = {}) => created<Customer>(CUSTOMERS, { companyName: marker('Fjord AS'), ...body });
const newCandidate = (body: object = {}) =>
  created<PositionCandidate>(CANDIDATES, { applicantName: marker('Kari'), email: 'kari@example.no', ...body });
const newTender = (body: object = {}) => created<Tender>(TENDERS, { title: marker('Rammeavtale'), ...body });
const refusal = async (method: 'post' | 'put', path: string, body: object) => {
  const res = await api()[method](path).set(admin).send(body);
  expect(res.status).toBe(400);
  return res.body.error.message as string;
};

describe('the consultancy calls are for administrators only', () => {
  const paths = [CUSTOMERS, CANDIDATES, TENDERS];
  it.each(paths)('%s answers 401 without a token and 403 below level 5, on every route', async (path) => {
    const calls = [
      () => api().get(path),
      () => api().post(path).send({}),
      () => api().get(`${path}/1`),
      () => api().put(`${path}/1`).send({}),
      () => api().delete(`${path}/1`),
    ];
    await expectAdminOnly(calls);
  });
});

describe('customers', () => {
  it('are created with the defaults and answered in camelCase with days and a list of services', async () => {
    const customer = await newCustomer({ servicesInterested: 'AI, Data,  AI', nextFollowupDate: '2026-12-01' });
    expect(customer).toMatchObject({
      industry: '',
      contactPerson: '',
      email: '',
      phone: '',
      customerType: 'prospect',
      status: 'new',
      servicesInterested: ['AI', 'Data'],
      nextFollowupDate: '2026-12-01',
      notes: '',
    });
    expect(customer.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(customer.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(customer).not.toHaveProperty('created_at');
    expect((await api().get(`${CUSTOMERS}/${customer.id}`).set(admin)).body).toEqual(customer);
  });

  it('refuse a missing company name, a bad e-mail, an unknown status and a bad day', async () => {
    expect(await refusal('post', CUSTOMERS, { companyName: '  ' })).toBe(RECORD_MESSAGES.required('Company name'));
    expect(await refusal('post', CUSTOMERS, { companyName: 'Fjord AS', email: 'post@' })).toBe(RECORD_MESSAGES.badEmail);
    expect(await refusal('post', CUSTOMERS, { companyName: 'Fjord AS', status: 'happy' })).toContain('status must be one of');
    expect(await refusal('post', CUSTOMERS, { companyName: 'Fjord AS', nextFollowupDate: '2026-02-30' })).toBe(
      RECORD_MESSAGES.badDate('Next follow-up'),
    );
  });

  it('are listed as { customers } without paging, and as a page with the total in x-total-count', async () => {
    const tag = marker('liste');
    for (const letter of ['C', 'A', 'B']) await newCustomer({ companyName: `${letter} ${tag}`, nextFollowupDate: '2026-12-01' });
    const whole = await api().get(CUSTOMERS).query({ q: tag }).set(admin);
    expect(whole.status).toBe(200);
    expect(whole.body.customers.map((c: Customer) => c.companyName)).toEqual([`A ${tag}`, `B ${tag}`, `C ${tag}`]);
    expect(whole.headers['x-total-count']).toBe('3');
    const page = await api().get(CUSTOMERS).query({ q: tag, _start: 1, _end: 2, _sort: 'companyName', _order: 'desc' }).set(admin);
    expect(page.body.map((c: Customer) => c.companyName)).toEqual([`B ${tag}`]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('come by the next follow-up first, and filter by status and type and search contact, e-mail and industry', async () => {
    const tag = marker('filter');
    await newCustomer({ companyName: `Sen ${tag}`, nextFollowupDate: '2027-03-01', status: 'won', customerType: 'customer' });
    await newCustomer({ companyName: `Tidlig ${tag}`, nextFollowupDate: '2026-01-15', contactPerson: 'Ola Nordmann', industry: 'Energi' });
    const names = async (query: object) =>
      (
        (
          await api()
            .get(CUSTOMERS)
            .query({ q: tag, ...query })
            .set(admin)
        ).body.customers as Customer[]
      ).map((c) => c.companyName);
    expect(await names({})).toEqual([`Tidlig ${tag}`, `Sen ${tag}`]);
    expect(await names({ status: 'won' })).toEqual([`Sen ${tag}`]);
    expect(await names({ customerType: 'prospect' })).toEqual([`Tidlig ${tag}`]);
    const other = marker('ola');
    await newCustomer({ contactPerson: `Ola ${other}`, email: `${other}@example.no`, industry: `Olje ${other}` });
    for (const q of [`Ola ${other}`, `${other}@EXAMPLE.no`, `olje ${other}`]) {
      expect((await api().get(CUSTOMERS).query({ q }).set(admin)).body.customers).toHaveLength(1);
    }
    expect(await names({ _sort: 'companyName', _order: 'desc' })).toEqual([`Tidlig ${tag}`, `Sen ${tag}`]);
    // Strapi's query engine takes an order by "status" as the draft-and-publish state, so the status is a filter only.
    for (const _sort of ['email', 'status']) expect((await api().get(CUSTOMERS).query({ _sort }).set(admin)).status).toBe(400);
  });

  it('keep the fields not sent on an update, and are gone after a delete', async () => {
    const customer = await newCustomer({ email: 'Post@Fjord.no', servicesInterested: ['Rådgivning'], nextFollowupDate: '2026-12-24' });
    const res = await api().put(`${CUSTOMERS}/${customer.id}`).set(admin).send({ status: 'contacted' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...customer, status: 'contacted', updatedAt: expect.any(String) });
    expect(await refusal('put', `${CUSTOMERS}/${customer.id}`, { companyName: '' })).toBe(RECORD_MESSAGES.required('Company name'));
    expect((await api().delete(`${CUSTOMERS}/${customer.id}`).set(admin)).body).toEqual({ ok: true });
    const gone = await api().get(`${CUSTOMERS}/${customer.id}`).set(admin);
    expect([gone.status, gone.body.error.message]).toEqual([404, M.customerNotFound]);
    expect((await api().put(`${CUSTOMERS}/${customer.id}`).set(admin).send({ status: 'won' })).status).toBe(404);
    expect((await api().delete(`${CUSTOMERS}/${customer.id}`).set(admin)).status).toBe(404);
  });
});

describe('candidates for a position', () => {
  it('are created in screening with no rating, and answered as { applications }', async () => {
    const candidate = await newCandidate({ position: 'Utvikler', yearsExperience: '7' });
    expect(candidate).toMatchObject({ status: 'screening', rating: null, yearsExperience: 7, position: 'Utvikler', phone: '', notes: '' });
    const { applications } = (await api().get(CANDIDATES).query({ q: candidate.applicantName }).set(admin)).body;
    expect(applications).toEqual([candidate]);
  });

  it('refuse a rating of 0 or 6, negative years, and a missing or bad e-mail', async () => {
    expect(await refusal('post', CANDIDATES, { applicantName: 'Kari', email: 'kari@example.no', rating: 0 })).toBe(M.badRating);
    expect(await refusal('post', CANDIDATES, { applicantName: 'Kari', email: 'kari@example.no', rating: 6 })).toBe(M.badRating);
    expect(await refusal('post', CANDIDATES, { applicantName: 'Kari', email: 'kari@example.no', yearsExperience: -1 })).toBe(M.badYears);
    expect(await refusal('post', CANDIDATES, { applicantName: 'Kari' })).toBe(RECORD_MESSAGES.required('E-mail'));
    expect(await refusal('post', CANDIDATES, { applicantName: 'Kari', email: 'kari' })).toBe(RECORD_MESSAGES.badEmail);
    const candidate = await newCandidate({ rating: 5 });
    expect(await refusal('put', `${CANDIDATES}/${candidate.id}`, { rating: 6 })).toBe(M.badRating);
  });

  it('come newest first, filter by status, search the position and sort by rating', async () => {
    const tag = marker('stilling');
    const first = await newCandidate({ position: `Arkitekt ${tag}`, rating: 2 });
    const second = await newCandidate({ position: `Utvikler ${tag}`, rating: 4, status: 'hired' });
    const list = async (query: object) =>
      (
        (
          await api()
            .get(CANDIDATES)
            .query({ q: tag, ...query })
            .set(admin)
        ).body.applications as PositionCandidate[]
      ).map((c) => c.id);
    expect(await list({})).toEqual([second.id, first.id]);
    expect(await list({ status: 'hired' })).toEqual([second.id]);
    expect(await list({ _sort: 'rating', _order: 'asc' })).toEqual([first.id, second.id]);
    expect(await list({ q: `arkitekt ${tag}` })).toEqual([first.id]);
  });

  it('keep the fields not sent on an update, and are gone after a delete', async () => {
    const candidate = await newCandidate({ rating: 3, yearsExperience: 4, notes: 'Sterk på data' });
    const res = await api().put(`${CANDIDATES}/${candidate.id}`).set(admin).send({ status: 'technical_interview' });
    expect(res.body).toMatchObject({ rating: 3, yearsExperience: 4, notes: 'Sterk på data', status: 'technical_interview' });
    await api().delete(`${CANDIDATES}/${candidate.id}`).set(admin).expect(200);
    const gone = await api().get(`${CANDIDATES}/${candidate.id}`).set(admin);
    expect([gone.status, gone.body.error.message]).toEqual([404, M.candidateNotFound]);
  });
});

describe('tenders', () => {
  it('are created as saved with no dates, and refuse a bad link', async () => {
    const tender = await newTender({ referenceNumber: '2026/123', organization: 'Statens vegvesen' });
    expect(tender).toMatchObject({ status: 'saved', deadline: null, appliedDate: null, url: '', contactEmail: '', location: '' });
    expect(await refusal('post', TENDERS, { title: 'Rammeavtale', url: 'doffin.no/notice' })).toBe(M.badUrl('Link'));
    expect(await refusal('post', TENDERS, { title: 'Rammeavtale', url: 'ftp://doffin.no' })).toBe(M.badUrl('Link'));
    expect(await refusal('post', TENDERS, { title: ' ' })).toBe(RECORD_MESSAGES.required('Title'));
  });

  it('marked applied without an applied date get today in Oslo, on create and on update; a given date is kept', async () => {
    const applied = await newTender({ status: 'applied' });
    expect(applied.appliedDate).toBe(todayInOslo());
    const dated = await newTender({ status: 'applied', appliedDate: '2026-03-02' });
    expect(dated.appliedDate).toBe('2026-03-02');
    const saved = await newTender();
    const res = await api().put(`${TENDERS}/${saved.id}`).set(admin).send({ status: 'applied' });
    expect(res.body).toMatchObject({ status: 'applied', appliedDate: todayInOslo(), title: saved.title });
    // Sending the status again keeps the day it was applied for.
    await api().put(`${TENDERS}/${dated.id}`).set(admin).send({ status: 'applied' }).expect(200);
    expect((await api().get(`${TENDERS}/${dated.id}`).set(admin)).body.appliedDate).toBe('2026-03-02');
  });

  it('come by the nearest deadline first, as { utlysninger }, filtered by status and searched in reference and organisation', async () => {
    const tag = marker('frist');
    const late = await newTender({ title: `Sen ${tag}`, deadline: '2027-01-10', status: 'considering' });
    const early = await newTender({ title: `Tidlig ${tag}`, deadline: '2026-12-05', referenceNumber: `REF-${tag}`, organization: `Helse ${tag}` });
    const ids = async (query: object) =>
      (
        (
          await api()
            .get(TENDERS)
            .query({ q: tag, ...query })
            .set(admin)
        ).body.utlysninger as Tender[]
      ).map((t) => t.id);
    expect(await ids({})).toEqual([early.id, late.id]);
    expect(await ids({ status: 'considering' })).toEqual([late.id]);
    expect(await ids({ _sort: 'title', _order: 'desc' })).toEqual([early.id, late.id]);
    expect(await ids({ q: `ref-${tag}` })).toEqual([early.id]);
    expect(await ids({ q: `helse ${tag}` })).toEqual([early.id]);
    const page = await api().get(TENDERS).query({ q: tag, _start: 0, _end: 1 }).set(admin);
    expect([page.body.map((t: Tender) => t.id), page.headers['x-total-count']]).toEqual([[early.id], '2']);
  });

  it('keep the fields not sent on an update, and are gone after a delete', async () => {
    const tender = await newTender({ deadline: '2026-12-31', url: 'https://doffin.no/notices/1', contactEmail: 'innkjop@example.no' });
    const res = await api().put(`${TENDERS}/${tender.id}`).set(admin).send({ location: 'Bergen' });
    expect(res.body).toMatchObject({ ...tender, location: 'Bergen', updatedAt: expect.any(String) });
    await api().delete(`${TENDERS}/${tender.id}`).set(admin).expect(200);
    const gone = await api().get(`${TENDERS}/${tender.id}`).set(admin);
    expect([gone.status, gone.body.error.message]).toEqual([404, M.tenderNotFound]);
  });
});
