import type { Core } from '@strapi/strapi';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from '@platform/shared';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      // Bearer tokens for the admin app, the site and the CLI: valid for a working week, not Strapi's 10 minutes.
      jwtManagement: 'legacy-support',
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '7d') },
      // Sign-up may set these profile fields and nothing else; privileges (accessLevel...) are the admins'.
      register: { allowedFields: ['firstName', 'lastName', 'phone', 'preferredLanguage'] },
      ratelimit: { interval: 60_000, max: env.int('AUTH_RATE_LIMIT', 10) },
      validationRules: {
        validatePassword(password: string) {
          if (password.length < PASSWORD_MIN_LENGTH) throw new Error(AUTH_MESSAGES.passwordTooShort);
          return true;
        },
      },
    },
  },
});
