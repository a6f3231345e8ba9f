/** The strategic plan per company: its parts, the companies and the screen's messages. */
import { COMPANY_LABELS } from './idea';

export const PLAN_COMPANIES = ['overall', 'approach', 'aeda', 'enmodels'] as const;
export type PlanCompany = (typeof PLAN_COMPANIES)[number];
export const PLAN_COMPANY_LABELS: Record<PlanCompany, string> = {
  overall: 'Overall (All Companies)',
  ...COMPANY_LABELS,
};

export function isPlanCompany(value: unknown): value is PlanCompany {
  return (PLAN_COMPANIES as readonly unknown[]).includes(value);
}

/** The three goal lists, shortest horizon first. */
export const GOAL_LISTS = ['shortTermGoals', 'midTermGoals', 'longTermGoals'] as const;
export type GoalList = (typeof GOAL_LISTS)[number];

/** Timeline horizons: short term 0-6 months, mid term 6-18, long term 18+ (toMonths null: open-ended). */
export const GOAL_HORIZONS: Record<
  GoalList,
  { label: string; timeline: string; fromMonths: number; toMonths: number | null }
> = {
  shortTermGoals: { label: 'Short-term goals', timeline: '0-6 months', fromMonths: 0, toMonths: 6 },
  midTermGoals: { label: 'Mid-term goals', timeline: '6-18 months', fromMonths: 6, toMonths: 18 },
  longTermGoals: { label: 'Long-term goals', timeline: '18+ months', fromMonths: 18, toMonths: null },
};

export interface Goal {
  id: string;
  text: string;
  metric?: string;
  target?: string;
  timeline?: string;
}

export const ADVANTAGE_TYPES = ['strength', 'positioning'] as const;
export type AdvantageType = (typeof ADVANTAGE_TYPES)[number];
export const ADVANTAGE_TYPE_LABELS: Record<AdvantageType, string> = { strength: 'Strength', positioning: 'Positioning' };

export interface CompetitiveAdvantage {
  id: string;
  title: string;
  description: string;
  type: AdvantageType;
}

export interface DataMoatStrategy {
  collectionSources: { source: string; description: string }[];
  networkEffects: string[];
}

export interface SelectedIdea {
  ideaId: number;
  title: string;
  description: string;
  notes: string;
}

export const DATA_SOURCE_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type DataSourcePriority = (typeof DATA_SOURCE_PRIORITIES)[number];
export const DATA_SOURCE_STATUSES = ['active', 'partial', 'planned', 'research'] as const;
export type DataSourceStatus = (typeof DATA_SOURCE_STATUSES)[number];
export const DATA_SOURCE_PRIORITY_LABELS: Record<DataSourcePriority, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
export const DATA_SOURCE_STATUS_LABELS: Record<DataSourceStatus, string> = {
  active: 'Active',
  partial: 'Partial',
  planned: 'Planned',
  research: 'Research',
};

export interface DataSource {
  name: string;
  priority: DataSourcePriority;
  accessMethod: string;
  updateFrequency: string;
  status: DataSourceStatus;
  usedByIdeas: number[];
}

/** A saved plain selection (GET/POST /api/admin/strategic-plan). */
export interface PlanSelection {
  ideaId: number;
  notes: string;
}

export interface StrategicPlan {
  vision: string;
  shortTermGoals: Goal[];
  midTermGoals: Goal[];
  longTermGoals: Goal[];
  competitiveAdvantages: CompetitiveAdvantage[];
  dataMoatStrategy: DataMoatStrategy;
  selectedIdeas: SelectedIdea[];
  dataSources: DataSource[];
}

export const PLAN_MESSAGES = {
  saveFailed: (error?: string) => (error ? `Failed to save strategic plan: ${error}` : 'Failed to save strategic plan'),
  empty: (companyOrPlatform: string) => `No ideas found for ${companyOrPlatform}. Create some ideas first.`,
} as const;

/** The empty state of the plan screen: the company's label, or "the platform" for the overall plan. */
export function planEmptyMessage(company: PlanCompany): string {
  return PLAN_MESSAGES.empty(company === 'overall' ? 'the platform' : PLAN_COMPANY_LABELS[company]);
}

export const PLAN_TABLE_DESCRIPTION_MAX = 100;
export const PICKER_DESCRIPTION_MAX = 150;
