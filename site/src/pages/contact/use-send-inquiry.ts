import { useState } from 'react';
import { useLocation } from 'react-router';
import type { FormInstance } from 'antd';
import { INQUIRY_LIMITS, translateInquiryMessage, validateInquiry, type FieldError, type InquiryType } from '@platform/shared';
import { ApiError } from '../../api/http';
import { postInquiry } from '../../api/inquiries';
import { useLocale, useT } from '../../i18n';
import { storedVisitIds } from '../../visit-tracking/use-visit-tracking';
import { errorText } from '../auth/error-text';

/** What the visitor types; the trap field is among them, empty unless a bot fills it. */
export interface InquiryValues {
  inquiry_type?: InquiryType;
  name?: string;
  email?: string;
  phone?: string;
  company?: string;
  message?: string;
  [trap: string]: string | undefined;
}

/** The fields the form shows: their errors go under them, any other under the form. */
export const FORM_FIELDS = ['inquiry_type', 'name', 'email', 'phone', 'company', 'message'];

/**
 * Sends the form with what the visitor did not type: the type and service a product page fixes, the page it was sent
 * from and the visit tracking's ids. The shared rules are checked first, in the page's language; the server's field
 * messages (Norwegian) are shown in it too. The typed text stays on any failure.
 */
export function useSendInquiry(form: FormInstance<InquiryValues>, fixed: { type?: InquiryType; service?: string }) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function showErrors(errors: FieldError[]) {
    form.setFields(errors.filter((e) => FORM_FIELDS.includes(e.field)).map((e) => ({ name: e.field, errors: [e.message] })));
    const others = errors.filter((e) => !FORM_FIELDS.includes(e.field));
    setError(others.length > 0 ? others.map((e) => e.message).join(' ') : null);
  }

  async function send(values: InquiryValues) {
    setError(null);
    const body = {
      ...values,
      ...(fixed.type ? { inquiry_type: fixed.type } : {}),
      ...(fixed.service ? { service: fixed.service } : {}),
      source_url: pathname.slice(0, INQUIRY_LIMITS.sourceUrl),
      ...storedVisitIds(),
    };
    const checked = validateInquiry(body, locale);
    if (!checked.ok) return showErrors(checked.errors);
    setSending(true);
    try {
      await postInquiry(body);
      // Another inquiry keeps who is writing, not what was written.
      form.resetFields(['message']);
      setSent(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.length > 0) {
        showErrors(failure.fieldErrors.map((e) => ({ ...e, message: translateInquiryMessage(e.message, locale) })));
      } else setError(failure instanceof ApiError && failure.status === 429 ? t.inquiry.rateLimited : errorText(failure, t));
    } finally {
      setSending(false);
    }
  }

  const again = () => {
    setSent(false);
    setError(null);
  };
  return { send, sending, sent, error, again };
}
