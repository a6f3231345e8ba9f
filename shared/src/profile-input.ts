/** What a user may change on their own profile, on the account page. */
export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone'] as const;
export const PROFILE_NAME_MAX_LENGTH = 100;
export const PHONE_PLACEHOLDER = '+47 XXX XX XXX';
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

export const PROFILE_MESSAGES = {
  updated: 'Profil oppdatert',
  onlyProfileFields: 'Bare fornavn, etternavn og telefon kan endres.',
  invalidPhone: `Ugyldig telefonnummer. Bruk formatet ${PHONE_PLACEHOLDER}.`,
  invalidName: 'Fornavn og etternavn må være tekst.',
  nameTooLong: `Navn kan være høyst ${PROFILE_NAME_MAX_LENGTH} tegn.`,
  notAnObject: 'Ugyldig forespørsel.',
} as const;

export interface ProfileUpdate {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

export type ProfileUpdateResult = { ok: true; value: ProfileUpdate } | { ok: false; message: string };

const PHONE_CHARACTERS = /^[0-9 +\-()]+$/;

/** A phone number: digits with spaces, '+', '-' and brackets, 8 to 15 digits in all. */
export function isValidPhone(phone: string): boolean {
  if (!PHONE_CHARACTERS.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks a profile update; anything beyond first name, last name and phone (e-mail, access level…) is refused whole.
 * The form sends all three: a missing or blank field becomes null (cleared).
 */
export function validateProfileUpdate(body: unknown): ProfileUpdateResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: PROFILE_MESSAGES.notAnObject };
  }
  const record = body as Record<string, unknown>;
  if (Object.keys(record).some((key) => !(PROFILE_FIELDS as readonly string[]).includes(key))) {
    return { ok: false, message: PROFILE_MESSAGES.onlyProfileFields };
  }
  const firstName = optionalText(record.firstName);
  const lastName = optionalText(record.lastName);
  if (firstName === undefined || lastName === undefined) {
    return { ok: false, message: PROFILE_MESSAGES.invalidName };
  }
  if ((firstName?.length ?? 0) > PROFILE_NAME_MAX_LENGTH || (lastName?.length ?? 0) > PROFILE_NAME_MAX_LENGTH) {
    return { ok: false, message: PROFILE_MESSAGES.nameTooLong };
  }
  const phone = optionalText(record.phone);
  if (phone === undefined || (phone !== null && !isValidPhone(phone))) {
    return { ok: false, message: PROFILE_MESSAGES.invalidPhone };
  }
  return { ok: true, value: { firstName, lastName, phone } };
}
