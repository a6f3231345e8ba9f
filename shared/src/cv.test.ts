import { RECORD_MESSAGES } from './record-rules';
import {
  CV_LIMITS,
  CV_MESSAGES,
  CV_SECTIONS,
  emptyCvContent,
  emptyCvItem,
  formatCvMonth,
  formatCvPeriod,
  validateAdaptedCvInput,
  validateCvContent,
  validateCvTemplateInput,
} from './cv';

const messages = (result: { ok: boolean; errors?: Array<{ message: string }> }) => (result.ok ? [] : (result.errors ?? []).map((e) => e.message));
const job = (extra: object = {}) => ({ company: 'Fjord AS', position: 'Utvikler', startDate: '2020-01', endDate: null, ...extra });

describe('a CV template', () => {
  it('fills every list and text not given, trims, and is not the default unless ticked', () => {
    const result = validateCvTemplateInput({ name: ' Standard ', fullName: ' Åse Ødegård ', technicalSkills: [' Go ', '', 'SQL'] });
    expect(result).toEqual({
      ok: true,
      value: { ...emptyCvContent(), name: 'Standard', isDefault: false, fullName: 'Åse Ødegård', technicalSkills: ['Go', 'SQL'] },
    });
  });

  it('needs a name and a full name', () => {
    expect(messages(validateCvTemplateInput({}))).toEqual([RECORD_MESSAGES.required('Name'), RECORD_MESSAGES.required('Full name')]);
  });

  it('checks in update mode only the fields sent', () => {
    expect(validateCvTemplateInput({ title: 'Arkitekt' }, 'update')).toEqual({ ok: true, value: { title: 'Arkitekt' } });
    expect(messages(validateCvTemplateInput({ isDefault: 'yes' }, 'update'))).toEqual([RECORD_MESSAGES.badBoolean('isDefault')]);
  });
});

describe('the lists of a CV', () => {
  const check = (body: object) => messages(validateCvContent({ fullName: 'Kari', ...body }));

  it('name the list and the place of an entry missing what it needs', () => {
    expect(check({ workExperience: [job(), { position: 'Rådgiver' }] })).toEqual(['Work experience 2: Company is required.']);
    expect(check({ languages: ['Norsk'] })).toEqual([`Languages 1: ${CV_MESSAGES.notAnEntry}`]);
  });

  it('refuse a month that is not YYYY-MM and an end before the start', () => {
    expect(check({ workExperience: [job({ startDate: '2020-13' })] })).toEqual([`Work experience 1: ${CV_MESSAGES.badMonth('Start')}`]);
    expect(check({ education: [{ school: 'NTNU', startDate: '2015-08', endDate: '2015-06' }] })).toEqual([CV_MESSAGES.endBeforeStart('Education 1')]);
    expect(check({ education: [{ school: 'NTNU', startDate: '2015-08', endDate: '2015-08' }] })).toEqual([]);
  });

  it('refuse a list too long, and texts lists too long', () => {
    const many = Array.from({ length: CV_LIMITS.items + 1 }, () => job());
    expect(check({ workExperience: many })).toEqual([CV_MESSAGES.badList('Work experience')]);
    expect(check({ workExperience: 'Fjord AS' })).toEqual([CV_MESSAGES.badList('Work experience')]);
    const achievements = Array.from({ length: CV_LIMITS.achievements + 1 }, (_, i) => `Resultat ${i}`);
    expect(check({ workExperience: [job({ achievements })] })).toEqual([`Work experience 1: ${CV_MESSAGES.badStrings('Achievements', CV_LIMITS.achievements)}`]);
    expect(check({ interests: ['x'.repeat(CV_LIMITS.text + 1)] })).toEqual([CV_MESSAGES.badStrings('Interests', CV_LIMITS.strings)]);
  });

  it('refuse links that are not http(s), an unknown language level and a bad e-mail', () => {
    expect(check({ githubUrl: 'javascript:alert(1)' })).toEqual([CV_MESSAGES.badUrl('GitHub')]);
    expect(check({ projects: [{ name: 'Billett', url: 'ftp://example.no' }] })).toEqual([`Projects 1: ${CV_MESSAGES.badUrl('Link')}`]);
    expect(check({ languages: [{ language: 'Norsk', level: 'godt' }] })[0]).toMatch(/^Languages 1: Level must be one of/);
    expect(check({ references: [{ name: 'Ola', email: 'ola@' }] })).toEqual([`References 1: ${RECORD_MESSAGES.badEmail}`]);
  });

  it('keep an entry in its shape: empty months null, lists trimmed, the level professional unless given', () => {
    const result = validateCvContent({
      fullName: 'Kari',
      languages: [{ language: 'Engelsk' }],
      workExperience: [job({ achievements: [' Ledet ', ''] })],
    });
    expect(result.ok && result.value.languages).toEqual([{ language: 'Engelsk', level: 'professional' }]);
    expect(result.ok && result.value.workExperience[0]).toEqual({ ...emptyCvItem('workExperience'), ...job(), achievements: ['Ledet'] });
  });
});

describe('an adapted CV', () => {
  it('is a draft without template, customer or candidate unless given, and its content is optional', () => {
    expect(validateAdaptedCvInput({ name: 'Til Equinor' })).toEqual({
      ok: true,
      value: { name: 'Til Equinor', templateId: null, customerId: null, proposalId: null, adaptationNotes: '', status: 'draft' },
    });
  });

  it('names the content field of an error in its content, and refuses an unknown status and a bad id', () => {
    const result = validateAdaptedCvInput({ name: 'Til Hydro', content: { fullName: '' }, status: 'archived', customerId: 'x' });
    expect(result.ok ? [] : result.errors.map((e) => e.field)).toEqual(['customerId', 'status', 'content.fullName']);
  });
});

describe('CV dates and sections', () => {
  it('writes months in Norwegian and an open end as ongoing', () => {
    expect(formatCvMonth('2024-05')).toBe('mai 2024');
    expect(formatCvMonth('2024-13')).toBe('');
    expect(formatCvPeriod('2020-01', '2023-12')).toBe('jan. 2020 – des. 2023');
    expect(formatCvPeriod('2020-01', null)).toBe('jan. 2020 – nå');
    expect(formatCvPeriod(null, '2019-06')).toBe('jun. 2019');
    expect(formatCvPeriod(null, null)).toBe('');
  });

  it('prints the summary and the work experience first', () => {
    expect(CV_SECTIONS.slice(0, 2).map((section) => section.label)).toEqual(['Sammendrag', 'Arbeidserfaring']);
  });
});
