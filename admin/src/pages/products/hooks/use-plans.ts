import { useList, useUpdate, type HttpError } from '@refinedev/core';
import { PRODUCT_SETTINGS_MESSAGES, type Plan } from '@platform/shared';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { PRODUCTS_RESOURCE } from '../labels';
import { useNotice } from './use-notice';

export type PlanChange = Partial<Pick<Plan, 'price_monthly' | 'price_yearly' | 'is_active'>>;

/** A product's plans live under it: /products/:id/plans, and /products/:id/plans/:planId for one. */
const plansResource = (productId: string) => `${PRODUCTS_RESOURCE}/${encodeURIComponent(productId)}/plans`;

export function usePlans(productId: string) {
  const { result, query } = useList<Plan, HttpError>({
    resource: plansResource(productId),
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  return { plans: [...result.data].sort((a, b) => a.order - b.order), loading: query.isLoading, failed: query.isError };
}

/** Saves one change of one plan at once (a price or the switch), and says how it went. */
export function useUpdatePlan(productId: string) {
  const notice = useNotice();
  const { mutateAsync } = useUpdate<Plan, HttpError, PlanChange>();
  return async (planId: number, values: PlanChange) => {
    try {
      await mutateAsync({ resource: plansResource(productId), id: planId, values, ...NO_NOTICES });
      notice.success(PRODUCT_SETTINGS_MESSAGES.planSaved);
    } catch (error) {
      notice.error(PRODUCT_SETTINGS_MESSAGES.planFailed, serverMessage(error, 'Please try again.'));
    }
  };
}
