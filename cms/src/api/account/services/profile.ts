import type { Core } from '@strapi/strapi';
import type { ProfileUpdate } from '@platform/shared';
import { USER_UID } from '../../../user-name';

export const PROFILE_UID = 'api::account.profile';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The account as GET /api/users/me shows it: the same fetch and the same output sanitizer, so private fields
   * (password hash, tokens) never leave the server and every account route answers one shape.
   */
  async view(userId: number) {
    const user = await strapi.plugin('users-permissions').service('user').fetch(userId);
    return user ? strapi.contentAPI.sanitize.output(user, strapi.getModel(USER_UID), {}) : null;
  },

  /** Saves first name, last name and phone, and nothing else. */
  async update(userId: number, profile: ProfileUpdate) {
    await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone } });
    return this.view(userId);
  },

  /** Links or unlinks Gmail: emailConnected is 'google' or null. */
  async setEmailConnected(userId: number, connection: string | null) {
    await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { emailConnected: connection } });
    return this.view(userId);
  },
});
