/** Brainstorming sessions of the Idea Generation tab. */
import { COMPANIES, IDEA_DEFAULTS, TITLE_MAX_LENGTH, type Company, type Priority } from './idea';
import {
  GUIDED_TECHNIQUES,
  SNAKE_TECHNIQUES,
  TECHNIQUE_LABELS,
  TECHNIQUE_PROMPTS,
  isSnakeTechnique,
  toSnakeTechnique,
  type SnakeTechnique,
  type Technique,
} from './idea-techniques';

/** A session may belong to no company (generation sessions also allow none); a new session starts with none. */
export const SESSION_COMPANIES = ['none', 'approach', 'aeda', 'enmodels'] as const;
export type SessionCompany = (typeof SESSION_COMPANIES)[number];
export const SESSION_COMPANY_LABELS: Record<SessionCompany, string> = {
  none: 'None',
  approach: 'Approach',
  aeda: 'Aeda',
  enmodels: 'Enmodels',
};

export const UNTITLED_SESSION = 'Untitled Session';

export const SESSION_TITLE_MAX = 255;
export const SESSION_CHALLENGE_MAX = 2_000;
export const SESSION_IDEAS_MAX = 500;
export const SESSION_IDEA_TEXT_MAX = 2_000;
/** The scoring of the Filtered Ideas tab is kept with its session, so a reload loses no work; this bounds its size. */
export const SESSION_FILTER_STATE_MAX_BYTES = 512 * 1024;

export const SESSION_MESSAGES = {
  saved: 'Session saved successfully!',
  saveFailed: 'Failed to save session',
  saveError: 'Error saving session',
  loadError: 'Error loading session',
  deleteFailed: 'Failed to delete session',
  deleteError: 'Error deleting session',
  empty: 'No sessions yet. Click "New Session" to start brainstorming!',
  addConfirm: (n: number) => `Add ${n} selected idea(s) to the main ideas list?`,
  added: (n: number) => `Successfully added ${n} idea(s) to the main ideas list!`,
  addFailed: 'Failed to add ideas. Please try again.',
  noMatch: 'No ideas match the current filter criteria. Try lowering the minimum scores or generating more ideas.',
  copied: 'Copied to clipboard!',
  challengeCopied: 'Challenge copied to clipboard!',
  challengeAndInstructionsCopied: 'Challenge and instructions copied to clipboard!',
} as const;

