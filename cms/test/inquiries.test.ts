import { INQUIRY_CSV_COLUMNS, INQUIRY_FIELD_MESSAGES, INQUIRY_HONEYPOT_FIELD, INQUIRY_LIMITS, INQUIRY_MESSAGES, readCsv } from '@platform/shared';
import type { ParsedMail } from 'mailparser';
import { activated } from './accounts';
import { api, bearer, DEMO_PASSWORD, marker, tokenFor, attachmentName } from './api-client';
import { sql } from './database';
import { mailsFor } from './mail';
import { REFUSED_PREFIX } from './mailbox';
import { binary } from './market-fixtures';

const NO = INQUIRY_FIELD_MESSAGES.no;
const ADMIN_EMAIL = 'admin@demo.no';
const VISITOR = '3b241101-e2bb-4255-8caf-4136c566a962';
const SESSION = 'c6a1f0b2-1d3e-4f5a-9b8c-7d6e5f4a3b2c';

// The test server trusts X-Forwarded-For: each test sends from an address of its own, so the rate limit does not mix.
let lastOctet = 0;
const newAddress = () => `10.31.${Math.floor(Math.random() * 250)}.${(lastOctet += 1)}`;

const form = (tag: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  message: `Vi vil gjerne vite mer. ${tag}`,
  ...overrides,
});

const post = (body: unknown, address = newAddress()) =>
  api()
    .post('/api/inquiries')
    .set('X-Forwarded-For', address)
    .send(body as object);
const storedWith = (tag: string) =>
  sql<Record<string, unknown>>('SELECT * FROM inquiries WHERE message LIKE ? OR company LIKE ?', [`%${tag}%`, `%${tag}%`]);

async function admin() {
  return bearer(await tokenFor(5));
}

/** Sends an inquiry through the public form and answers it as the admin API shows it. */
async function submitted(tag: string, overrides: Record<string, unknown> = {}) {
  expect((await post(form(tag, overrides))).status).toBe(201);
  const res = await api()
    .get('/api/admin/inquiries')
    .query({ q: tag, _start: 0, _end: 10 })
    .set(await admin());
  expect(res.body).toHaveLength(1);
  return res.body[0];
}

