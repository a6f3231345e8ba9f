import {
  CONSULTANCY_MESSAGES,
  CONSULTANCY_STATUS_COLOURS,
  formatConsultancyDate,
  isOverdue,
  validateCandidateInput,
  validateCustomerInput,
  validateTenderInput,
} from './consultancy';

describe('customers', () => {
  it('fill the defaults and trim the services', () => {
    expect(validateCustomerInput({ companyName: ' Fjord AS ', servicesInterested: ' data, ml ,, data ' })).toEqual({
      ok: true,
      value: {
        companyName: 'Fjord AS',
        industry: '',
        contactPerson: '',
        email: '',
        phone: '',
        customerType: 'prospect',
        status: 'new',
        servicesInterested: ['data', 'ml'],
        nextFollowupDate: null,
        notes: '',
      },
    });
  });

  it('need a company name and a real e-mail and follow-up day', () => {
    const checked = validateCustomerInput({ companyName: ' ', email: 'nope', nextFollowupDate: '2026-02-30', status: 'maybe' });
    expect(checked.ok ? [] : checked.errors.map((e) => [e.field, e.message])).toEqual([
      ['companyName', 'Company name is required.'],
      ['email', 'E-mail must be a valid e-mail address.'],
      ['status', 'status must be one of: new, contacted, meeting_scheduled, proposal_sent, negotiating, won, lost.'],
      ['nextFollowupDate', 'Next follow-up must be a date (YYYY-MM-DD) from 1900 to 2100.'],
    ]);
  });
});

describe('candidates', () => {
  it('rate from 1 to 5 stars and count whole years', () => {
    expect(validateCandidateInput({ applicantName: 'Kari', email: 'Kari@Example.no', rating: '4', yearsExperience: 7 })).toMatchObject({
      ok: true,
      value: { email: 'kari@example.no', rating: 4, yearsExperience: 7, status: 'screening' },
    });
    for (const rating of [0, 6, 2.5]) {
      const checked = validateCandidateInput({ applicantName: 'Kari', email: 'kari@example.no', rating });
      expect(checked.ok ? null : checked.errors[0].message).toBe(CONSULTANCY_MESSAGES.badRating);
    }
    const years = validateCandidateInput({ applicantName: 'Kari', email: 'kari@example.no', yearsExperience: -1 });
    expect(years.ok ? null : years.errors[0].message).toBe(CONSULTANCY_MESSAGES.badYears);
  });

  it('check only the fields an update sends', () => {
    expect(validateCandidateInput({ status: 'hired' }, 'update')).toEqual({ ok: true, value: { status: 'hired' } });
  });
});

describe('tenders', () => {
  it('need a title and an http(s) link', () => {
    const checked = validateTenderInput({ title: '', url: 'javascript:alert(1)' });
    expect(checked.ok ? [] : checked.errors.map((e) => e.message)).toEqual(['Title is required.', 'Link must be a valid http(s) URL.']);
  });

  it('are overdue after their deadline until applied for or declined', () => {
    expect(isOverdue('2026-11-20', '2026-11-27')).toBe(true);
    expect(isOverdue('2026-11-27', '2026-11-27')).toBe(false);
    expect(isOverdue('2026-11-20', '2026-11-27', 'applied')).toBe(false);
    expect(isOverdue(null, '2026-11-27')).toBe(false);
  });
});

it('shows days as dd.MM.yyyy and every status with its §4 colour', () => {
  expect(formatConsultancyDate('2026-03-05')).toBe('05.03.2026');
  expect(formatConsultancyDate(null)).toBe('—');
  expect([
    CONSULTANCY_STATUS_COLOURS.screening,
    CONSULTANCY_STATUS_COLOURS.applied,
    CONSULTANCY_STATUS_COLOURS.won,
    CONSULTANCY_STATUS_COLOURS.declined,
  ]).toEqual(['info', 'primary', 'success', 'error']);
});
