import {
  INQUIRY_CSV_COLUMNS,
  INQUIRY_FIELD_MESSAGES,
  INQUIRY_HONEYPOT_FIELD,
  INQUIRY_MESSAGES,
  inquiriesCsv,
  inquiryExportFileName,
  inquiryStatusStamps,
  isHoneypotFilled,
  readCsv,
  translateInquiryMessage,
  validateInquiry,
  validateInquiryUpdate,
  type Inquiry,
} from './index';

const NO = INQUIRY_FIELD_MESSAGES.no;
const VISITOR = '3b241101-e2bb-4255-8caf-4136c566a962';
const SESSION = 'c6a1f0b2-1d3e-4f5a-9b8c-7d6e5f4a3b2c';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kari Nordmann',
  email: 'kari@example.no',
  message: 'Vi vil gjerne høre mer om plattformen.',
  ...overrides,
});

const errorsOf = (body: unknown, language: 'no' | 'en' = 'no') => {
  const result = validateInquiry(body, language);
  return result.ok ? [] : result.errors;
};

describe('the public inquiry form', () => {
  it('accepts name, e-mail and message alone: a contact inquiry with the optional fields empty', () => {
    expect(validateInquiry(form())).toEqual({
      ok: true,
      value: {
        inquiry_type: 'contact',
        name: 'Kari Nordmann',
        email: 'kari@example.no',
        phone: null,
        company: null,
        service: null,
        message: 'Vi vil gjerne høre mer om plattformen.',
        source_url: null,
        visitor_id: null,
        session_id: null,
      },
    });
  });

  it('keeps every field, trimmed, and drops the empty trap field', () => {
    const result = validateInquiry(
      form({
        inquiry_type: 'demo_request',
        name: '  Kari  ',
        phone: '+47 912 34 567',
        company: 'Nordmann AS',
        service: 'Kjøretøydata',
        source_url: '/no/products/auto/landing',
        visitor_id: VISITOR,
        session_id: SESSION,
        [INQUIRY_HONEYPOT_FIELD]: '',
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        inquiry_type: 'demo_request',
        name: 'Kari',
        phone: '+47 912 34 567',
        service: 'Kjøretøydata',
        visitor_id: VISITOR,
        session_id: SESSION,
      }),
    });
    expect(result.ok && INQUIRY_HONEYPOT_FIELD in result.value).toBe(false);
  });

  it('accepts an http(s) address as the source', () => {
    expect(validateInquiry(form({ source_url: 'https://plattform.no/contact?ref=x' })).ok).toBe(true);
  });

  it.each([
    ['no name', { name: '' }, 'name', NO.nameRequired],
    ['a name of 101 characters', { name: 'a'.repeat(101) }, 'name', NO.nameTooLong],
    ['no e-mail', { email: undefined }, 'email', NO.emailRequired],
    ['an e-mail without a domain', { email: 'kari@' }, 'email', NO.emailInvalid],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(244)}@example.no` }, 'email', NO.emailTooLong],
    ['a phone with letters', { phone: '12345abc' }, 'phone', NO.phoneInvalid],
    ['a phone with too few digits', { phone: '1234' }, 'phone', NO.phoneInvalid],
    ['a company of 201 characters', { company: 'c'.repeat(201) }, 'company', NO.companyTooLong],
    ['a service of 201 characters', { service: 's'.repeat(201) }, 'service', NO.serviceTooLong],
    ['no message', { message: '   ' }, 'message', NO.messageRequired],
    ['a message of 9 characters', { message: '123456789' }, 'message', NO.messageTooShort],
    ['a message of 5001 characters', { message: 'm'.repeat(5001) }, 'message', NO.messageTooLong],
    ['an unknown type', { inquiry_type: 'partnership' }, 'inquiry_type', NO.typeInvalid],
    ['a source on another site without scheme', { source_url: '//evil.example/x' }, 'source_url', NO.sourceUrlInvalid],
    ['a javascript: source', { source_url: 'javascript:alert(1)' }, 'source_url', NO.sourceUrlInvalid],
    ['a source of 2001 characters', { source_url: `/${'p'.repeat(2000)}` }, 'source_url', NO.sourceUrlInvalid],
    ['a visitor id that is no UUID', { visitor_id: 'visitor-1' }, 'visitor_id', NO.visitorIdInvalid],
    ['a session id that is a number', { session_id: 42 }, 'session_id', NO.sessionIdInvalid],
    ['a name that is a number', { name: 42 }, 'name', NO.nameRequired],
    ['an unknown field', { status: 'closed' }, 'status', NO.unknownField],
  ])('refuses %s with a message on that field', (_case, overrides, field, message) => {
    expect(errorsOf(form(overrides))).toEqual([{ field, message }]);
  });

  it('lists every problem at once, in English when asked', () => {
    expect(errorsOf({ message: 'kort' }, 'en')).toEqual([
      { field: 'name', message: INQUIRY_FIELD_MESSAGES.en.nameRequired },
      { field: 'email', message: INQUIRY_FIELD_MESSAGES.en.emailRequired },
      { field: 'message', message: INQUIRY_FIELD_MESSAGES.en.messageTooShort },
    ]);
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'text', [form()]]) expect(errorsOf(body)).toEqual([{ field: 'body', message: NO.notAnObject }]);
  });

  it('translates the server’s Norwegian field message, and leaves an unknown text as it is', () => {
    expect(translateInquiryMessage(NO.messageTooShort, 'en')).toBe(INQUIRY_FIELD_MESSAGES.en.messageTooShort);
    expect(translateInquiryMessage(NO.messageTooShort, 'no')).toBe(NO.messageTooShort);
    expect(translateInquiryMessage('Something else', 'en')).toBe('Something else');
  });

  it('has the same message keys in both languages', () => {
    expect(Object.keys(INQUIRY_FIELD_MESSAGES.en).sort()).toEqual(Object.keys(NO).sort());
  });
});

describe('the trap field', () => {
  it('is filled only when it holds something', () => {
    expect(isHoneypotFilled(form())).toBe(false);
    expect(isHoneypotFilled(form({ [INQUIRY_HONEYPOT_FIELD]: '' }))).toBe(false);
    expect(isHoneypotFilled(form({ [INQUIRY_HONEYPOT_FIELD]: 'http://spam.example' }))).toBe(true);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});

describe('an admin’s change of an inquiry', () => {
  it('accepts a status and notes; blank notes are cleared', () => {
    expect(validateInquiryUpdate({ status: 'contacted', notes: '  Ringte tilbake.  ' })).toEqual({
      ok: true,
      value: { status: 'contacted', notes: 'Ringte tilbake.' },
    });
    expect(validateInquiryUpdate({ notes: '   ' })).toEqual({ ok: true, value: { notes: null } });
  });

  it('ignores the fields of a loaded inquiry sent back unchanged, the stamps among them', () => {
    expect(validateInquiryUpdate({ id: 3, name: 'Kari', responded_at: '2020-01-01T00:00:00Z', status: 'closed' })).toEqual({
      ok: true,
      value: { status: 'closed' },
    });
  });

  it.each([
    [{ status: 'responded' }, 'status', INQUIRY_MESSAGES.statusInvalid],
    [{ notes: 'n'.repeat(5001) }, 'notes', INQUIRY_MESSAGES.notesInvalid],
    [{ notes: 12 }, 'notes', INQUIRY_MESSAGES.notesInvalid],
    [{ priority: 'high' }, 'priority', INQUIRY_MESSAGES.updateUnknownField('priority')],
  ])('refuses %j', (body, field, message) => {
    expect(validateInquiryUpdate(body)).toEqual({ ok: false, errors: [{ field, message }] });
  });
});

describe('the status stamps', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const later = '2026-02-01T09:00:00.000Z';
  const none = { responded_at: null, closed_at: null };

  it('sets responded_at the first time the status leaves new', () => {
    expect(inquiryStatusStamps(none, 'contacted', now)).toEqual({ responded_at: now.toISOString() });
    expect(inquiryStatusStamps(none, 'in_progress', now)).toEqual({ responded_at: now.toISOString() });
  });

  it('sets nothing while the status stays new', () => {
    expect(inquiryStatusStamps(none, 'new', now)).toEqual({});
  });

  it('sets closed_at (and responded_at, if never set) the first time it is closed', () => {
    expect(inquiryStatusStamps(none, 'closed', now)).toEqual({ responded_at: now.toISOString(), closed_at: now.toISOString() });
  });

  it('never overwrites a stamp: back to new, then closed again, keeps the first moments', () => {
    expect(inquiryStatusStamps({ responded_at: later, closed_at: later }, 'closed', now)).toEqual({});
    expect(inquiryStatusStamps({ responded_at: later, closed_at: later }, 'new', now)).toEqual({});
    expect(inquiryStatusStamps({ responded_at: later, closed_at: null }, 'closed', now)).toEqual({ closed_at: now.toISOString() });
  });
});

describe('the CSV export', () => {
  const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
    id: 7,
    inquiry_type: 'demo_request',
    name: 'Kari Nordmann',
    email: 'kari@example.no',
    phone: null,
    company: 'Nordmann AS',
    service: 'Kjøretøydata',
    message: 'Hei',
    status: 'new',
    notes: null,
    created_at: '2026-03-01T10:00:00.000Z',
    responded_at: null,
    closed_at: null,
    source_url: null,
    metadata: { visitor_id: null, session_id: null },
    ...overrides,
  });

  it('has the spec’s columns in order, one row per inquiry, empty cells for empty fields', () => {
    expect(INQUIRY_CSV_COLUMNS).toEqual(['ID', 'Type', 'Name', 'Email', 'Phone', 'Company', 'Service', 'Status', 'Created']);
    const table = readCsv(inquiriesCsv([inquiry()]));
    expect(table?.fields).toEqual(INQUIRY_CSV_COLUMNS);
    expect(table?.rows).toEqual([
      {
        ID: '7',
        Type: 'demo_request',
        Name: 'Kari Nordmann',
        Email: 'kari@example.no',
        Phone: '',
        Company: 'Nordmann AS',
        Service: 'Kjøretøydata',
        Status: 'new',
        Created: '2026-03-01T10:00:00.000Z',
      },
    ]);
  });

  it('escapes cells a spreadsheet would run as formulas, and quotes commas', () => {
    const csv = inquiriesCsv([inquiry({ name: '=HYPERLINK("http://x")', company: 'A, B og C', phone: '+47 912 34 567' })]);
    const [, row] = csv.split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain('"A, B og C"');
    expect(row).toContain(`'+47 912 34 567`);
  });

  it('is named by the Norwegian date of the export', () => {
    // 23:30 UTC on 28 February is 1 March in Oslo.
    expect(inquiryExportFileName(new Date('2026-02-28T23:30:00Z'))).toBe('inquiries-2026-03-01.csv');
  });
});
