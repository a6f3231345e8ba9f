import { signedInRoutes } from '../../../route-access';

export default signedInRoutes([
  { method: 'POST', path: '/auth/update-profile', handler: 'api::account.profile.update' },
  { method: 'POST', path: '/auth/link-gmail', handler: 'api::account.gmail.link' },
  { method: 'POST', path: '/auth/disconnect-gmail', handler: 'api::account.gmail.disconnect' },
  { method: 'POST', path: '/auth/sign-out', handler: 'api::account.sessions.signOut' },
]);
