import { publicRoutes } from '../../../route-access';

// verify-email's 'send' step checks the bearer token itself: its 'confirm' step is opened from a mail, signed out.
export default publicRoutes([
  { method: 'GET', path: '/auth/gmail-config', handler: 'api::account.gmail.config' },
  { method: 'POST', path: '/auth/verify-email', handler: 'api::account.email-verification.verify' },
  // The sign-in's second step: wrong codes are counted as wrong passwords are.
  { method: 'POST', path: '/auth/two-factor/verify', handler: 'api::account.two-factor.verify', middlewares: ['global::two-factor-limit'] },
]);
