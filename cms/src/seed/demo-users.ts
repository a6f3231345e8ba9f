/**
 * Sample accounts for the demo (documented in the README): one per access level, all with DEMO_PASSWORD.
 * They are created only in demo mode; a production start takes its first administrator from the environment.
 */
export const DEMO_PASSWORD = 'Demo2026!';

export const DEMO_USERS = [
  { email: 'basis@demo.no', firstName: 'Ola', lastName: 'Nordmann', accessLevel: 1, phone: '+47 400 00 001' },
  { email: 'standard@demo.no', firstName: 'Kari', lastName: 'Nordmann', accessLevel: 2, phone: '+47 400 00 002' },
  { email: 'premium@demo.no', firstName: 'Per', lastName: 'Hansen', accessLevel: 3, phone: '+47 400 00 003' },
  { email: 'pro@demo.no', firstName: 'Ingrid', lastName: 'Johansen', accessLevel: 4, phone: '+47 400 00 004' },
  { email: 'admin@demo.no', firstName: 'Astrid', lastName: 'Admin', accessLevel: 5, phone: '+47 400 00 005' },
] as const;

/** Strapi's own panel (/cms): a content editor (products only) and the operators' super-admin. */
export const DEMO_CMS_EDITOR = { email: 'cms@demo.no', firstName: 'Content', lastName: 'Editor' };
export const DEMO_CMS_SUPER_ADMIN = { email: 'ops@demo.no', firstName: 'Drift', lastName: 'Plattform' };
