import { formatRecoveryCode, isTwoFactorChallenge, readTwoFactorCode, twoFactorRequired } from './two-factor';

describe('two-factor codes as typed', () => {
  it('reads six digits as an app code, with spaces forgiven', () => {
    expect(readTwoFactorCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
    expect(readTwoFactorCode(' 012345 ')).toEqual({ kind: 'totp', code: '012345' });
  });

  it('reads a recovery code in any case, with or without its dash', () => {
    expect(readTwoFactorCode('abcde-fghjk')).toEqual({ kind: 'recovery', code: 'ABCDEFGHJK' });
    expect(readTwoFactorCode('ABCDEFGHJK')).toEqual({ kind: 'recovery', code: 'ABCDEFGHJK' });
  });

  it('reads nothing else as a code', () => {
    for (const input of ['', '12345', '1234567', 'ABCDE-FGHJ0', 'ABCDEFGHIJ', '12 34 5a', null, 123456, { code: '123456' }]) {
      expect(readTwoFactorCode(input)).toBeNull();
    }
  });

  it('shows a recovery code in two groups of five', () => {
    expect(formatRecoveryCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });
});

describe('who must use two-factor sign-in', () => {
  it('is administrators in production mode only', () => {
    expect(twoFactorRequired({ accessLevel: 5 }, 'production')).toBe(true);
    expect(twoFactorRequired({ accessLevel: 4 }, 'production')).toBe(false);
    expect(twoFactorRequired({ accessLevel: 5 }, 'demo')).toBe(false);
  });

  it('knows a challenge answer from a sign-in', () => {
    expect(isTwoFactorChallenge({ twoFactorRequired: true, challenge: 'x' })).toBe(true);
    expect(isTwoFactorChallenge({ jwt: 'x', user: {} })).toBe(false);
    expect(isTwoFactorChallenge(null)).toBe(false);
  });
});
