import { PRODUCT_RECORD_LIMITS, PRODUCT_RECORD_MESSAGES as M, validateProductRecord } from './product-records';

describe('validateProductRecord', () => {
  it('trims the fields and lets the description be left out', () => {
    expect(validateProductRecord({ title: '  Ordre 1 ', description: ' Kunde A ' })).toEqual({
      ok: true,
      value: { title: 'Ordre 1', description: 'Kunde A' },
    });
    expect(validateProductRecord({ title: 'Ordre 2', id: 7 })).toEqual({ ok: true, value: { title: 'Ordre 2', description: '' } });
  });

  it('answers a message per field', () => {
    expect(validateProductRecord({ title: '   ' })).toEqual({ ok: false, errors: [{ field: 'title', message: M.titleRequired }] });
    const long = validateProductRecord({
      title: 'x'.repeat(PRODUCT_RECORD_LIMITS.title + 1),
      description: 'y'.repeat(PRODUCT_RECORD_LIMITS.description + 1),
    });
    expect(long).toEqual({
      ok: false,
      errors: [
        { field: 'title', message: M.titleTooLong },
        { field: 'description', message: M.descriptionTooLong },
      ],
    });
    expect(validateProductRecord([])).toMatchObject({ ok: false, errors: [{ field: 'body' }] });
  });
});
