import { PRODUCT_MESSAGES, validateProductUpdate } from './index';

describe('what the admin may change on a product', () => {
  it('takes is_active as true or false', () => {
    expect(validateProductUpdate({ is_active: true })).toEqual({ ok: true, value: { is_active: true } });
    expect(validateProductUpdate({ is_active: false })).toEqual({ ok: true, value: { is_active: false } });
  });

  it('refuses other types, other fields and empty bodies with a message', () => {
    expect(validateProductUpdate({ is_active: 'yes' })).toEqual({ ok: false, errors: [{ field: 'is_active', message: PRODUCT_MESSAGES.activeMustBeBoolean }] });
    expect(validateProductUpdate({ is_active: true, slug: 'x' })).toMatchObject({ ok: false, errors: [{ message: 'These fields cannot be changed here: slug.' }] });
    for (const body of [{}, null, [], 'x']) expect(validateProductUpdate(body)).toMatchObject({ ok: false, errors: [{ message: PRODUCT_MESSAGES.empty }] });
  });
});
