import {
  adaptedCvIsFor,
  CONSULTANCY_EXPORT_COLUMNS,
  CONSULTANCY_MAIL_MESSAGES as MAIL,
  consultancyCsvRows,
  consultancyExportFileName,
  fillPlaceholders,
  unknownPlaceholders,
  validateContactNoteInput,
  validateEmailTemplateInput,
  validateSendEmailInput,
} from './consultancy-mail';
import { RECORD_MESSAGES } from './record-rules';

const messagesOf = (result: { ok: boolean; errors?: Array<{ message: string }> }) => (result.ok ? [] : result.errors!.map((e) => e.message));

describe('placeholders', () => {
  it('are filled with the recipient’s values, each as often as it appears, missing ones as empty text', () => {
    const values = { name: 'Ingrid Solberg', company: 'Fjordlys AS', senderName: 'Astrid Admin' };
    expect(fillPlaceholders('Hei {name}, {company} og {company}. {position}Hilsen {senderName}', values)).toBe(
      'Hei Ingrid Solberg, Fjordlys AS og Fjordlys AS. Hilsen Astrid Admin',
    );
  });

  it('that are unknown stay as written when filling, and are named once each', () => {
    expect(fillPlaceholders('Hei {fornavn} {name}', { name: 'Kari' })).toBe('Hei {fornavn} Kari');
    expect(unknownPlaceholders('{nmae} {Name} {nmae} {email} {} { name }')).toEqual(['nmae', 'Name']);
    expect(unknownPlaceholders('Hei {name}, {email}, {company}, {position}, {senderName}')).toEqual([]);
  });

  it('in a value are not filled again', () => {
    expect(fillPlaceholders('Hei {name}', { name: '{company}', company: 'Fjordlys AS' })).toBe('Hei {company}');
  });
});

describe('e-mail templates', () => {
  it('need a name, a subject and a message, trimmed', () => {
    expect(validateEmailTemplateInput({ name: ' Oppfølging ', subject: ' Takk, {name} ', body: 'Hei {name}' })).toEqual({
      ok: true,
      value: { name: 'Oppfølging', subject: 'Takk, {name}', body: 'Hei {name}' },
    });
    expect(messagesOf(validateEmailTemplateInput({ name: '', subject: '', body: '' }))).toEqual([
      RECORD_MESSAGES.required('Name'),
      RECORD_MESSAGES.required('Subject'),
      RECORD_MESSAGES.required('Message'),
    ]);
  });

  it('refuse unknown placeholders, naming them and the known ones', () => {
    expect(messagesOf(validateEmailTemplateInput({ name: 'Mal', subject: 'Hei {nmae}', body: '{a} og {b}' }))).toEqual([
      MAIL.unknownPlaceholders(['nmae']),
      MAIL.unknownPlaceholders(['a', 'b']),
    ]);
    expect(MAIL.unknownPlaceholders(['nmae'])).toBe('Unknown placeholder {nmae}. Use {name}, {email}, {company}, {position}, {senderName}.');
    expect(MAIL.unknownPlaceholders(['a', 'b'])).toMatch(/^Unknown placeholders \{a\}, \{b\}\./);
  });

  it('check on an update only the fields sent', () => {
    expect(validateEmailTemplateInput({ body: 'Hei {name}' }, 'update')).toEqual({ ok: true, value: { body: 'Hei {name}' } });
    expect(messagesOf(validateEmailTemplateInput({ subject: '{x}' }, 'update'))).toEqual([MAIL.unknownPlaceholders(['x'])]);
  });
});