/** Messages of the session payload check; the spec has none, so they name the field and the rule. */
export const SESSION_INPUT_MESSAGES = {
  bodyNotObject: 'The session must be a JSON object with title, challenge_question, company and ideas.',
  notText: (field: string) => `${field} must be text.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  badCompany: `company must be one of: ${SESSION_COMPANIES.join(', ')}.`,
  ideasNotList: 'ideas must be a list of { technique, idea_text }.',
  tooManyIdeas: `A session may hold at most ${SESSION_IDEAS_MAX} ideas.`,
  ideaNotObject: (i: number) => `ideas[${i}] must be an object with technique and idea_text.`,
  badTechnique: (i: number) => `ideas[${i}].technique must be one of: ${SNAKE_TECHNIQUES.join(', ')}.`,
  ideaTextRequired: (i: number) => `ideas[${i}].idea_text must not be empty.`,
  ideaTextTooLong: (i: number) => `ideas[${i}].idea_text must be at most ${SESSION_IDEA_TEXT_MAX} characters.`,
  badFilterState: 'filter_state must be a JSON object or list of at most 512 KB.',
} as const;

export interface SessionIdeaInput {
  technique: SnakeTechnique;
  idea_text: string;
}

/** The body of POST and PUT /api/admin/idea-generation/sessions, checked and trimmed. */
export interface SessionInput {
  title: string;
  challenge_question: string;
  how_might_we_action: string;
  how_might_we_target: string;
  how_might_we_outcome: string;
  company: SessionCompany;
  ideas: SessionIdeaInput[];
  /** The Filtered Ideas tab's scoring, only when sent (null clears it). */
  filter_state?: unknown;
}

const HOW_MIGHT_WE_FIELDS = ['how_might_we_action', 'how_might_we_target', 'how_might_we_outcome'] as const;

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** An optional text: missing or null is empty, anything but text is refused. */
function optionalText(raw: unknown, field: string, max: number): Checked<string> {
  if (raw === undefined || raw === null) return { ok: true, value: '' };
  if (typeof raw !== 'string') return { ok: false, message: SESSION_INPUT_MESSAGES.notText(field) };
  const text = raw.trim();
  if (text.length > max) return { ok: false, message: SESSION_INPUT_MESSAGES.tooLong(field, max) };
  return { ok: true, value: text };
}

function checkIdeas(raw: unknown): Checked<SessionIdeaInput[]> {
  // A session may be saved before any idea is added.
  if (raw === undefined || raw === null) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return { ok: false, message: SESSION_INPUT_MESSAGES.ideasNotList };
  if (raw.length > SESSION_IDEAS_MAX) return { ok: false, message: SESSION_INPUT_MESSAGES.tooManyIdeas };
  const ideas: SessionIdeaInput[] = [];
  for (const [i, item] of raw.entries()) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      return { ok: false, message: SESSION_INPUT_MESSAGES.ideaNotObject(i) };
    }
    const { technique, idea_text } = item as Record<string, unknown>;
    if (!isSnakeTechnique(technique)) return { ok: false, message: SESSION_INPUT_MESSAGES.badTechnique(i) };
    const text = typeof idea_text === 'string' ? idea_text.trim() : '';
    if (text === '') return { ok: false, message: SESSION_INPUT_MESSAGES.ideaTextRequired(i) };
    if (text.length > SESSION_IDEA_TEXT_MAX) return { ok: false, message: SESSION_INPUT_MESSAGES.ideaTextTooLong(i) };
    ideas.push({ technique, idea_text: text });
  }
  return { ok: true, value: ideas };
}

/**
 * Checks a session payload: a blank title is saved as "Untitled Session", the company is one of none,
 * approach, aeda, enmodels (none when missing), every idea has a known snake-case technique and a non-empty text.
 * The how-might-we texts are kept as sent, empty included. The first problem found is reported.
 */
export function validateSessionInput(body: unknown): Checked<SessionInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: SESSION_INPUT_MESSAGES.bodyNotObject };
  }
  const raw = body as Record<string, unknown>;
  const title = optionalText(raw.title, 'title', SESSION_TITLE_MAX);
  if (!title.ok) return title;
  const challenge = optionalText(raw.challenge_question, 'challenge_question', SESSION_CHALLENGE_MAX);
  if (!challenge.ok) return challenge;
  const howMightWe: Partial<Record<(typeof HOW_MIGHT_WE_FIELDS)[number], string>> = {};
  for (const field of HOW_MIGHT_WE_FIELDS) {
    const text = optionalText(raw[field], field, SESSION_CHALLENGE_MAX);
    if (!text.ok) return text;
    howMightWe[field] = text.value;
  }
  const company = raw.company === undefined || raw.company === null || raw.company === '' ? 'none' : raw.company;
  if (!(SESSION_COMPANIES as readonly unknown[]).includes(company)) {
    return { ok: false, message: SESSION_INPUT_MESSAGES.badCompany };
  }
  const ideas = checkIdeas(raw.ideas);
  if (!ideas.ok) return ideas;
  const filterState = raw.filter_state;
  if (filterState !== undefined && !isFilterState(filterState)) return { ok: false, message: SESSION_INPUT_MESSAGES.badFilterState };
  return {
    ok: true,
    value: {
      title: title.value || UNTITLED_SESSION,
      challenge_question: challenge.value,
      how_might_we_action: howMightWe.how_might_we_action ?? '',
      how_might_we_target: howMightWe.how_might_we_target ?? '',
      how_might_we_outcome: howMightWe.how_might_we_outcome ?? '',
      company: company as SessionCompany,
      ideas: ideas.value,
      ...(filterState === undefined ? {} : { filter_state: filterState }),
    },
  };
}

function isFilterState(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  return new TextEncoder().encode(JSON.stringify(value)).length <= SESSION_FILTER_STATE_MAX_BYTES;
}

// ---------------------------------------------------------------------------------------------------------------
// Filtered Ideas tab: candidates, held in the browser only and never sent as such.

export const SCORE_KEYS = ['relevance', 'feasibility', 'novelty', 'alignment', 'personaFit'] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];
export const SCORE_LABELS: Record<ScoreKey, string> = {
  relevance: 'Relevance',
  feasibility: 'Feasibility',
  novelty: 'Novelty',
  alignment: 'Alignment',
  personaFit: 'Persona fit',
};
/** Star ratings and filter minimums. */
export const CANDIDATE_SCORE_MIN = 0;
export const CANDIDATE_SCORE_MAX = 5;

export interface RumsfeldMatrix {
  knownKnowns: string;
  knownUnknowns: string;
  unknownUnknowns: string;
}

export interface Candidate extends Record<ScoreKey, number> {
  text: string;
  technique: Technique;
  selected: boolean;
  /** The idea said again, sharper; it becomes the title when added to the ideas list. */
  reExpressed: string;
  /** Growth conditions: what the idea needs to grow. */
  greenhousing: string;
  rumsfeld: RumsfeldMatrix;
}

/** Filter Ideas: one candidate per idea, every score 0, none selected, every text empty. */
export function buildCandidates(ideas: ReadonlyArray<{ technique: Technique; text: string }>): Candidate[] {
  return ideas.map(({ technique, text }) => ({
    text,
    technique,
    relevance: 0,
    feasibility: 0,
    novelty: 0,
    alignment: 0,
    personaFit: 0,
    selected: false,
    reExpressed: '',
    greenhousing: '',
    rumsfeld: { knownKnowns: '', knownUnknowns: '', unknownUnknowns: '' },
  }));
}

/**
 * A minimum-score input: whole numbers 0 to 5, a non-number becomes 0. Text is read as a number ("3" → 3),
 * fractions are cut to the whole number below and anything outside 0-5 is clamped into it.
 */
export function parseMinimumScore(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : NaN;
  if (Number.isNaN(n)) return CANDIDATE_SCORE_MIN;
  return Math.min(CANDIDATE_SCORE_MAX, Math.max(CANDIDATE_SCORE_MIN, Math.trunc(n)));
}

/** The candidates the filter shows: those below any minimum are hidden; the list itself is kept. */
export function filterCandidates<C extends Candidate>(
  candidates: readonly C[],
  minimums: Partial<Record<ScoreKey, number>>,
): C[] {
  return candidates.filter((candidate) =>
    SCORE_KEYS.every((key) => candidate[key] >= parseMinimumScore(minimums[key] ?? 0)),
  );
}

export function averageCandidateScore(candidate: Pick<Candidate, ScoreKey>): number {
  return SCORE_KEYS.reduce((sum, key) => sum + candidate[key], 0) / SCORE_KEYS.length;
}

/** The priority an added idea gets from its average star rating: 4 or more high, 2.5 or more medium, else low. */
export function candidatePriority(candidate: Pick<Candidate, ScoreKey>): Extract<Priority, 'high' | 'medium' | 'low'> {
  const average = averageCandidateScore(candidate);
  return average >= 4 ? 'high' : average >= 2.5 ? 'medium' : 'low';
}

/** The body of POST /api/admin/ideas for a generated idea (the fields a generated idea carries). */
export interface GenerationIdeaPayload {
  title: string;
  description: string;
  status: 'new';
  priority: Extract<Priority, 'high' | 'medium' | 'low'>;
  idea_type: 'product';
  background: string;
  inspiration: string;
  tags: string[];
  company: Company;
  why_valuable: string;
  market_trends: string;
  strategic_positioning: string;
}

export const GENERATION_TAG = 'idea-generation';
export const GROWTH_CONDITIONS_LABEL = 'Growth conditions';

/** At most `max` UTF-16 units (the server's length rule) without splitting a character in two. */
function cut(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/**
 * A selected candidate as a new idea. Title: the re-expressed text if given, else the text, at most 255
 * characters. The growth conditions follow the text in the description; the Rumsfeld matrix fills why valuable
 * (known knowns), market trends (known unknowns) and strategic positioning (unknown unknowns). A session without a
 * company adds its ideas to the default company, approach. `challenge` is the session's challenge question.
 */
export function generationPayload(
  candidate: Candidate,
  session: { company: string },
  challenge = '',
): GenerationIdeaPayload {
  const reExpressed = candidate.reExpressed.trim();
  const text = candidate.text.trim();
  const growth = candidate.greenhousing.trim();
  const company = (COMPANIES as readonly string[]).includes(session.company)
    ? (session.company as Company)
    : IDEA_DEFAULTS.company;
  return {
    title: cut(reExpressed || text, TITLE_MAX_LENGTH).trim(),
    description: growth ? `${text}\n\n${GROWTH_CONDITIONS_LABEL}: ${growth}` : text,
    status: 'new',
    priority: candidatePriority(candidate),
    idea_type: 'product',
    background: TECHNIQUE_LABELS[candidate.technique],
    inspiration: challenge.trim(),
    tags: [GENERATION_TAG, toSnakeTechnique(candidate.technique)],
    company,
    why_valuable: candidate.rumsfeld.knownKnowns.trim(),
    market_trends: candidate.rumsfeld.knownUnknowns.trim(),
    strategic_positioning: candidate.rumsfeld.unknownUnknowns.trim(),
  };
}

/** Copied instructions ask for this many ideas per technique. */
export const IDEAS_PER_TECHNIQUE = { min: 3, max: 5 } as const;

/**
 * "Challenge and instructions" for the copy button: the challenge and how to use each technique, asking for
 * 3-5 ideas per technique as one-per-line lists, which paste back into the technique inputs as separate ideas.
 */
export function copyInstructions(challenge: string): string {
  const { min, max } = IDEAS_PER_TECHNIQUE;
  const lines = [
    `Challenge: ${challenge.trim()}`,
    '',
    `Generate ${min}-${max} ideas for each of the techniques below. Answer with one section per technique, headed by its name, and write each idea on its own line starting with "- ".`,
    '',
    ...GUIDED_TECHNIQUES.map((technique) => `${TECHNIQUE_LABELS[technique]}: ${TECHNIQUE_PROMPTS[technique]}`),
  ];
  return lines.join('\n') + '\n';
}
