import { AUTH_MESSAGES } from './access';
import { passwordProblem } from './password-strength';

describe('which passwords the platform accepts', () => {
  it('refuses common and trivial ones as too easy to guess', () => {
    for (const password of ['        ', '12345678', 'password', 'qwertyuiop', 'Passord123', 'Hemmelig123', 'aaaaaaaaaa']) {
      expect({ password, problem: passwordProblem(password) }).toEqual({ password, problem: AUTH_MESSAGES.passwordWeak });
    }
  });

  it('refuses the account’s own e-mail address, its name part and the person’s names', () => {
    expect(passwordProblem('kari.nordmann@example.no', ['kari.nordmann@example.no'])).toBe(AUTH_MESSAGES.passwordPersonal);
    expect(passwordProblem('Kari.Nordmann!2026', ['kari.nordmann@example.no'])).toBe(AUTH_MESSAGES.passwordPersonal);
    expect(passwordProblem('Solveig-i-fjellet-9', ['a@b.no', 'Solveig'])).toBe(AUTH_MESSAGES.passwordPersonal);
  });

  it('says when a password is too short before anything else', () => {
    expect(passwordProblem('Ab1!')).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it('accepts strong ones, the demo accounts’ included', () => {
    for (const password of ['Demo2026!', 'Kaffe-og-Kake-99', 'korrekt hest batteri stift']) expect(passwordProblem(password, ['kari@example.no'])).toBeNull();
  });
});
