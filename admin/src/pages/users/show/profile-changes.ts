import type { AdminUser, AdminUserUpdate } from '@platform/shared';

/** The profile form's values: the editable fields of the user. */
export type ProfileValues = Required<{ [K in keyof AdminUserUpdate]: Exclude<AdminUserUpdate[K], undefined> }>;

const EDITABLE = ['firstName', 'lastName', 'phone', 'accessLevel', 'accountType', 'accountStatus', 'preferredLanguage', 'emailVerified'] as const;

export function profileValues(user: AdminUser): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    accessLevel: user.accessLevel,
    accountType: user.accountType,
    accountStatus: user.accountStatus,
    preferredLanguage: user.preferredLanguage,
    emailVerified: user.emailVerified,
  };
}

// An emptied text field is no value, as the server stores it; spaces around a value do not count as a change.
const normal = (value: unknown) => (typeof value === 'string' ? value.trim() || null : (value ?? null));

/** The fields that differ from the user as loaded: what a save sends, and whether there is anything to save. */
export function profileChanges(user: AdminUser, values: Partial<ProfileValues>): AdminUserUpdate {
  const loaded = profileValues(user);
  const changes: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (!(key in values)) continue;
    const value = normal(values[key]);
    if (value !== normal(loaded[key])) changes[key] = value;
  }
  return changes as AdminUserUpdate;
}
