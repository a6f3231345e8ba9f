import type { Core } from '@strapi/strapi';
import { passwordProblem } from '@platform/shared/dist/password-strength';

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
        // Every new password (sign-up, reset, change); sign-up also checks it against the e-mail and names.
        validatePassword(password: string) {
          const problem = passwordProblem(password);
          if (problem) throw new Error(problem);
          return true;
        },
      },
    },
  },
});
