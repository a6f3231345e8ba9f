import { exportPlan, planExportFileName, type Idea, type PlanCompany, type PlanExportFormat, type StrategicPlan } from '@platform/shared';
import { downloadText } from '../../../utils/download';

export const PLAN_FORMAT_LABELS: Record<PlanExportFormat, string> = { json: 'JSON', md: 'Markdown' };

/** Saves the plan as strategic-plan-{company}-{date}.{json|md}; answers the file name. */
export function downloadPlan(
  plan: StrategicPlan | null,
  company: PlanCompany,
  ideas: readonly Idea[],
  format: PlanExportFormat,
  now: Date = new Date(),
): string {
  const fileName = planExportFileName(company, now, format);
  downloadText(exportPlan(plan, company, ideas, format, now), fileName);
  return fileName;
}
