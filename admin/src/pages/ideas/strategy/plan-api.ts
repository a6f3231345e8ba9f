import type { Idea, PlanCompany, PlanSelection, StrategicPlan } from '@platform/shared';
import { API_ADMIN_URL } from '../../../config/constants';
import { httpClient } from '../../../providers/http-client';

// The plan's calls go through the shared axios instance: each carries the bearer token, and a failure rejects with
// Refine's HttpError ({ message: the server's error.message, statusCode }).

const PLAN_URL = `${API_ADMIN_URL}/strategic-plan`;
const SAVE_URL = `${PLAN_URL}/save`;

/** The company's saved plan, or null before its first save. */
export async function fetchPlan(company: PlanCompany): Promise<StrategicPlan | null> {
  const { data } = await httpClient.get<{ company: PlanCompany; plan: StrategicPlan | null }>(SAVE_URL, { params: { company } });
  return data?.plan ?? null;
}

/**
 * Saves the company's plan and answers it as the server stored it (normalised). `imported` asks the server for the
 * import rules: each goal then needs metric, target and timeline.
 */
export async function savePlan(company: PlanCompany, planData: StrategicPlan, options: { imported?: boolean } = {}): Promise<StrategicPlan> {
  const body = options.imported ? { planData, company, imported: true } : { planData, company };
  const { data } = await httpClient.post<{ company: PlanCompany; plan: StrategicPlan }>(SAVE_URL, body, { params: { company } });
  return data.plan;
}

/** The plain idea selections of the Build Strategic Plan dialog. */
export async function fetchSelections(): Promise<PlanSelection[]> {
  const { data } = await httpClient.get<{ selections: PlanSelection[] }>(PLAN_URL);
  return Array.isArray(data?.selections) ? data.selections : [];
}

export async function saveSelections(selections: PlanSelection[]): Promise<PlanSelection[]> {
  const { data } = await httpClient.post<{ selections: PlanSelection[] }>(PLAN_URL, { selections });
  return data.selections;
}

/** Every idea of the company (all of them for the overall plan), with all fields, for the pickers and the export. */
export async function fetchPlanIdeas(company: PlanCompany): Promise<Idea[]> {
  const params = company === 'overall' ? { fields: 'all' } : { fields: 'all', company };
  const { data } = await httpClient.get<Idea[]>(`${API_ADMIN_URL}/ideas`, { params });
  return Array.isArray(data) ? data : [];
}
