/** The users-permissions user, which the platform extends with its own fields (names, access level, verification). */
export const USER_UID = 'plugin::users-permissions.user';

/** How a signed-in user is named on what they write (comments, evaluations, ideas): full name, else user name. */
export function displayName(user: { email: string; firstName?: string | null; lastName?: string | null; username?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email;
}