/** The administrators' mail about the inquiry carrying `tag`, waiting for it up to five seconds. */
async function mailAbout(tag: string, wait = 5_000): Promise<ParsedMail | undefined> {
  const until = Date.now() + wait;
  for (;;) {
    const found = (await mailsFor(ADMIN_EMAIL, 1, 0)).find((mail) => mail.text?.includes(tag));
    if (found || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const update = async (id: number, body: object) =>
  api()
    .put(`/api/admin/inquiries/${id}`)
    .set(await admin())
    .send(body);

describe('the public inquiry form', () => {
  it('stores the inquiry as new with its visit ids, answers 201, and mails the administrators a link to the inquiries', async () => {
    const tag = marker('stored');
    const res = await post(
      form(tag, {
        inquiry_type: 'demo_request',
        phone: '+47 912 34 567',
        company: 'Nordmann AS',
        service: 'Kjøretøydata',
        source_url: '/products/auto/landing',
        visitor_id: VISITOR,
        session_id: SESSION,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });

    const [row] = await storedWith(tag);
    expect(row).toMatchObject({
      inquiry_type: 'demo_request',
      status: 'new',
      phone: '+47 912 34 567',
      service: 'Kjøretøydata',
      responded_at: null,
      closed_at: null,
    });
    const inquiry = (
      await api()
        .get(`/api/admin/inquiries/${row.id}`)
        .set(await admin())
    ).body;
    expect(inquiry).toMatchObject({
      id: row.id,
      name: 'Kari Nordmann',
      email: 'kari@example.no',
      company: 'Nordmann AS',
      status: 'new',
      notes: null,
      source_url: '/products/auto/landing',
      metadata: { visitor_id: VISITOR, session_id: SESSION },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(inquiry).not.toHaveProperty('visitor_id');

    const mail = await mailAbout(tag);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Ny henvendelse (demoforespørsel) fra Kari Nordmann');
    expect(mail!.text).toContain('Telefon: +47 912 34 567');
    expect(mail!.text).toContain('http://platform.test/admin/inquiries?status=new');
    // Every active administrator, nobody below level 5.
    const to = !Array.isArray(mail!.to) ? (mail!.to?.text ?? '') : '';
    expect(to).toContain(ADMIN_EMAIL);
    expect(to).not.toContain('pro@demo.no');
  });

  it.each([
    ['no name', { name: '' }, 'name', NO.nameRequired],
    ['a bad e-mail', { email: 'kari@' }, 'email', NO.emailInvalid],
    ['a short message', { message: 'For kort' }, 'message', NO.messageTooShort],
    ['an unknown type', { inquiry_type: 'partnership' }, 'inquiry_type', NO.typeInvalid],
    ['a source on another site', { source_url: '//evil.example/x' }, 'source_url', NO.sourceUrlInvalid],
    ['a visitor id that is no UUID', { visitor_id: 'v-1' }, 'visitor_id', NO.visitorIdInvalid],
    ['a field the form does not have', { status: 'closed' }, 'status', NO.unknownField],
  ])('refuses %s with 400 and the field’s Norwegian message, and stores nothing', async (_case, overrides, field, message) => {
    const tag = marker('invalid');
    const res = await post(form(tag, { company: tag, ...overrides }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(res.body.error.details.errors).toEqual([{ field, message }]);
    expect(await storedWith(tag)).toHaveLength(0);
  });

  it('answers a filled trap field as if accepted, but stores nothing and mails nobody', async () => {
    const trapped = marker('honeypot');
    const res = await post(form(trapped, { [INQUIRY_HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(await storedWith(trapped)).toHaveLength(0);
    // A real inquiry sent after it is mailed; the trapped one never was.
    const real = marker('after-honeypot');
    await post(form(real));
    expect(await mailAbout(real)).toBeDefined();
    expect(await mailAbout(trapped, 0)).toBeUndefined();
  });

  it(`refuses a ${INQUIRY_LIMITS.perAddress + 1}th post from one address within ten minutes with 429, in Norwegian, saying when to try again`, async () => {
    const address = newAddress();
    const tag = marker('limit');
    // Refused posts count too.
    expect((await post({ ...form(tag), name: '' }, address)).status).toBe(400);
    for (let i = 1; i < INQUIRY_LIMITS.perAddress; i += 1) expect((await post(form(`${tag}-${i}`), address)).status).toBe(201);
    const refused = await post(form(`${tag}-over`), address);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(INQUIRY_MESSAGES.rateLimited.no);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(INQUIRY_LIMITS.windowMinutes * 60);
    expect(await storedWith(`${tag}-over`)).toHaveLength(0);
    // Another address is not held back.
    expect((await post(form(`${tag}-elsewhere`))).status).toBe(201);
  });

  it('keeps the inquiry when the mail to the administrators fails, and logs the failure', async () => {
    // For this test the only active administrator is one whose address the test mail server refuses.
    const others = (await sql<{ id: number }>("SELECT id FROM up_users WHERE access_level > 4 AND account_status = 'active'")).map((row) => row.id);
    const inList = others.map(() => '?').join(',');
    // Its sign-up answered 502 (its activation mail was refused too); the account was kept.
    const email = `${REFUSED_PREFIX}${marker('admin')}@example.test`;
    expect((await api().post('/api/auth/local/register').send({ username: email, email, password: DEMO_PASSWORD })).status).toBe(502);
    const refused = await activated(email);
    const tag = marker('mail-fails');
    try {
      await sql('UPDATE up_users SET access_level = 5 WHERE email = ?', [refused.email]);
      await sql(`UPDATE up_users SET account_status = 'inactive' WHERE id IN (${inList})`, others);
      expect((await post(form(tag))).status).toBe(201);
      const [row] = await storedWith(tag);
      expect(row).toMatchObject({ status: 'new' });
      // The mail goes after the answer; the failure reaches the system log within the log's batch time.
      expect(await mailFailureLogged(Number(row.id))).toBe(true);
    } finally {
      await sql(`UPDATE up_users SET account_status = 'active' WHERE id IN (${inList})`, others);
      await sql('UPDATE up_users SET access_level = 1 WHERE email = ?', [refused.email]);
    }
  });
});

/** Whether the system log holds the failed mail about that inquiry, waiting for it up to five seconds. */
async function mailFailureLogged(inquiryId: number): Promise<boolean> {
  const until = Date.now() + 5_000;
  for (;;) {
    const rows = await sql<{ metadata: unknown }>('SELECT metadata FROM log_entries WHERE action = ?', ['inquiry.mail_failed']);
    const logged = rows.some(({ metadata }) => (typeof metadata === 'string' ? JSON.parse(metadata) : metadata)?.inquiryId === inquiryId);
    if (logged || Date.now() > until) return logged;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the status stamps', () => {
  it('sets responded_at the first time the status leaves new and closed_at the first time it is closed, never overwriting either', async () => {
    const inquiry = await submitted(marker('stamps'));
    expect(inquiry).toMatchObject({ status: 'new', responded_at: null, closed_at: null });

    const notesOnly = await update(inquiry.id, { notes: 'Leser den i morgen.' });
    expect(notesOnly.status).toBe(200);
    expect(notesOnly.body).toMatchObject({ status: 'new', notes: 'Leser den i morgen.', responded_at: null, closed_at: null });

    const contacted = (await update(inquiry.id, { status: 'contacted', notes: 'Ringte kunden.' })).body;
    expect(contacted).toMatchObject({ status: 'contacted', notes: 'Ringte kunden.', closed_at: null });
    expect(contacted.responded_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    const closed = (await update(inquiry.id, { status: 'closed' })).body;
    expect(closed.responded_at).toBe(contacted.responded_at);
    expect(closed.closed_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    // Reopened and closed again, with stamps of its own sent along: the first moments stay.
    await update(inquiry.id, { status: 'new' });
    const again = (await update(inquiry.id, { status: 'closed', responded_at: '2001-01-01T00:00:00.000Z', closed_at: '2001-01-01T00:00:00.000Z' }))
      .body;
    expect(again).toMatchObject({ status: 'closed', responded_at: contacted.responded_at, closed_at: closed.closed_at });
  });

  it.each([
    ['the spec’s responded status', { status: 'responded' }, INQUIRY_MESSAGES.statusInvalid],
    ['notes that are too long', { notes: 'n'.repeat(INQUIRY_LIMITS.notes + 1) }, INQUIRY_MESSAGES.notesInvalid],
    ['a field staff cannot change', { priority: 'high', status: 'closed' }, INQUIRY_MESSAGES.updateUnknownField('priority')],
  ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
    const inquiry = await submitted(marker('bad-update'));
    const res = await update(inquiry.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const after = (
      await api()
        .get(`/api/admin/inquiries/${inquiry.id}`)
        .set(await admin())
    ).body;
    expect(after).toEqual(inquiry);
  });

  it('answers 404 for an inquiry that does not exist', async () => {
    const res = await update(99_999_999, { status: 'closed' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(INQUIRY_MESSAGES.notFound);
  });

  it('deletes an inquiry', async () => {
    const inquiry = await submitted(marker('delete'));
    expect(
      (
        await api()
          .delete(`/api/admin/inquiries/${inquiry.id}`)
          .set(await admin())
      ).status,
    ).toBe(200);
    expect(
      (
        await api()
          .get(`/api/admin/inquiries/${inquiry.id}`)
          .set(await admin())
      ).status,
    ).toBe(404);
  });

  it('has no admin create: inquiries come from the form only', async () => {
    const tag = marker('create');
    const res = await api()
      .post('/api/admin/inquiries')
      .set(await admin())
      .send(form(tag));
    expect([404, 405]).toContain(res.status);
    expect(await storedWith(tag)).toHaveLength(0);
  });
});

describe('the demo data', () => {
  it('holds sample inquiries; a closed one carries both stamps, after it was sent', async () => {
    const res = await api()
      .get('/api/admin/inquiries')
      .query({ q: 'emma.strand@example.no', _start: 0, _end: 5 })
      .set(await admin());
    const [closed] = res.body;
    expect(closed).toMatchObject({ name: 'Emma Strand', status: 'closed' });
    expect(Date.parse(closed.responded_at)).toBeGreaterThan(Date.parse(closed.created_at));
    expect(closed.closed_at).toBe(closed.responded_at);
    const fresh = await api()
      .get('/api/admin/inquiries')
      .query({ q: 'nora.berg@example.no', _start: 0, _end: 5 })
      .set(await admin());
    expect(fresh.body[0]).toMatchObject({ inquiry_type: 'demo_request', status: 'new', responded_at: null });
  });
});

describe('the admin list and export', () => {
  const tag = marker('list');
  let ids: number[] = [];

  beforeAll(async () => {
    // Oldest first: a contact, a demo request (whose name a spreadsheet would run), a consultancy inquiry.
    const sent = [
      form(tag, { company: `${tag} Contact AS` }),
      form(tag, { inquiry_type: 'demo_request', name: '=HYPERLINK("http://x")', service: 'Boligdata' }),
      form(tag, { inquiry_type: 'consultancy', company: 'Rådgivning, Data og Co' }),
    ];
    for (const body of sent) expect((await post(body)).status).toBe(201);
    ids = (await storedWith(tag)).map((row) => Number(row.id)).sort((a, b) => a - b);
  });

  it('pages with _start/_end, newest first, with the total in x-total-count', async () => {
    const first = await api()
      .get('/api/admin/inquiries')
      .query({ q: tag, _start: 0, _end: 2 })
      .set(await admin());
    expect(first.status).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.body.map((inquiry: { id: number }) => inquiry.id)).toEqual([ids[2], ids[1]]);
    const second = await api()
      .get('/api/admin/inquiries')
      .query({ q: tag, _start: 2, _end: 4 })
      .set(await admin());
    expect(second.body.map((inquiry: { id: number }) => inquiry.id)).toEqual([ids[0]]);
  });

  it('filters by type and status, and searches the company', async () => {
    const list = async (query: Record<string, string>) =>
      (
        await api()
          .get('/api/admin/inquiries')
          .query({ q: tag, _start: 0, _end: 10, ...query })
          .set(await admin())
      ).body.map((inquiry: { id: number }) => inquiry.id);
    expect(await list({ inquiry_type: 'demo_request' })).toEqual([ids[1]]);
    await update(ids[2], { status: 'in_progress' });
    expect(await list({ status: 'in_progress' })).toEqual([ids[2]]);
    expect(await list({ status: 'new' })).toEqual([ids[1], ids[0]]);
    expect(await list({ status: 'new', inquiry_type: 'consultancy' })).toEqual([]);
    const byCompany = await api()
      .get('/api/admin/inquiries')
      .query({ q: `${tag} Contact`, _start: 0, _end: 10 })
      .set(await admin());
    expect(byCompany.body.map((inquiry: { id: number }) => inquiry.id)).toEqual([ids[0]]);
  });

  it('exports every matching inquiry as a CSV file with the spec’s columns, formulas escaped', async () => {
    const res = await api()
      .get('/api/admin/inquiries/export')
      .query({ inquiry_type: 'demo_request' })
      .set(await admin());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(attachmentName(res.headers['content-disposition'])).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = res.text;
    const table = readCsv(text)!;
    expect(table.fields).toEqual(INQUIRY_CSV_COLUMNS);
    expect(table.rows.every((row) => row.Type === 'demo_request')).toBe(true);
    const ours = table.rows.find((row) => row.ID === String(ids[1]));
    expect(ours).toMatchObject({ Name: `'=HYPERLINK("http://x")`, Email: 'kari@example.no', Service: 'Boligdata', Status: 'new' });
    expect(text).not.toMatch(/^=|,=/m);
  });

  it('writes the export as bytes a spreadsheet reads as UTF-8: the BOM first, CRLF line ends, Norwegian letters intact', async () => {
    const company = `Porteføljeforvaltning ${marker('bom')} AS`;
    expect((await post(form(company, { company }))).status).toBe(201);
    const res = await api()
      .get('/api/admin/inquiries/export')
      .set(await admin())
      .buffer(true)
      .parse(binary);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect(text).toContain(company);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/"[^"]*"/g, '').split('\n').slice(0, -1).every((line) => line.endsWith('\r'))).toBe(true);
  });

  it('exports all of them without filters, and refuses a status the platform does not have', async () => {
    const all = await api()
      .get('/api/admin/inquiries/export')
      .set(await admin());
    const exported = readCsv(all.text)!.rows.map((row) => Number(row.ID));
    expect(exported).toEqual(expect.arrayContaining(ids));
    const consultancy = readCsv(all.text)!.rows.find((row) => row.ID === String(ids[2]));
    expect(consultancy?.Company).toBe('Rådgivning, Data og Co');
    const bad = await api()
      .get('/api/admin/inquiries/export')
      .query({ status: 'responded' })
      .set(await admin());
    expect(bad.status).toBe(400);
  });
});
