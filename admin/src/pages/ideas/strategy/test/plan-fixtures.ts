import { vi } from 'vitest';
import type { Idea, StrategicPlan } from '@platform/shared';
import { httpClient } from '../../../../providers/http-client';

/** An idea as GET /api/admin/ideas?fields=all answers it (only what the plan screens read). */
export function idea(id: number, fields: Partial<Idea> = {}): Idea {
  return {
    id,
    title: `Idea ${id}`,
    description: `About idea ${id}`,
    status: 'draft',
    priority: 'medium',
    rank: id,
    score: 5,
    company: 'aeda',
    idea_type: 'product',
    business_model: 'b2c',
    personal_enthusiasm: 5,
    user_tech_preference: null,
    implementation_phase: null,
    strategic_fit_score: 5,
    features: [],
    tags: [],
    required_data_sources: [],
    synergy_with_ideas: [],
    comment_count: 0,
    evaluation_count: 0,
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: '2026-01-15T10:00:00.000Z',
    ...fields,
  };
}

/** A small saved plan. */
export function savedPlan(fields: Partial<StrategicPlan> = {}): StrategicPlan {
  return {
    vision: 'Norges smarteste boligplattform',
    shortTermGoals: [{ id: 'g-1', text: 'Lansere MVP', metric: 'Kunder', target: '100', timeline: '0-6 months' }],
    midTermGoals: [],
    longTermGoals: [],
    competitiveAdvantages: [{ id: 'a-1', title: 'Data', description: 'Unike data', type: 'strength' }],
    dataMoatStrategy: { collectionSources: [{ source: 'Brukere', description: 'Egne målinger' }], networkEffects: ['Flere brukere, bedre data'] },
    selectedIdeas: [],
    dataSources: [{ name: 'SSB', priority: 'high', accessMethod: 'API', updateFrequency: 'Monthly', status: 'active', usedByIdeas: [] }],
    ...fields,
  };
}

interface ServeOptions {
  /** The saved plan per company (missing: none saved). */
  plans?: Partial<Record<string, StrategicPlan>>;
  ideas?: Idea[];
  selections?: { ideaId: number; notes: string }[];
}

/** A call's path and its query parameters. */
export function splitUrl(url: string): { path: string; params: Record<string, string> } {
  const [path, search = ''] = url.split('?');
  return { path, params: Object.fromEntries(new URLSearchParams(search)) };
}

/** The companies whose saved plan was asked for, in order. */
export const planReads = (get: { mock: { calls: unknown[][] } }) =>
  get.mock.calls.map(([url]) => splitUrl(url as string)).filter(({ path }) => path === '/api/admin/strategic-plan/save').map(({ params }) => params.company);

/** Answers the plan screens' GETs; the ideas are filtered by `company` as the server does (with the total, as lists carry it). */
export function serve({ plans = {}, ideas = [], selections = [] }: ServeOptions = {}) {
  return vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    const { path, params } = splitUrl(url);
    if (path === '/api/admin/strategic-plan/save') return { data: { company: params.company, plan: plans[params.company] ?? null } };
    if (path === '/api/admin/strategic-plan') return { data: { selections } };
    if (path === '/api/admin/ideas') {
      const found = params.company ? ideas.filter((i) => i.company === params.company) : ideas;
      return { data: found, headers: { 'x-total-count': String(found.length) } };
    }
    throw { message: `Unexpected GET ${url}`, statusCode: 500 };
  });
}

/** POSTs answer what they were sent, as the server's normalised copy. */
export function acceptPosts() {
  return vi.spyOn(httpClient, 'post').mockImplementation(async (url: string, body: any) => {
    const { path, params } = splitUrl(url);
    if (path === '/api/admin/strategic-plan/save') return { data: { company: params.company, plan: body.planData } };
    if (path === '/api/admin/strategic-plan') return { data: { selections: body.selections } };
    throw { message: `Unexpected POST ${url}`, statusCode: 500 };
  });
}
