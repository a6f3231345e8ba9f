import {
  SESSION_COMPANIES,
  TECHNIQUES,
  toCamelTechnique,
  toSnakeTechnique,
  type SessionCompany,
  type SessionIdeaInput,
  type Technique,
} from '@platform/shared';

/** The sessions as a resource of the admin API: /api/admin/idea-generation/sessions[/id]. */
export const SESSIONS_RESOURCE = 'idea-generation/sessions';

/** A row of GET /api/admin/idea-generation/sessions (without its ideas). */
export interface SessionSummary {
  id: number;
  title: string;
  company: SessionCompany;
  challenge_question: string;
  idea_count: number;
  created_at: string;
  updated_at: string;
}

/** GET, POST and PUT /api/admin/idea-generation/sessions[/id] answer the whole session. */
export interface SessionRecord extends SessionSummary {
  ideas: Array<{ technique: string; idea_text: string }>;
  filter_state: unknown;
}

export type TechniqueIdeas = Record<Technique, string[]>;

/** What the Idea Generation tab edits: held in camel case, sent in snake case. */
export interface SessionDraft {
  title: string;
  company: SessionCompany;
  challenge: string;
  ideas: TechniqueIdeas;
}

/** The body of POST and PUT; the how-might-we texts are always sent empty. */
export interface SessionBody {
  title: string;
  challenge_question: string;
  how_might_we_action: '';
  how_might_we_target: '';
  how_might_we_outcome: '';
  company: SessionCompany;
  ideas: SessionIdeaInput[];
  filter_state?: unknown;
}

export function emptyIdeas(): TechniqueIdeas {
  return Object.fromEntries(TECHNIQUES.map((t) => [t, [] as string[]])) as TechniqueIdeas;
}

/** New Session: no title, company none, no challenge, empty lists. */
export function emptyDraft(): SessionDraft {
  return { title: '', company: 'none', challenge: '', ideas: emptyIdeas() };
}

export function isSessionCompany(value: unknown): value is SessionCompany {
  return (SESSION_COMPANIES as readonly unknown[]).includes(value);
}

/** A loaded session as the editor holds it. An idea with an unknown technique goes under "other" rather than away. */
export function draftFromSession(session: Pick<SessionRecord, 'title' | 'company' | 'challenge_question' | 'ideas'>): SessionDraft {
  const ideas = emptyIdeas();
  for (const idea of session.ideas ?? []) {
    const technique = toCamelTechnique(String(idea.technique));
    if (technique === null) console.warn(`Session idea with unknown technique "${idea.technique}" shown under Other`);
    ideas[technique ?? 'other'].push(String(idea.idea_text ?? ''));
  }
  return {
    title: session.title ?? '',
    company: isSessionCompany(session.company) ? session.company : 'none',
    challenge: session.challenge_question ?? '',
    ideas,
  };
}

/** Every idea of the draft in technique order, the input of buildCandidates. */
export function draftIdeaList(draft: SessionDraft): Array<{ technique: Technique; text: string }> {
  return TECHNIQUES.flatMap((technique) => draft.ideas[technique].map((text) => ({ technique, text })));
}

export function countIdeas(draft: SessionDraft): number {
  return TECHNIQUES.reduce((sum, technique) => sum + draft.ideas[technique].length, 0);
}

/** The wire body. The title is sent as typed: the server saves a blank one as "Untitled Session". */
export function sessionBody(draft: SessionDraft, filterState?: unknown): SessionBody {
  return {
    title: draft.title,
    challenge_question: draft.challenge,
    how_might_we_action: '',
    how_might_we_target: '',
    how_might_we_outcome: '',
    company: draft.company,
    ideas: draftIdeaList(draft).map(({ technique, text }) => ({ technique: toSnakeTechnique(technique), idea_text: text })),
    ...(filterState === undefined ? {} : { filter_state: filterState }),
  };
}

/** Unsaved changes: the draft differs from what the server last answered. Leading and trailing spaces do not count. */
export function sameDraft(a: SessionDraft, b: SessionDraft): boolean {
  const key = (d: SessionDraft) => JSON.stringify([d.title.trim(), d.company, d.challenge.trim(), draftIdeaList(d)]);
  return key(a) === key(b);
}
