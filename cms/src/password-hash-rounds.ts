import type { Core } from '@strapi/strapi';
import { platformMode } from './platform-mode';

/** bcrypt's cost for the platform's accounts (users-permissions' own default). */
const ROUNDS = 10;
/** The least a throwaway demo platform may ask for: its passwords are public, and its tests sign in thousands of times. */
const DEMO_MIN_ROUNDS = 4;

/**
 * A demo platform may hash passwords with fewer bcrypt rounds (PASSWORD_HASH_ROUNDS): each hash and each sign-in in
 * the pure-JavaScript bcrypt costs about 0.2 s of CPU at 10 rounds, most of a test run's sign-ins and sign-ups. A
 * production platform always uses at least 10, whatever the setting says.
 */
export function setPasswordHashRounds(strapi: Core.Strapi): void {
  const asked = Number(process.env.PASSWORD_HASH_ROUNDS ?? ROUNDS);
  const least = platformMode() === 'production' ? ROUNDS : DEMO_MIN_ROUNDS;
  const rounds = Number.isInteger(asked) ? Math.min(Math.max(asked, least), 31) : ROUNDS;
  if (rounds !== asked) strapi.log.warn(`PASSWORD_HASH_ROUNDS=${process.env.PASSWORD_HASH_ROUNDS} is not allowed here: ${rounds} rounds.`);
  // users-permissions reads the cost from the password attribute at each hash.
  const password = strapi.getModel('plugin::users-permissions.user').attributes.password as { encryption?: { rounds: number } };
  password.encryption = { rounds };
}

/** The bcrypt cost the platform's passwords are hashed at now. */
export function passwordRounds(strapi: Core.Strapi): number {
  const password = strapi.getModel('plugin::users-permissions.user').attributes.password as { encryption?: { rounds: number } };
  return password.encryption?.rounds ?? ROUNDS;
}
