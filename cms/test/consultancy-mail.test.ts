import {
  CONSULTANCY_EXPORT_COLUMNS,
  CONSULTANCY_MAIL_MESSAGES as MAIL,
  CONSULTANCY_MESSAGES as M,
  consultancyExportFileName,
  readCsv,
  RECORD_MESSAGES,
  todayInOslo,
  type ContactEntry,
  type Customer,
  type EmailTemplate,
  type PositionCandidate,
} from '@platform/shared';
import { api, bearer, DEMO_EMAIL_BY_LEVEL, marker, tokenFor, attachmentName, expectAdminOnly } from './api-client';
import { sql } from './database';
import { agentFor, entriesOf } from './logs-helpers';
import { mailsFor } from './mail';
import { REFUSED_PREFIX } from './mailbox';
import { REFUSED_BY_THE_TEST, whileDatabaseRefuses } from './database-faults';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const TEMPLATES = '/api/admin/consultancy/email-templates';
const SEND = '/api/admin/consultancy/send-email';
const CONTACTS = '/api/admin/consultancy/contacts';
const EXPORT = '/api/admin/consultancy/export';
const CUSTOMERS = '/api/admin/consultancy/customers';
const CANDIDATES = '/api/admin/consultancy/applications';
const CV_TEMPLATES = '/api/admin/consultancy/cv-templates';
const ADAPTED_CVS = '/api/admin/consultancy/adapted-cvs';
/** The demo administrator's name, as {senderName} fills it. */
const SENDER_NAME = 'Astrid Admin';

async function created<T>(path: string, body: object): Promise<T> {
  const res = await api().post(path).set(admin).send(body);
  expect([res.status, res.body]).toEqual([201, expect.anything()]);
  return res.body;
}
const newCustomer = (body: object = {}) =>
  created<Customer>(CUSTOMERS, { companyName: marker('Fjordlys AS'), contactPerson: 'Ingrid Solberg', email: 'ingrid@example.test', ...body });
const newCandidate = (body: object = {}) =>
  created<PositionCandidate>(CANDIDATES, { applicantName: marker('Kari Nordmann'), email: 'kari@example.test', position: 'Dataingeniør', ...body });
const address = (name: string) => `${marker(name)}@example.test`.toLowerCase();
const historyOf = async (query: object) => {
  const res = await api().get(CONTACTS).query(query).set(admin);
  expect(res.status).toBe(200);
  return res.body.contacts as ContactEntry[];
};
const errorOf = (res: { status: number; body: { error: { message: string } } }) => [res.status, res.body.error.message];

/**
 * An adapted CV made for the customer (or for a candidate: `{ proposalId }`) through the CV module's own API, from a
 * CV template of its own.
 */
async function adaptedCvFor(customerId: number | null, made: { proposalId?: number } = {}): Promise<{ id: number }> {
  const template = await created<{ id: number }>(CV_TEMPLATES, { name: marker('Mal'), fullName: 'Ola Konsulent', title: 'Utvikler' });
  return created<{ id: number }>(ADAPTED_CVS, { name: marker('Tilpasset'), templateId: template.id, customerId, ...made });
}

describe('the e-mail, contact history and export calls are for administrators only', () => {
  const calls = [
    () => api().get(TEMPLATES),
    () => api().post(TEMPLATES).send({}),
    () => api().get(`${TEMPLATES}/1`),
    () => api().put(`${TEMPLATES}/1`).send({}),
    () => api().delete(`${TEMPLATES}/1`),
    () => api().post(SEND).send({}),
    () => api().get(CONTACTS).query({ customerId: 1 }),
    () => api().post(CONTACTS).send({}),
    () => api().delete(`${CONTACTS}/1`),
    () => api().get(EXPORT).query({ type: 'customers', format: 'csv' }),
  ];
  it('answers 401 without a token and 403 below level 5, on every route', async () => {
    await expectAdminOnly(calls);
  });
});

