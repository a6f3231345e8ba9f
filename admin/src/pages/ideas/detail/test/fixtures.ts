import type { IdeaTask } from '@platform/shared';
import type { IdeaDetail } from '../detail-types';

/** An idea as GET /api/admin/ideas/:id answers it. */
export function ideaFixture(overrides: Partial<IdeaDetail> = {}): IdeaDetail {
  return {
    id: 7,
    title: 'Property valuation API',
    description: 'Automated valuations.\nSold per call.',
    status: 'research',
    priority: 'high',
    rank: 3,
    score: 7.5,
    company: 'aeda',
    idea_type: 'product',
    business_model: 'b2b',
    personal_enthusiasm: 8,
    user_tech_preference: null,
    implementation_phase: 'phase2',
    strategic_fit_score: 6,
    features: ['Valuation endpoint'],
    tags: ['api', 'data'],
    required_data_sources: ['Kartverket'],
    synergy_with_ideas: [12],
    background: 'Agents assemble comparables by hand.',
    market_size: 'About 1 500 agencies',
    execution_plan: '',
    development_timeline: 'Six months',
    elevator_pitch_30s: 'Valuations in one call for every agent',
    elevator_pitch_2min: '',
    creator_name: 'Astrid Admin',
    creator_email: 'astrid@demo.no',
    assignee_name: null,
    assignee_email: null,
    linked_product_id: null,
    linked_product_name: null,
    comment_count: 1,
    evaluation_count: 0,
    created_at: '2026-01-10T09:00:00.000Z',
    updated_at: '2026-01-12T09:00:00.000Z',
    evaluations: [],
    attachments: [],
    comments: [
      {
        id: 1,
        comment: 'First thoughts',
        user_email: 'ola@demo.no',
        user_name: 'Ola Nordmann',
        created_at: '2026-01-11T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function taskFixture(id: number, status: IdeaTask['status'], position: number, title = `Task ${id}`): IdeaTask {
  return { id, title, description: null, status, position, created_at: '2026-01-11T09:00:00.000Z' };
}
