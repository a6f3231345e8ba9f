import * as OTPAuth from 'otpauth';
import { TWO_FACTOR_PATHS, type TwoFactorSetup } from '@platform/shared';
import { api, bearer } from './api-client';

export type Client = () => ReturnType<typeof api>;

/** The code an authenticator app shows for the secret, `stepsAhead` steps of 30 s from now (each code works once). */
export const appCode = (secret: string, stepsAhead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** Turns two-factor sign-in on as its owner would: the set-up, then a code from the app. */
export async function turnOn(client: Client, jwt: string) {
  const setup = await client().post(TWO_FACTOR_PATHS.setup).set(bearer(jwt));
  expect(setup.status).toBe(200);
  const { secret } = setup.body as TwoFactorSetup;
  const enabled = await client()
    .post(TWO_FACTOR_PATHS.enable)
    .set(bearer(jwt))
    .send({ code: appCode(secret) });
  expect(enabled.status).toBe(200);
  return { secret, jwt: enabled.body.jwt as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
}