describe('e-mail templates', () => {
  it('are stored with their placeholders, listed as { templates } by name, changed and deleted', async () => {
    const tag = marker('mal');
    const second = await created<EmailTemplate>(TEMPLATES, { name: `B ${tag}`, subject: 'Hei {name}', body: 'Hilsen {senderName}' });
    const first = await created<EmailTemplate>(TEMPLATES, { name: `A ${tag}`, subject: 'Til {company}', body: 'Hei {name}' });
    expect(first).toMatchObject({ name: `A ${tag}`, subject: 'Til {company}', body: 'Hei {name}', createdAt: expect.any(String) });
    const list = await api().get(TEMPLATES).query({ q: tag }).set(admin);
    expect(list.body.templates.map((t: EmailTemplate) => t.name)).toEqual([`A ${tag}`, `B ${tag}`]);

    const changed = await api().put(`${TEMPLATES}/${second.id}`).set(admin).send({ subject: 'Oppfølging, {name}' });
    expect(changed.body).toMatchObject({ name: `B ${tag}`, subject: 'Oppfølging, {name}', body: 'Hilsen {senderName}' });
    expect((await api().delete(`${TEMPLATES}/${second.id}`).set(admin)).body).toEqual({ ok: true });
    expect(errorOf(await api().get(`${TEMPLATES}/${second.id}`).set(admin))).toEqual([404, MAIL.templateNotFound]);
  });

  it('refuse unknown placeholders, a missing name and a missing subject or message', async () => {
    const refused = async (body: object, id?: number) => {
      const res = id ? await api().put(`${TEMPLATES}/${id}`).set(admin).send(body) : await api().post(TEMPLATES).set(admin).send(body);
      expect(res.status).toBe(400);
      return res.body.error.message as string;
    };
    expect(await refused({ name: 'Mal', subject: 'Hei {nmae}', body: 'Hei {name} og {firma}' })).toBe(
      `${MAIL.unknownPlaceholders(['nmae'])} ${MAIL.unknownPlaceholders(['firma'])}`,
    );
    expect(await refused({ name: ' ', subject: 'Hei', body: 'Hei' })).toBe(RECORD_MESSAGES.required('Name'));
    expect(await refused({ name: 'Mal', subject: 'Hei', body: '' })).toBe(RECORD_MESSAGES.required('Message'));
    const template = await created<EmailTemplate>(TEMPLATES, { name: marker('mal'), subject: 'Hei', body: 'Hei' });
    expect(await refused({ body: 'Hei {Name}' }, template.id)).toBe(MAIL.unknownPlaceholders(['Name']));
  });
});

