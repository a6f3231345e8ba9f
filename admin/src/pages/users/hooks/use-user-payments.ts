import { useApiUrl, useCustom, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import type { Payment, Plan } from '@platform/shared';
import { failureNotice } from '../../../utils/server-message';
import { USERS_RESOURCE, USER_TEXTS } from '../labels';

export interface UserPayments {
  payments: Payment[];
  /** NOK: paid minus refunded. */
  totalSpent: number;
}

/** What the Registrer betaling form posts. */
export interface PaymentBody {
  productId: string;
  planId?: number;
  /** NOK. */
  amount: number;
  status: 'paid' | 'refunded';
  paidAt?: string;
  reference?: string;
}

/** The user's payments, newest first as the server sends them, with what they come to. */
export function useUserPayments(userId: number) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<UserPayments, HttpError>({
    url: `${apiUrl}/${USERS_RESOURCE}/${userId}/payments`,
    method: 'get',
    errorNotification: failureNotice(USER_TEXTS.paymentsFailed),
  });
  return { answer: query.data?.data, loading: query.isLoading, failed: query.isError, refetch: query.refetch };
}

/**
 * Registers a payment or a refund. The list refetches, and so does the user, whose total spent it changes. A refusal
 * is for the form to show (it stays open to correct).
 */
export function useRegisterPayment(userId: number) {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<Payment, HttpError, PaymentBody>();
  const register = async (body: PaymentBody): Promise<Payment> => {
    const { data } = await mutateAsync({
      url: `${apiUrl}/${USERS_RESOURCE}/${userId}/payments`,
      method: 'post',
      values: body,
      successNotification: () => ({ type: 'success', message: USER_TEXTS.paymentSaved }),
      errorNotification: false,
    });
    await invalidate({ resource: USERS_RESOURCE, id: userId, invalidates: ['detail'] });
    return data;
  };
  return { register, saving: mutation.isPending, error: mutation.error, reset: mutation.reset };
}

/** A product's plans for the form's plan select; nothing is asked until a product is chosen. */
export function usePlans(productId: string | undefined) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<Plan[], HttpError>({
    url: `${apiUrl}/products/${encodeURIComponent(productId ?? '')}/plans`,
    method: 'get',
    queryOptions: { enabled: Boolean(productId) },
    errorNotification: failureNotice(USER_TEXTS.plansFailed),
  });
  const plans = query.data?.data;
  return { plans: Array.isArray(plans) ? plans : [], loading: Boolean(productId) && query.isLoading };
}
