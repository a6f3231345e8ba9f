import { PRODUCT_API_KEY_LIMITS, PRODUCT_API_KEY_MESSAGES as M, productApiKeyPrefix, validateProductApiKey } from './product-api-keys';

describe('validateProductApiKey', () => {
  it('trims the name and ignores the rest of the body', () => {
    expect(validateProductApiKey({ name: '  Lagersystem ', key: 'pk_x' })).toEqual({ ok: true, value: { name: 'Lagersystem' } });
    const longest = 'n'.repeat(PRODUCT_API_KEY_LIMITS.name);
    expect(validateProductApiKey({ name: longest })).toEqual({ ok: true, value: { name: longest } });
  });

  it('answers the name’s message for a missing, blank, non-text or too long name', () => {
    for (const body of [{}, { name: '   ' }, { name: 7 }]) {
      expect(validateProductApiKey(body)).toEqual({ ok: false, errors: [{ field: 'name', message: M.nameRequired }] });
    }
    expect(validateProductApiKey({ name: 'n'.repeat(PRODUCT_API_KEY_LIMITS.name + 1) })).toEqual({
      ok: false,
      errors: [{ field: 'name', message: M.nameTooLong }],
    });
    expect(M.nameTooLong).toBe('Navn på nøkkelen kan være høyst 100 tegn');
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'navn']) expect(validateProductApiKey(body)).toMatchObject({ ok: false, errors: [{ field: 'body' }] });
  });
});

describe('productApiKeyPrefix', () => {
  it('keeps the first ten characters, the start included', () => {
    expect(productApiKeyPrefix('pk_abcdefghijklmnop')).toBe('pk_abcdefg');
  });
});

it('says the key limit in Norwegian', () => {
  expect(M.tooMany).toBe('Du kan ha høyst 10 API-nøkler for dette produktet');
});