describe('sending an e-mail', () => {
  it('fills a template for a customer, arrives at the mail server, shows in the history and in the log', async () => {
    const customer = await newCustomer();
    const template = await created<EmailTemplate>(TEMPLATES, {
      name: marker('Første kontakt'),
      subject: 'Konsulenter for {company}',
      body: 'Hei {name},\n\nVi hjelper {company} <gjerne>.\n\nHilsen {senderName}',
    });
    const to = address('kunde');
    const agent = agentFor('send-email');
    const since = new Date().toISOString();
    const res = await api().post(SEND).set(admin).set('User-Agent', agent).send({
      recipientEmail: to,
      recipientName: '',
      subject: template.subject,
      body: template.body,
      emailType: 'general',
      customerId: customer.id,
      templateId: template.id,
    });
    expect(res.status).toBe(201);
    const body = `Hei Ingrid Solberg,\n\nVi hjelper ${customer.companyName} <gjerne>.\n\nHilsen ${SENDER_NAME}`;
    expect(res.body.contact).toEqual({
      id: expect.any(Number),
      kind: 'email',
      customerId: customer.id,
      candidateId: null,
      recipientEmail: to,
      recipientName: 'Ingrid Solberg',
      subject: `Konsulenter for ${customer.companyName}`,
      body,
      templateId: template.id,
      adaptedCvId: null,
      attachmentName: null,
      createdBy: DEMO_EMAIL_BY_LEVEL[5],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const [mail] = await mailsFor(to);
    expect(mail.subject).toBe(`Konsulenter for ${customer.companyName}`);
    expect(mail.replyTo?.text).toBe(DEMO_EMAIL_BY_LEVEL[5]);
    expect(mail.text?.trim()).toBe(body);
    expect(mail.html).toContain('Vi hjelper');
    expect(mail.html).toContain('&lt;gjerne&gt;');
    expect(mail.attachments).toEqual([]);
    expect(await historyOf({ customerId: customer.id })).toEqual([res.body.contact]);

    const [entry] = await entriesOf(agent, since);
    expect(entry.metadata).toMatchObject({ result: { recipient: to, subject: `Konsulenter for ${customer.companyName}`, attachment: null } });
  });

  it("to a candidate: {name} is the candidate's, {position} theirs, and a given recipient name wins", async () => {
    const candidate = await newCandidate();
    const to = address('kandidat');
    const send = (recipientName: string) =>
      api()
        .post(SEND)
        .set(admin)
        .send({ recipientEmail: to, recipientName, subject: 'Stillingen som {position}', body: 'Hei {name} ({email})', candidateId: candidate.id });
    expect((await send('')).body.contact).toMatchObject({
      candidateId: candidate.id,
      customerId: null,
      subject: 'Stillingen som Dataingeniør',
      body: `Hei ${candidate.applicantName} (${to})`,
    });
    expect((await send('Kari')).body.contact.body).toBe(`Hei Kari (${to})`);
    expect((await mailsFor(to, 2)).map((mail) => mail.subject)).toEqual(['Stillingen som Dataingeniør', 'Stillingen som Dataingeniør']);
    expect((await historyOf({ candidateId: candidate.id })).map((entry) => entry.body)).toEqual([
      `Hei Kari (${to})`,
      `Hei ${candidate.applicantName} (${to})`,
    ]);
  });

  it('attaches an adapted CV as a PDF and marks the CV sent', async () => {
    const customer = await newCustomer();
    const cv = await adaptedCvFor(customer.id);
    const to = address('cv');
    const res = await api()
      .post(SEND)
      .set(admin)
      .send({ recipientEmail: to, subject: 'CV til {company}', body: 'Vedlagt.', customerId: customer.id, adaptedCvId: cv.id });
    expect(res.status).toBe(201);
    const [mail] = await mailsFor(to);
    const [attachment] = mail.attachments;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.content.subarray(0, 4).toString()).toBe('%PDF');
    expect(res.body.contact).toMatchObject({ adaptedCvId: cv.id, attachmentName: attachment.filename });
    expect((await api().get(`${ADAPTED_CVS}/${cv.id}`).set(admin)).body.status).toBe('sent');
  });

  it('refuses an adapted CV made for another customer or candidate, and sends a candidate the CV made for them', async () => {
    const [customer, other] = [await newCustomer(), await newCustomer()];
    const candidate = await newCandidate();
    const othersCv = await adaptedCvFor(other.id);
    const candidatesCv = await adaptedCvFor(null, { proposalId: candidate.id });
    const to = address('feil-cv');
    const send = (body: object) =>
      api()
        .post(SEND)
        .set(admin)
        .send({ recipientEmail: to, subject: 'CV', body: 'Vedlagt.', ...body });

    expect(errorOf(await send({ customerId: customer.id, adaptedCvId: othersCv.id }))).toEqual([400, MAIL.attachmentForSomeoneElse]);
    expect(errorOf(await send({ customerId: customer.id, adaptedCvId: candidatesCv.id }))).toEqual([400, MAIL.attachmentForSomeoneElse]);
    expect(errorOf(await send({ candidateId: candidate.id, adaptedCvId: othersCv.id }))).toEqual([400, MAIL.attachmentForSomeoneElse]);
    expect(await mailsFor(to, 1, 0)).toEqual([]);
    expect(await historyOf({ customerId: customer.id })).toEqual([]);
    expect((await api().get(`${ADAPTED_CVS}/${othersCv.id}`).set(admin)).body.status).toBe('draft');

    const res = await send({ candidateId: candidate.id, adaptedCvId: candidatesCv.id });
    expect(res.status).toBe(201);
    const [mail] = await mailsFor(to);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
    expect((await api().get(`${ADAPTED_CVS}/${candidatesCv.id}`).set(admin)).body.status).toBe('sent');
  });

  it('answers 502 and records nothing when the mail server refuses the recipient', async () => {
    const customer = await newCustomer();
    const cv = await adaptedCvFor(customer.id);
    const res = await api()
      .post(SEND)
      .set(admin)
      .send({
        recipientEmail: `${REFUSED_PREFIX}${address('kunde')}`,
        subject: 'Hei',
        body: 'Hei {name}',
        customerId: customer.id,
        adaptedCvId: cv.id,
      });
    expect(errorOf(res)).toEqual([502, 'Failed to send email. Please try again.']);
    expect(await historyOf({ customerId: customer.id })).toEqual([]);
    expect((await api().get(`${ADAPTED_CVS}/${cv.id}`).set(admin)).body.status).toBe('draft');
  });

  it('says the mail was sent when its history entry cannot be stored, and leaves the CV as it was', async () => {
    const customer = await newCustomer();
    const cv = await adaptedCvFor(customer.id);
    const to = address('uten-historikk');
    const res = await whileDatabaseRefuses({ table: 'consultancy_contacts', event: 'INSERT' }, () =>
      api().post(SEND).set(admin).send({ recipientEmail: to, subject: 'CV', body: 'Vedlagt.', customerId: customer.id, adaptedCvId: cv.id }),
    );
    expect(errorOf(res)).toEqual([500, M.sentNotRecorded]);
    expect(JSON.stringify(res.body)).not.toContain(REFUSED_BY_THE_TEST);
    expect((await mailsFor(to)).map((mail) => mail.attachments.length)).toEqual([1]);
    expect(await historyOf({ customerId: customer.id })).toEqual([]);
    expect((await api().get(`${ADAPTED_CVS}/${cv.id}`).set(admin)).body.status).toBe('draft');
  });

  it('refuses an e-mail to no record, a missing subject or message, a bad address, an unknown record or attachment, and both records', async () => {
    const customer = await newCustomer();
    const candidate = await newCandidate();
    const to = address('refused');
    const send = (body: object) =>
      api()
        .post(SEND)
        .set(admin)
        .send({ recipientEmail: to, subject: 'Hei', body: 'Hei', customerId: customer.id, ...body });
    expect(errorOf(await send({ customerId: null }))).toEqual([400, MAIL.emailNeedsRecord]);
    expect(errorOf(await send({ subject: '  ' }))).toEqual([400, MAIL.subjectAndBody]);
    expect(errorOf(await send({ body: '' }))).toEqual([400, MAIL.subjectAndBody]);
    expect(errorOf(await send({ recipientEmail: 'ingen-adresse' }))).toEqual([400, RECORD_MESSAGES.badEmail]);
    expect(errorOf(await send({ body: 'Hei {fornavn}' }))).toEqual([400, MAIL.unknownPlaceholders(['fornavn'])]);
    expect(errorOf(await send({ candidateId: candidate.id }))).toEqual([400, MAIL.oneSubject]);
    expect(errorOf(await send({ customerId: 999_999_999 }))).toEqual([404, M.customerNotFound]);
    expect(errorOf(await send({ customerId: null, candidateId: 999_999_999 }))).toEqual([404, M.candidateNotFound]);
    expect(errorOf(await send({ adaptedCvId: 999_999_999 }))).toEqual([400, MAIL.attachmentNotFound]);
    expect(await mailsFor(to, 1, 0)).toEqual([]);
    expect(await historyOf({ customerId: customer.id })).toEqual([]);
  });
});

describe('contact history', () => {
  it('holds notes beside e-mails, newest first; notes can be deleted, e-mails cannot', async () => {
    const customer = await newCustomer();
    const sent = await api()
      .post(SEND)
      .set(admin)
      .send({ recipientEmail: address('historikk'), subject: 'Hei', body: 'Første e-post', customerId: customer.id });
    const note = await created<ContactEntry>(CONTACTS, { customerId: customer.id, body: '  Ringte, ring igjen fredag.  ' });
    expect(note).toMatchObject({
      kind: 'note',
      customerId: customer.id,
      candidateId: null,
      body: 'Ringte, ring igjen fredag.',
      subject: null,
      createdBy: DEMO_EMAIL_BY_LEVEL[5],
    });
    expect((await historyOf({ customerId: customer.id })).map((entry) => entry.kind)).toEqual(['note', 'email']);

    expect(errorOf(await api().delete(`${CONTACTS}/${sent.body.contact.id}`).set(admin))).toEqual([409, MAIL.emailsStay]);
    expect((await api().delete(`${CONTACTS}/${note.id}`).set(admin)).body).toEqual({ ok: true });
    expect(errorOf(await api().delete(`${CONTACTS}/${note.id}`).set(admin))).toEqual([404, MAIL.contactNotFound]);
    expect((await historyOf({ customerId: customer.id })).map((entry) => entry.id)).toEqual([sent.body.contact.id]);
  });

  it('is asked for one customer or one candidate that exists; a note needs one of them and a text', async () => {
    const customer = await newCustomer();
    const candidate = await newCandidate();
    const list = (query: object) => api().get(CONTACTS).query(query).set(admin);
    expect(errorOf(await list({}))).toEqual([400, MAIL.whoseHistory]);
    expect(errorOf(await list({ customerId: customer.id, candidateId: candidate.id }))).toEqual([400, MAIL.whoseHistory]);
    expect(errorOf(await list({ customerId: 'abc' }))).toEqual([400, MAIL.whoseHistory]);
    expect(errorOf(await list({ customerId: 999_999_999 }))).toEqual([404, M.customerNotFound]);
    expect(await historyOf({ candidateId: candidate.id })).toEqual([]);

    const note = (body: object) => api().post(CONTACTS).set(admin).send(body);
    expect(errorOf(await note({ body: 'Hei' }))).toEqual([400, MAIL.noSubjectRecord]);
    expect(errorOf(await note({ customerId: customer.id, candidateId: candidate.id, body: 'Hei' }))).toEqual([400, MAIL.oneSubject]);
    expect(errorOf(await note({ candidateId: candidate.id, body: ' ' }))).toEqual([400, RECORD_MESSAGES.required('Note')]);
    expect(errorOf(await note({ candidateId: 999_999_999, body: 'Hei' }))).toEqual([404, M.candidateNotFound]);
  });

  it('goes with a deleted customer or candidate, and their adapted CVs are unlinked', async () => {
    const customer = await newCustomer();
    const cv = await adaptedCvFor(customer.id);
    await api()
      .post(SEND)
      .set(admin)
      .send({ recipientEmail: address('slettes'), subject: 'Hei', body: 'Hei', customerId: customer.id });
    const note = await created<ContactEntry>(CONTACTS, { customerId: customer.id, body: 'Notat' });
    const candidate = await newCandidate();
    const candidateNote = await created<ContactEntry>(CONTACTS, { candidateId: candidate.id, body: 'Notat' });

    expect((await api().delete(`${CUSTOMERS}/${customer.id}`).set(admin)).body).toEqual({ ok: true });
    expect(await sql('SELECT id FROM consultancy_contacts WHERE customer_id = ?', [customer.id])).toEqual([]);
    expect(errorOf(await api().delete(`${CONTACTS}/${note.id}`).set(admin))).toEqual([404, MAIL.contactNotFound]);
    const unlinked = (await api().get(`${ADAPTED_CVS}/${cv.id}`).set(admin)).body;
    expect([unlinked.id, unlinked.customerId]).toEqual([cv.id, null]);

    expect((await api().delete(`${CANDIDATES}/${candidate.id}`).set(admin)).body).toEqual({ ok: true });
    expect(errorOf(await api().delete(`${CONTACTS}/${candidateNote.id}`).set(admin))).toEqual([404, MAIL.contactNotFound]);
  });

  it('stays, with the CV still linked, when the delete itself fails (one transaction)', async () => {
    const customer = await newCustomer();
    const cv = await adaptedCvFor(customer.id);
    const note = await created<ContactEntry>(CONTACTS, { customerId: customer.id, body: 'Notat' });
    const res = await whileDatabaseRefuses({ table: 'consultancy_customers', event: 'DELETE', when: `OLD.id = ${customer.id}` }, () =>
      api().delete(`${CUSTOMERS}/${customer.id}`).set(admin),
    );
    expect(res.status).toBe(500);
    expect(await historyOf({ customerId: customer.id })).toEqual([note]);
    expect((await api().get(`${ADAPTED_CVS}/${cv.id}`).set(admin)).body.customerId).toBe(customer.id);
  });
});

describe('export', () => {
  const exported = (type: string, format: string) => api().get(EXPORT).query({ type, format }).set(admin);

  it("gives the customers as a CSV file with the columns' headers, a formula in a cell escaped", async () => {
    const tag = marker('eksport');
    await newCustomer({ companyName: '=SUM(A1)', notes: tag, servicesInterested: ['Data', 'KI'] });
    const res = await exported('customers', 'csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(attachmentName(res.headers['content-disposition'])).toBe(consultancyExportFileName('customers', 'csv', todayInOslo()));
    const table = readCsv(res.text);
    expect(table?.fields).toEqual(CONSULTANCY_EXPORT_COLUMNS.customers.map(([, header]) => header));
    const row = table?.rows.find((cells) => cells.Notes === tag);
    expect(row).toMatchObject({ Company: "'=SUM(A1)", 'Contact person': 'Ingrid Solberg', Services: 'Data, KI', Status: 'new' });
  });

  it('gives candidates and tenders as JSON in the shapes their lists answer', async () => {
    const candidate = await newCandidate({ rating: 4 });
    const res = await exported('candidates', 'json');
    expect(res.status).toBe(200);
    expect(attachmentName(res.headers['content-disposition'])).toBe(consultancyExportFileName('candidates', 'json', todayInOslo()));
    expect(res.body).toMatchObject({ type: 'candidates', version: '1.0', exported_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(res.body.records).toContainEqual(candidate);

    const tender = await created<{ id: number }>('/api/admin/consultancy/utlysninger', { title: marker('Rammeavtale'), deadline: '2027-01-15' });
    const tenders = await exported('tenders', 'json');
    expect(tenders.body.records).toContainEqual(tender);
  });

  it('refuses an unknown type or format', async () => {
    expect((await exported('ideas', 'csv')).status).toBe(400);
    expect((await exported('customers', 'xlsx')).status).toBe(400);
    expect((await api().get(EXPORT).set(admin)).status).toBe(400);
  });
});
