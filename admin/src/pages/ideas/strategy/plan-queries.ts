import { useApiUrl, useCustom, useCustomMutation, useList, type HttpError } from '@refinedev/core';
import type { Idea, PlanCompany, PlanSelection, StrategicPlan } from '@platform/shared';
import { NO_NOTICES } from '../../../utils/server-message';

// The plan's calls: one-off actions of the admin API (GET/POST /strategic-plan/save per company, GET/POST
// /strategic-plan for the plain selections), read with useCustom and written with useCustomMutation; the ideas are
// the ideas resource. A failure is an HttpError ({ message: the server's error.message, statusCode }).

interface PlanAnswer {
  company: PlanCompany;
  plan: StrategicPlan | null;
}

/** The company's saved plan; `plan` is null before its first save (and while loading, or after a failure). */
export function usePlanQuery(company: PlanCompany, enabled = true) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<PlanAnswer, HttpError>({
    url: `${apiUrl}/strategic-plan/save`,
    method: 'get',
    config: { query: { company } },
    queryOptions: { enabled },
    errorNotification: false,
  });
  return { plan: query.data?.data?.plan ?? null, query };
}

/** The plain idea selections of the Build Strategic Plan dialog. */
export function useSelectionsQuery(enabled: boolean) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<{ selections: PlanSelection[] }, HttpError>({
    url: `${apiUrl}/strategic-plan`,
    method: 'get',
    queryOptions: { enabled },
    errorNotification: false,
  });
  const selections = query.data?.data?.selections;
  return { selections: Array.isArray(selections) ? selections : [], query };
}

/** Every idea of the company (all of them for the overall plan), with all fields, for the pickers and the export. */
export function usePlanIdeasQuery(company: PlanCompany) {
  const { result, query } = useList<Idea, HttpError>({
    resource: 'ideas',
    pagination: { mode: 'off' },
    meta: { queryParams: company === 'overall' ? { fields: 'all' } : { fields: 'all', company } },
    errorNotification: false,
  });
  return { ideas: result.data, query };
}

/**
 * Saves a company's plan and answers it as the server stored it (normalised). `imported` asks the server for the
 * import rules: each goal then needs metric, target and timeline.
 */
export function useSavePlan() {
  const apiUrl = useApiUrl();
  const { mutateAsync } = useCustomMutation<PlanAnswer, HttpError>();
  return async (company: PlanCompany, planData: StrategicPlan, options: { imported?: boolean } = {}): Promise<StrategicPlan> => {
    const values = options.imported ? { planData, company, imported: true } : { planData, company };
    const url = `${apiUrl}/strategic-plan/save?company=${encodeURIComponent(company)}`;
    const { data } = await mutateAsync({ url, method: 'post', values, ...NO_NOTICES });
    return data.plan as StrategicPlan;
  };
}

export function useSaveSelections() {
  const apiUrl = useApiUrl();
  const { mutateAsync } = useCustomMutation<{ selections: PlanSelection[] }, HttpError>();
  return async (selections: PlanSelection[]): Promise<PlanSelection[]> =>
    (await mutateAsync({ url: `${apiUrl}/strategic-plan`, method: 'post', values: { selections }, ...NO_NOTICES })).data.selections;
}
