import type { Rule } from 'antd/es/form';
import { PRODUCT_LIMITS, PRODUCT_SETTINGS_MESSAGES, isLinkTarget } from '@platform/shared';

// The server's rules, asked before sending so a mistake shows on its field at once; the server still checks.

export const requiredRule = (label: string): Rule => ({
  validator: (_, value) =>
    typeof value === 'string' && value.trim() ? Promise.resolve() : Promise.reject(new Error(PRODUCT_SETTINGS_MESSAGES.required(label))),
});

/** At most `max` characters, counted as the server does (trimmed). */
export const maxRule = (label: string, max: number): Rule => ({
  validator: (_, value) =>
    typeof value === 'string' && value.trim().length > max
      ? Promise.reject(new Error(PRODUCT_SETTINGS_MESSAGES.tooLong(label, max)))
      : Promise.resolve(),
});

/** A web address or a path on this site; empty is allowed. */
export const linkRule = (label: string): Rule => ({
  validator: (_, value) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return !text || (text.length <= PRODUCT_LIMITS.url && isLinkTarget(text))
      ? Promise.resolve()
      : Promise.reject(new Error(PRODUCT_SETTINGS_MESSAGES.badUrl(label)));
  },
});
