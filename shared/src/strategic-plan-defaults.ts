/** What a plan starts from when nothing is saved: empty parts, default goals and Norwegian public data sources. */
import { GOAL_LISTS, type DataSource, type Goal, type GoalList, type StrategicPlan } from './strategic-plan';

/** A new data source (Add Data Source dialog): priority medium and status planned unless chosen. */
export function newDataSource(name: string, fields: Partial<Omit<DataSource, 'name'>> = {}): DataSource {
  return {
    name: name.trim(),
    priority: 'medium',
    accessMethod: '',
    updateFrequency: '',
    status: 'planned',
    usedByIdeas: [],
    ...fields,
  };
}

export function emptyPlan(): StrategicPlan {
  return {
    vision: '',
    shortTermGoals: [],
    midTermGoals: [],
    longTermGoals: [],
    competitiveAdvantages: [],
    dataMoatStrategy: { collectionSources: [], networkEffects: [] },
    selectedIdeas: [],
    dataSources: [],
  };
}

/** The Norwegian public data sources a plan starts from when none are saved. */
export const DEFAULT_DATA_SOURCES: readonly DataSource[] = [
  {
    name: 'Kartverket – Matrikkelen (property register)',
    priority: 'critical',
    accessMethod: 'Matrikkel API (agreement with Kartverket)',
    updateFrequency: 'Daily',
    status: 'planned',
    usedByIdeas: [],
  },
  {
    name: 'Kartverket – Geonorge map and address data',
    priority: 'high',
    accessMethod: 'Open API and downloads (Geonorge)',
    updateFrequency: 'Daily',
    status: 'active',
    usedByIdeas: [],
  },
  {
    name: 'SSB – Statistics Norway (Statistikkbanken)',
    priority: 'high',
    accessMethod: 'Open PxWebApi',
    updateFrequency: 'Monthly',
    status: 'active',
    usedByIdeas: [],
  },
  {
    name: 'Brønnøysundregistrene – Enhetsregisteret',
    priority: 'high',
    accessMethod: 'Open REST API (data.brreg.no)',
    updateFrequency: 'Daily',
    status: 'active',
    usedByIdeas: [],
  },
  {
    name: 'Statens vegvesen – kjøretøyregisteret (vehicle register)',
    priority: 'high',
    accessMethod: 'Vehicle data API (API key)',
    updateFrequency: 'Daily',
    status: 'planned',
    usedByIdeas: [],
  },
  {
    name: 'Finn.no listings',
    priority: 'medium',
    accessMethod: 'No open API; partner feeds and manual samples',
    updateFrequency: 'Daily',
    status: 'partial',
    usedByIdeas: [],
  },
  {
    name: 'NAV – arbeidsplassen.no job ads and labour statistics',
    priority: 'medium',
    accessMethod: 'Open job ads API and statistics downloads',
    updateFrequency: 'Weekly',
    status: 'research',
    usedByIdeas: [],
  },
  {
    name: 'Doffin – public procurement notices',
    priority: 'medium',
    accessMethod: 'Doffin API',
    updateFrequency: 'Daily',
    status: 'research',
    usedByIdeas: [],
  },
];

/** Norwegian-market goals a plan starts from when none are saved. */
export const DEFAULT_GOALS: Readonly<Record<GoalList, readonly Goal[]>> = {
  shortTermGoals: [
    {
      id: 'default-short-1',
      text: 'Launch an MVP to Norwegian users and win the first paying customers',
      metric: 'Paying customers',
      target: '50',
      timeline: '0-6 months',
    },
    {
      id: 'default-short-2',
      text: 'Connect the core public data sources: Kartverket, SSB and Brønnøysundregistrene',
      metric: 'Data sources in production',
      target: '3',
      timeline: '0-6 months',
    },
  ],
  midTermGoals: [
    {
      id: 'default-mid-1',
      text: 'Reach product-market fit in Norway, in Oslo, Bergen, Trondheim and Stavanger first',
      metric: 'Monthly active users',
      target: '10 000',
      timeline: '6-18 months',
    },
    {
      id: 'default-mid-2',
      text: 'Sign distribution partnerships with Norwegian banks, estate agents or insurers',
      metric: 'Signed partners',
      target: '3',
      timeline: '6-18 months',
    },
  ],
  longTermGoals: [
    {
      id: 'default-long-1',
      text: 'Become the leading Norwegian service in our categories, built on a data moat others cannot copy',
      metric: 'Market share in Norway',
      target: '25 %',
      timeline: '18+ months',
    },
    {
      id: 'default-long-2',
      text: 'Expand from Norway to Sweden and Denmark',
      metric: 'Nordic markets served',
      target: '3',
      timeline: '18+ months',
    },
  ],
};

/**
 * The plan as exported: missing parts empty, and the default goals and data sources when none are saved. The
 * goal defaults apply only when no list holds a goal, so that saved goals are never mixed with defaults.
 */
export function withPlanDefaults(plan: Partial<StrategicPlan> | null | undefined): StrategicPlan {
  const listOf = <T>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);
  const moat = plan?.dataMoatStrategy;
  // Only the plan's own parts: whatever else the stored object carries stays out of the export.
  const full: StrategicPlan = {
    vision: typeof plan?.vision === 'string' ? plan.vision : '',
    shortTermGoals: listOf(plan?.shortTermGoals),
    midTermGoals: listOf(plan?.midTermGoals),
    longTermGoals: listOf(plan?.longTermGoals),
    competitiveAdvantages: listOf(plan?.competitiveAdvantages),
    dataMoatStrategy: { collectionSources: listOf(moat?.collectionSources), networkEffects: listOf(moat?.networkEffects) },
    selectedIdeas: listOf(plan?.selectedIdeas),
    dataSources: listOf(plan?.dataSources),
  };
  if (GOAL_LISTS.every((key) => full[key].length === 0)) {
    for (const key of GOAL_LISTS) full[key] = DEFAULT_GOALS[key].map((goal) => ({ ...goal }));
  }
  if (full.dataSources.length === 0) full.dataSources = DEFAULT_DATA_SOURCES.map((s) => ({ ...s, usedByIdeas: [] }));
  return full;
}
