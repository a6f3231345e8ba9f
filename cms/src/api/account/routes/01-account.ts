import { signedInRoutes } from '../../../route-access';

// Each step that checks a two-factor code shares the sign-in's limit on wrong codes (middlewares/two-factor-limit.ts).
const TWO_FACTOR_LIMIT = 'global::two-factor-limit';

export default signedInRoutes([
  { method: 'POST', path: '/auth/update-profile', handler: 'api::account.profile.update' },
  { method: 'POST', path: '/auth/link-gmail', handler: 'api::account.gmail.link' },
  { method: 'POST', path: '/auth/disconnect-gmail', handler: 'api::account.gmail.disconnect' },
  { method: 'POST', path: '/auth/sign-out', handler: 'api::account.sessions.signOut' },
  { method: 'GET', path: '/auth/two-factor', handler: 'api::account.two-factor.status' },
  { method: 'POST', path: '/auth/two-factor/setup', handler: 'api::account.two-factor.setup' },
  { method: 'POST', path: '/auth/two-factor/enable', handler: 'api::account.two-factor.enable', middlewares: [TWO_FACTOR_LIMIT] },
  { method: 'POST', path: '/auth/two-factor/disable', handler: 'api::account.two-factor.disable', middlewares: [TWO_FACTOR_LIMIT] },
  { method: 'POST', path: '/auth/two-factor/recovery-codes', handler: 'api::account.two-factor.renewRecoveryCodes', middlewares: [TWO_FACTOR_LIMIT] },
]);
