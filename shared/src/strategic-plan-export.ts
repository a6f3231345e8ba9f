/** The plan export: JSON or Markdown, with the company's top ideas by fit, and its file name. */
import { IMPLEMENTATION_PHASES, IMPLEMENTATION_PHASE_LABELS, type Idea, type ImplementationPhase } from './idea';
import { osloIsoDate } from './idea-export';
import { formatDateTime } from './format';
import { escapeMarkdownLine, escapeMarkdownText } from './markdown-text';
import {
  ADVANTAGE_TYPE_LABELS,
  DATA_SOURCE_PRIORITY_LABELS,
  DATA_SOURCE_STATUS_LABELS,
  GOAL_HORIZONS,
  GOAL_LISTS,
  PLAN_COMPANY_LABELS,
  PLAN_TABLE_DESCRIPTION_MAX,
  planEmptyMessage,
  type Goal,
  type PlanCompany,
  type StrategicPlan,
} from './strategic-plan';
import { withPlanDefaults } from './strategic-plan-defaults';
import { ideasForPlanCompany, topIdeasByStrategicFit, truncateDescription } from './strategic-plan-ideas';

export const PLAN_EXPORT_FORMATS = ['json', 'md'] as const;
export type PlanExportFormat = (typeof PLAN_EXPORT_FORMATS)[number];
export const PLAN_TOP_IDEAS = 10;

export interface PlanExportTopIdea {
  id: number;
  title: string;
  strategic_fit_score: number | null;
  implementation_phase: ImplementationPhase | null;
}

export interface PlanExport {
  company: PlanCompany;
  exportedAt: string;
  plan: StrategicPlan;
  topIdeas: PlanExportTopIdea[];
}

/** The implementation phases, as the export writes them: "Phase 1 – Q1 2025 Foundation". */
export const PLAN_PHASE_LABELS = Object.fromEntries(
  IMPLEMENTATION_PHASES.map((phase, i) => [
    phase,
    phase === 'none' ? IMPLEMENTATION_PHASE_LABELS.none : `Phase ${i + 1} – ${IMPLEMENTATION_PHASE_LABELS[phase]}`,
  ]),
) as Record<ImplementationPhase, string>;

/** One table cell: a value on one line with its Markdown (the '|' included) escaped. */
const cell = (value: string) => escapeMarkdownLine(value.trim());
const line = (value: string) => escapeMarkdownLine(value.trim());

