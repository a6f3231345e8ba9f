import { PHONE_PLACEHOLDER, PROFILE_MESSAGES, validateProfileUpdate } from './index';

describe('profile update on the account page', () => {
  it('accepts first name, last name and phone, trimmed', () => {
    expect(validateProfileUpdate({ firstName: '  Kari ', lastName: ' Nordmann', phone: ' +47 912 34 567 ' })).toEqual({
      ok: true,
      value: { firstName: 'Kari', lastName: 'Nordmann', phone: '+47 912 34 567' },
    });
  });

  it('treats a blank or missing field as cleared', () => {
    expect(validateProfileUpdate({ firstName: 'Kari', lastName: '   ', phone: '' })).toEqual({
      ok: true,
      value: { firstName: 'Kari', lastName: null, phone: null },
    });
    expect(validateProfileUpdate({})).toEqual({ ok: true, value: { firstName: null, lastName: null, phone: null } });
  });

  it.each([['email'], ['accessLevel'], ['emailVerified'], ['role'], ['password']])(
    'refuses the whole update when it carries %s',
    (key) => {
      expect(validateProfileUpdate({ firstName: 'Kari', [key]: 'x' })).toEqual({
        ok: false,
        message: 'Bare fornavn, etternavn og telefon kan endres.',
      });
    },
  );

  it('refuses names longer than 100 characters', () => {
    expect(validateProfileUpdate({ firstName: 'a'.repeat(100) }).ok).toBe(true);
    expect(validateProfileUpdate({ firstName: 'a'.repeat(101) })).toEqual({ ok: false, message: PROFILE_MESSAGES.nameTooLong });
    expect(validateProfileUpdate({ lastName: 'a'.repeat(101) }).ok).toBe(false);
  });

  it('refuses names that are not text, and a body that is not an object', () => {
    expect(validateProfileUpdate({ firstName: 42 })).toEqual({ ok: false, message: PROFILE_MESSAGES.invalidName });
    expect(validateProfileUpdate(null).ok).toBe(false);
    expect(validateProfileUpdate(['Kari']).ok).toBe(false);
  });

  it.each(['+47 912 34 567', '91234567', '+47-912-34-567', '(+47) 91234567', '004791234567', '+1 (555) 123-4567'])(
    'accepts the phone number %s',
    (phone) => {
      expect(validateProfileUpdate({ phone }).ok).toBe(true);
    },
  );

  it.each(['1234567', '1234567890123456', '+47 912 34 56a', '912.34.567', 'tlf 91234567', '+47/91234567'])(
    'refuses the phone number %s',
    (phone) => {
      expect(validateProfileUpdate({ phone })).toEqual({
        ok: false,
        message: 'Ugyldig telefonnummer. Bruk formatet +47 XXX XX XXX.',
      });
    },
  );

  it('refuses a phone that is not text', () => {
    expect(validateProfileUpdate({ phone: 91234567 })).toEqual({ ok: false, message: PROFILE_MESSAGES.invalidPhone });
  });

  it('names the phone format and the success message', () => {
    expect(PHONE_PLACEHOLDER).toBe('+47 XXX XX XXX');
    expect(PROFILE_MESSAGES.updated).toBe('Profil oppdatert');
  });
});
