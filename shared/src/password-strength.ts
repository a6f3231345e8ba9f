import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './access';

/**
 * Whether a password is good enough, by zxcvbn's estimate of how many guesses it takes. Kept out of the package's
 * index: its dictionaries weigh about 1 MB, so the server imports it by path and no browser bundle carries it.
 */

/** zxcvbn's scale: 0-1 fall to an online attack in hours; 2 and up hold against a rate-limited one. */
export const PASSWORD_MIN_SCORE = 2;

/** Words every Norwegian user is tempted by, which the common (mostly English) lists lack. */
const NORWEGIAN_WORDS = ['passord', 'hemmelig', 'velkommen', 'sommer', 'vinter', 'norge', 'plattform', 'qwertyuiopå', 'kjæreste', 'elskerdeg'];

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, norwegian: NORWEGIAN_WORDS },
  graphs: common.adjacencyGraphs,
});

/** The e-mail address, its name part and the person's names: a password must not be built from them. */
function personalWords(personal: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of personal) {
    const text = (value ?? '').trim().toLowerCase();
    if (text.length < 3) continue;
    words.add(text);
    const local = text.split('@')[0];
    if (local.length >= 3) words.add(local);
  }
  return [...words];
}

/** The message for a password the platform refuses, or null when it is accepted. */
export function passwordProblem(password: string, personal: readonly (string | null | undefined)[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  const lower = password.toLowerCase();
  const words = personalWords(personal);
  if (words.some((word) => lower.includes(word))) return AUTH_MESSAGES.passwordPersonal;
  return zxcvbn.check(password, words).score < PASSWORD_MIN_SCORE ? AUTH_MESSAGES.passwordWeak : null;
}