function table(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function goalLine(goal: Goal): string {
  const details = [
    goal.metric ? `Metric: ${goal.metric}` : '',
    goal.target ? `Target: ${goal.target}` : '',
    goal.timeline ? `Timeline: ${goal.timeline}` : '',
  ].filter(Boolean);
  return `- ${line([goal.text, ...details].filter(Boolean).join(' — '))}`;
}

function score(value: number | null): string {
  return typeof value === 'number' ? `${value}/10` : 'Not scored';
}

function markdownOf(exported: PlanExport): string {
  const { plan, company } = exported;
  const sections: string[] = [
    `# Strategic Plan – ${line(PLAN_COMPANY_LABELS[company])}`,
    `Exported ${line(formatDateTime(exported.exportedAt))}`,
    `## Vision\n\n${plan.vision.trim() ? escapeMarkdownText(plan.vision.trim()) : 'No vision set.'}`,
  ];
  for (const key of GOAL_LISTS) {
    const { label, timeline } = GOAL_HORIZONS[key];
    const goals = plan[key];
    sections.push(`## ${label} (${timeline})\n\n${goals.length ? goals.map(goalLine).join('\n') : 'No goals set.'}`);
  }
  const advantages = plan.competitiveAdvantages.map(
    (a) => `### ${line(a.title || ADVANTAGE_TYPE_LABELS[a.type])}\n\n${line(`${ADVANTAGE_TYPE_LABELS[a.type]}: ${a.description}`)}`,
  );
  sections.push(['## Competitive Advantages', ...(advantages.length ? advantages : ['No competitive advantages set.'])].join('\n\n'));
  const { collectionSources, networkEffects } = plan.dataMoatStrategy;
  sections.push(
    [
      '## Data Moat Strategy',
      '### Collection sources',
      collectionSources.length
        ? collectionSources.map((s) => `- ${line(s.description ? `${s.source}: ${s.description}` : s.source)}`).join('\n')
        : 'No collection sources set.',
      '### Network effects',
      networkEffects.length ? networkEffects.map((effect) => `- ${line(effect)}`).join('\n') : 'No network effects set.',
    ].join('\n\n'),
  );
  sections.push(
    `## Selected Ideas\n\n${
      plan.selectedIdeas.length
        ? table(
            ['ID', 'Title', 'Description', 'Notes'],
            plan.selectedIdeas.map((i) => [
              `#${i.ideaId}`,
              i.title,
              truncateDescription(i.description, PLAN_TABLE_DESCRIPTION_MAX),
              i.notes,
            ]),
          )
        : 'No ideas selected.'
    }`,
  );
  sections.push(
    `## Data Sources\n\n${
      plan.dataSources.length
        ? table(
            ['Name', 'Priority', 'Access method', 'Update frequency', 'Status', 'Used by ideas'],
            plan.dataSources.map((s) => [
              s.name,
              DATA_SOURCE_PRIORITY_LABELS[s.priority] ?? s.priority,
              s.accessMethod,
              s.updateFrequency,
              DATA_SOURCE_STATUS_LABELS[s.status] ?? s.status,
              s.usedByIdeas.map((id) => `#${id}`).join(', '),
            ]),
          )
        : 'No data sources set.'
    }`,
  );
  sections.push(
    `## Top ${PLAN_TOP_IDEAS} ideas by strategic fit\n\n${
      exported.topIdeas.length
        ? table(
            ['#', 'ID', 'Title', 'Strategic fit', 'Implementation phase'],
            exported.topIdeas.map((idea, i) => [
              String(i + 1),
              `#${idea.id}`,
              idea.title,
              score(idea.strategic_fit_score),
              idea.implementation_phase ? (PLAN_PHASE_LABELS[idea.implementation_phase] ?? idea.implementation_phase) : PLAN_PHASE_LABELS.none,
            ]),
          )
        : line(planEmptyMessage(company))
    }`,
  );
  return sections.join('\n\n') + '\n';
}

/** The plan export's content: the plan with defaults filled, and the company's top 10 by fit. */
export function planExportData(
  plan: Partial<StrategicPlan> | null | undefined,
  company: PlanCompany,
  ideas: readonly Idea[],
  now: Date = new Date(),
): PlanExport {
  return {
    company,
    exportedAt: now.toISOString(),
    plan: withPlanDefaults(plan),
    topIdeas: topIdeasByStrategicFit(ideasForPlanCompany(ideas, company), PLAN_TOP_IDEAS).map((idea) => ({
      id: idea.id,
      title: idea.title,
      strategic_fit_score: idea.strategic_fit_score ?? null,
      implementation_phase: idea.implementation_phase ?? null,
    })),
  };
}

/**
 * Download/View JSON or Markdown of the plan screen and the Build Strategic Plan dialog. JSON: the PlanExport,
 * indented, which the import reads back. Markdown: a document with every value escaped, so that it renders as written.
 */
export function exportPlan(
  plan: Partial<StrategicPlan> | null | undefined,
  company: PlanCompany,
  ideas: readonly Idea[],
  format: PlanExportFormat,
  now: Date = new Date(),
): string {
  const exported = planExportData(plan, company, ideas, now);
  return format === 'json' ? JSON.stringify(exported, null, 2) : markdownOf(exported);
}

/** `strategic-plan-{company}-{YYYY-MM-DD}.{json|md}`, dated by the day in Norway. */
export function planExportFileName(company: PlanCompany, date: Date, ext: PlanExportFormat): string {
  return `strategic-plan-${company}-${osloIsoDate(date)}.${ext}`;
}
