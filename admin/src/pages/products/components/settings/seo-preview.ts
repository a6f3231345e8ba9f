import type { ProductTexts } from '@platform/shared';
import type { TextLanguage } from './language-switch';
import type { SettingsFormValues } from './settings-fields';

export interface SeoPreview {
  title: string;
  description: string;
  url: string;
  socialTitle: string;
  socialDescription: string;
  socialImage: string | null;
}

const firstText = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim() ?? '';

/**
 * What a search engine and a shared link would show for the product page in a language, from the form as it is now:
 * each text falls back as the site does (English to Norwegian), and the meta texts to the product's own.
 */
export function seoPreview(values: Partial<SettingsFormValues>, language: TextLanguage, productId: string, image: string | null): SeoPreview {
  const english = language === 'en' ? (values.translations?.en ?? {}) : {};
  const text = (field: keyof ProductTexts) => firstText(english[field], values[field as keyof SettingsFormValues]);
  const title = firstText(text('meta_title'), values.name);
  const description = firstText(text('meta_description'), text('short_description'), text('description'));
  return {
    title,
    description,
    url: firstText(values.canonical_url) || `${window.location.origin}/${language}/products/${productId}`,
    socialTitle: firstText(text('og_title'), title),
    socialDescription: firstText(text('og_description'), description),
    socialImage: firstText(values.og_image) || image,
  };
}
