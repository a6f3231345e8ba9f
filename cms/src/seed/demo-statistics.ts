import type { Core } from '@strapi/strapi';
import { NORWEGIAN_COUNTIES } from '@platform/shared';
import { STATISTICS_SERIES_TABLE } from '../listings/statistics-series-table';
import { saveStatisticsPoints, type StatisticsPoint } from '../listings/statistics-series-writes';
import { drawsFrom, seededRandom } from './seeded-random';

/**
 * Sample yearly statistics per county for the Market Intelligence page's companies, health and education tabs
 * (documented as sample data, not official figures): levels and trends near Norway's, each county's share or offset
 * near its own, with a little deterministic noise.
 */
export const DEMO_STATISTICS_YEARS = { from: 2015, to: 2025 } as const;

interface CountyPlan {
  /** Inhabitants in thousands (2024, rounded): counts are shared out by it. */
  population: number;
  /** Years of life expectancy, percentage points of sick leave, higher education and completion, against the country. */
  lifeExpectancy: number;
  sickLeave: number;
  higherEducation: number;
  completion: number;
  /** Companies per inhabitant against the country's (the capital area registers most). */
  business: number;
}

const COUNTIES: Record<string, CountyPlan> = {
  Agder: { population: 322, lifeExpectancy: 0.2, sickLeave: 0.3, higherEducation: -3, completion: 0, business: 0.9 },
  Akershus: { population: 728, lifeExpectancy: 0.8, sickLeave: -0.4, higherEducation: 8, completion: 4, business: 1.05 },
  Buskerud: { population: 272, lifeExpectancy: 0, sickLeave: 0.1, higherEducation: -4, completion: -1, business: 0.95 },
  Finnmark: { population: 75, lifeExpectancy: -1.6, sickLeave: 0.9, higherEducation: -6, completion: -9, business: 0.75 },
  Innlandet: { population: 375, lifeExpectancy: -0.3, sickLeave: 0.4, higherEducation: -7, completion: -1, business: 0.85 },
  'Møre og Romsdal': { population: 270, lifeExpectancy: 0.4, sickLeave: 0, higherEducation: -5, completion: 2, business: 0.85 },
  Nordland: { population: 243, lifeExpectancy: -0.4, sickLeave: 0.6, higherEducation: -5, completion: -3, business: 0.8 },
  Oslo: { population: 717, lifeExpectancy: 0.3, sickLeave: -1, higherEducation: 18, completion: 2, business: 1.45 },
  Rogaland: { population: 500, lifeExpectancy: 0.4, sickLeave: -0.2, higherEducation: 0, completion: 2, business: 0.95 },
  Telemark: { population: 177, lifeExpectancy: -0.4, sickLeave: 0.5, higherEducation: -6, completion: -2, business: 0.85 },
  Troms: { population: 170, lifeExpectancy: -0.5, sickLeave: 0.5, higherEducation: 1, completion: -2, business: 0.85 },
  Trøndelag: { population: 485, lifeExpectancy: 0.3, sickLeave: 0.2, higherEducation: 1, completion: 1, business: 0.9 },
  Vestfold: { population: 258, lifeExpectancy: 0, sickLeave: 0.2, higherEducation: -3, completion: -1, business: 1 },
  Vestland: { population: 650, lifeExpectancy: 0.4, sickLeave: 0, higherEducation: 1, completion: 2, business: 0.9 },
  Østfold: { population: 311, lifeExpectancy: -0.6, sickLeave: 0.6, higherEducation: -7, completion: -3, business: 0.9 },
};

/** The country's level per year, from 2015 on. */
const NATIONAL = {
  bankruptcies: [4_400, 4_300, 4_500, 4_300, 4_200, 3_700, 3_500, 4_200, 5_100, 5_600, 5_400],
  new_companies: [55_000, 57_500, 60_000, 62_000, 63_500, 66_000, 72_000, 68_000, 65_500, 66_500, 67_000],
  life_expectancy: [82.2, 82.4, 82.6, 82.8, 83.0, 83.2, 83.2, 83.1, 83.3, 83.5, 83.6],
  sick_leave_pct: [6.3, 6.3, 6.2, 6.1, 6.2, 6.6, 6.7, 7.2, 6.9, 6.8, 6.7],
  higher_education_pct: [32.0, 32.6, 33.2, 33.8, 34.4, 35.0, 35.6, 36.2, 36.8, 37.4, 38.0],
  upper_secondary_completion_pct: [73.0, 73.8, 74.5, 75.3, 76.0, 78.0, 79.5, 80.0, 80.2, 80.5, 80.8],
} as const;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Every series for every county and year (6 series × 15 counties × 11 years). */
export function demoStatisticsPoints(): StatisticsPoint[] {
  const draw = drawsFrom(seededRandom(20_150_101));
  const totalPopulation = Object.values(COUNTIES).reduce((sum, county) => sum + county.population, 0);
  const points: StatisticsPoint[] = [];
  for (const [, county] of NORWEGIAN_COUNTIES) {
    const plan = COUNTIES[county];
    if (!plan) throw new Error(`No sample statistics plan for the county ${county}`);
    const share = plan.population / totalPopulation;
    for (let year = DEMO_STATISTICS_YEARS.from; year <= DEMO_STATISTICS_YEARS.to; year += 1) {
      const index = year - DEMO_STATISTICS_YEARS.from;
      const values: Record<keyof typeof NATIONAL, number> = {
        bankruptcies: Math.round(NATIONAL.bankruptcies[index] * share * plan.business * draw.between(0.9, 1.1)),
        new_companies: Math.round(NATIONAL.new_companies[index] * share * plan.business * draw.between(0.95, 1.05)),
        life_expectancy: oneDecimal(NATIONAL.life_expectancy[index] + plan.lifeExpectancy + draw.between(-0.15, 0.15)),
        sick_leave_pct: oneDecimal(NATIONAL.sick_leave_pct[index] + plan.sickLeave + draw.between(-0.15, 0.15)),
        higher_education_pct: oneDecimal(NATIONAL.higher_education_pct[index] + plan.higherEducation + draw.between(-0.3, 0.3)),
        upper_secondary_completion_pct: oneDecimal(NATIONAL.upper_secondary_completion_pct[index] + plan.completion + draw.between(-0.6, 0.6)),
      };
      for (const [series_id, value] of Object.entries(values)) points.push({ series_id, county, year, value });
    }
  }
  return points;
}

/** The sample series, only into an empty table. */
export async function ensureDemoStatistics(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex(STATISTICS_SERIES_TABLE).first('id')) return;
  await saveStatisticsPoints(knex, demoStatisticsPoints());
}
