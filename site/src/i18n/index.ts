import { createContext, useContext } from 'react';
import { LANGUAGES, type Language } from '@platform/shared';
import { en } from './en';
import { no, type Messages } from './no';

export type Locale = Language;
export const LOCALES = LANGUAGES;
export const DEFAULT_LOCALE: Locale = 'no';

const DICTIONARIES: Record<Locale, Messages> = { no, en };

export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * A page's or product's own dictionary as a hook: `export const useAutoTexts = localizedTexts<AutoTexts>({ no, en })`
 * (the English one must have every key the Norwegian one has, which its type says).
 */
export function localizedTexts<T>(texts: Record<Locale, T>): () => T {
  return function useTexts() {
    return texts[useLocale()];
  };
}

/** The current locale's dictionary: `const t = useT(); t.topBar.signIn`. */
export function useT(): Messages {
  return DICTIONARIES[useLocale()];
}

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** A site path in a locale: localePath('en', '/auth/sign-in') → '/en/auth/sign-in'. */
export function localePath(locale: Locale, page = '/'): string {
  return page === '/' || page === '' ? `/${locale}` : `/${locale}${page}`;
}

/** The same page in another locale; un-prefixed paths are Norwegian. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const [, first, ...rest] = pathname.split('/');
  const page = isLocale(first) ? `/${rest.join('/')}` : pathname;
  return localePath(target, page === '/' ? '/' : page.replace(/\/$/, ''));
}

export type { Messages };
