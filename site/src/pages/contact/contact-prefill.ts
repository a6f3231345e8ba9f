import { useQueryClient } from '@tanstack/react-query';
import { INQUIRY_LIMITS, PRODUCT_NAMES, type InquiryType, type ProductId } from '@platform/shared';
import { productQueries } from '../../api/queries';
import { localePath, localizedTexts, useLocale, type Locale } from '../../i18n';

/** No payment provider is connected: a plan is ordered by writing to us, as a plain contact inquiry. */
export const ORDER_INQUIRY_TYPE: InquiryType = 'contact';

/** The contact form, set up to order a plan of a product (or the product): /{locale}/contact?type=contact&product=…&plan=…. */
export function orderPath(locale: Locale, productId: string, plan?: string): string {
  const params = new URLSearchParams({ type: ORDER_INQUIRY_TYPE, product: productId, ...(plan ? { plan } : {}) });
  return `${localePath(locale, '/contact')}?${params}`;
}

const no = {
  message: (product: string, plan: string | null) =>
    plan ? `Jeg vil gjerne bestille planen «${plan}» for ${product}.` : `Jeg vil gjerne bestille et abonnement på ${product}.`,
};
const en: typeof no = {
  message: (product, plan) =>
    plan ? `I would like to order the plan “${plan}” for ${product}.` : `I would like to order a subscription to ${product}.`,
};
const useTexts = localizedTexts({ no, en });

// A name from the address is only text in a form, but keep it short.
const clip = (value: string | null, max: number) => (value ? value.trim().slice(0, max) || null : null);

/**
 * What the contact page fills in from `?product=&plan=` (the pricing page's 'Velg'): the subject, sent as the
 * inquiry's service, and the start of the message. The product's name is the one the pricing page loaded, else the
 * registry's, else its id. Null without a product.
 */
export function useOrderPrefill(params: URLSearchParams): { service: string; message: string } | null {
  const texts = useTexts();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const productId = clip(params.get('product'), 100);
  const plan = clip(params.get('plan'), 100);
  if (!productId) return null;
  const loaded = queryClient.getQueryData(productQueries.one(productId, locale).queryKey);
  const product = loaded?.name ?? PRODUCT_NAMES[productId as ProductId] ?? productId;
  return {
    service: (plan ? `${product} – ${plan}` : product).slice(0, INQUIRY_LIMITS.service),
    message: texts.message(product, plan).slice(0, INQUIRY_LIMITS.messageMax),
  };
}
