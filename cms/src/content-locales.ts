import type { Core } from '@strapi/strapi';

/**
 * The languages of translated content (Strapi i18n): Norwegian Bokmål, the default and fallback, and English. Made
 * at every start when missing, so a fresh database and an old one agree.
 */
export const CONTENT_LOCALES = [
  { code: 'nb', name: 'Norwegian Bokmål (nb)' },
  { code: 'en', name: 'English (en)' },
] as const;

export async function ensureContentLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = new Set(((await locales.find()) as Array<{ code: string }>).map((locale) => locale.code));
  for (const locale of CONTENT_LOCALES) if (!existing.has(locale.code)) await locales.create(locale);
  if ((await locales.getDefaultLocale()) !== CONTENT_LOCALES[0].code) await locales.setDefaultLocale({ code: CONTENT_LOCALES[0].code });
}