describe('sending an e-mail', () => {
  const valid = { recipientEmail: ' ingrid@example.no ', subject: ' Hei ', body: 'Linje 1\n\nLinje 2  \n', customerId: 7 };

  it('keeps the message’s own lines, trims the rest and fills the defaults', () => {
    expect(validateSendEmailInput(valid)).toEqual({
      ok: true,
      value: {
        recipientEmail: 'ingrid@example.no',
        recipientName: '',
        subject: 'Hei',
        body: 'Linje 1\n\nLinje 2',
        emailType: 'general',
        customerId: 7,
        candidateId: null,
        templateId: null,
        adaptedCvId: null,
      },
    });
  });

  it('needs a subject and a message (the dialog’s rule), and a real address', () => {
    expect(messagesOf(validateSendEmailInput({ ...valid, subject: '  ' }))).toEqual([MAIL.subjectAndBody]);
    expect(messagesOf(validateSendEmailInput({ ...valid, body: ' \n ' }))).toEqual([MAIL.subjectAndBody]);
    expect(messagesOf(validateSendEmailInput({ ...valid, recipientEmail: '' }))).toEqual([RECORD_MESSAGES.required('Recipient e-mail')]);
    expect(messagesOf(validateSendEmailInput({ ...valid, recipientEmail: 'ingrid@' }))).toEqual([RECORD_MESSAGES.badEmail]);
  });

  it('is to a customer or a candidate, not both, with ids as ids, and only known placeholders', () => {
    expect(validateSendEmailInput({ ...valid, customerId: '7', adaptedCvId: 3 })).toMatchObject({
      ok: true,
      value: { customerId: 7, adaptedCvId: 3 },
    });
    expect(messagesOf(validateSendEmailInput({ ...valid, customerId: 1, candidateId: 2 }))).toEqual([MAIL.oneSubject]);
    expect(messagesOf(validateSendEmailInput({ ...valid, customerId: null, candidateId: 'x' }))).toEqual(['Candidate must be a record id.']);
    expect(messagesOf(validateSendEmailInput({ ...valid, customerId: null }))).toEqual([MAIL.emailNeedsRecord]);
    expect(messagesOf(validateSendEmailInput({ ...valid, emailType: 'newsletter' }))).toEqual([RECORD_MESSAGES.badEnum('emailType', ['general'])]);
    expect(messagesOf(validateSendEmailInput({ ...valid, subject: 'Hei {fornavn}' }))).toEqual([MAIL.unknownPlaceholders(['fornavn'])]);
  });
});

describe('an adapted CV sent along', () => {
  it('goes only to the customer or candidate it was made for', () => {
    const forCustomer = { customerId: 7, proposalId: null };
    const forCandidate = { customerId: null, proposalId: 3 };
    expect(adaptedCvIsFor(forCustomer, { customerId: 7, candidateId: null })).toBe(true);
    expect(adaptedCvIsFor(forCustomer, { customerId: 8, candidateId: null })).toBe(false);
    expect(adaptedCvIsFor(forCustomer, { customerId: null, candidateId: 7 })).toBe(false);
    expect(adaptedCvIsFor(forCandidate, { customerId: null, candidateId: 3 })).toBe(true);
    expect(adaptedCvIsFor(forCandidate, { customerId: 3, candidateId: null })).toBe(false);
    expect(adaptedCvIsFor({ customerId: null, proposalId: null }, { customerId: 7, candidateId: null })).toBe(false);
  });
});

describe('notes', () => {
  it('belong to exactly one customer or candidate and need a text', () => {
    expect(validateContactNoteInput({ candidateId: 4, body: ' Ringte. ' })).toEqual({
      ok: true,
      value: { customerId: null, candidateId: 4, body: 'Ringte.' },
    });
    expect(messagesOf(validateContactNoteInput({ body: 'Ringte.' }))).toEqual([MAIL.noSubjectRecord]);
    expect(messagesOf(validateContactNoteInput({ customerId: 1, candidateId: 2, body: 'Ringte.' }))).toEqual([MAIL.oneSubject]);
    expect(messagesOf(validateContactNoteInput({ customerId: 1, body: '' }))).toEqual([RECORD_MESSAGES.required('Note')]);
  });
});

describe('export files', () => {
  it('are named by type, day and format', () => {
    expect(consultancyExportFileName('customers', 'csv', '2026-11-27')).toBe('consultancy-customers-2026-11-27.csv');
  });

  it('have one cell per column under its header, lists joined and missing values empty', () => {
    const [row] = consultancyCsvRows('customers', [
      { id: 1, companyName: 'Fjordlys AS', servicesInterested: ['Data', 'KI'], nextFollowupDate: null },
    ]);
    expect(Object.keys(row)).toEqual(CONSULTANCY_EXPORT_COLUMNS.customers.map(([, header]) => header));
    expect(row).toMatchObject({ ID: 1, Company: 'Fjordlys AS', Services: 'Data, KI', 'Next follow-up': '', Notes: '' });
  });
});
