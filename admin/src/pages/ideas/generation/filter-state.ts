import {
  CANDIDATE_SCORE_MAX,
  CANDIDATE_SCORE_MIN,
  SCORE_KEYS,
  buildCandidates,
  parseMinimumScore,
  toCamelTechnique,
  type Candidate,
  type ScoreKey,
  type Technique,
} from '@platform/shared';

/** A candidate of the Filtered Ideas tab; `added` marks one already sent to the ideas list, so it is not sent twice. */
export interface GenerationCandidate extends Candidate {
  added?: boolean;
}

export type Minimums = Record<ScoreKey, number>;

/** The Filtered Ideas work, kept as the session's filter_state (and in the browser until the server has it). */
export interface FilterState {
  candidates: GenerationCandidate[];
  minimums: Minimums;
}

const FILTER_STATE_VERSION = 1;

export function noMinimums(): Minimums {
  return Object.fromEntries(SCORE_KEYS.map((key) => [key, 0])) as Minimums;
}

export function emptyFilterState(): FilterState {
  return { candidates: [], minimums: noMinimums() };
}

/** What is stored: versioned, so a later shape can still read this one. */
export function toStoredFilterState(state: FilterState): object {
  return { version: FILTER_STATE_VERSION, candidates: state.candidates, minimums: state.minimums };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function score(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0;
  return Math.min(CANDIDATE_SCORE_MAX, Math.max(CANDIDATE_SCORE_MIN, n));
}

function readCandidate(raw: unknown): GenerationCandidate | null {
  if (raw === null || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  const technique = typeof c.technique === 'string' ? toCamelTechnique(c.technique) : null;
  if (technique === null || typeof c.text !== 'string') return null;
  const rumsfeld = (c.rumsfeld && typeof c.rumsfeld === 'object' ? c.rumsfeld : {}) as Record<string, unknown>;
  const candidate: GenerationCandidate = {
    text: c.text,
    technique,
    relevance: score(c.relevance),
    feasibility: score(c.feasibility),
    novelty: score(c.novelty),
    alignment: score(c.alignment),
    personaFit: score(c.personaFit),
    selected: c.selected === true,
    reExpressed: text(c.reExpressed),
    greenhousing: text(c.greenhousing),
    rumsfeld: {
      knownKnowns: text(rumsfeld.knownKnowns),
      knownUnknowns: text(rumsfeld.knownUnknowns),
      unknownUnknowns: text(rumsfeld.unknownUnknowns),
    },
  };
  if (c.added === true) candidate.added = true;
  return candidate;
}

/** A stored filter_state read back, every value checked; anything unreadable gives null (nothing to restore). */
export function readFilterState(raw: unknown): FilterState | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const stored = raw as Record<string, unknown>;
  if (!Array.isArray(stored.candidates)) return null;
  const candidates = stored.candidates.map(readCandidate).filter((c): c is GenerationCandidate => c !== null);
  const rawMinimums = (stored.minimums && typeof stored.minimums === 'object' ? stored.minimums : {}) as Record<string, unknown>;
  const minimums = Object.fromEntries(SCORE_KEYS.map((key) => [key, parseMinimumScore(rawMinimums[key])])) as Minimums;
  return { candidates, minimums };
}

/**
 * Filter Ideas: candidates built afresh with every score 0 and none selected. A candidate for the same
 * technique and text as one already scored keeps that work, so pressing Filter Ideas again after adding a few ideas
 * does not wipe the scoring done so far (each earlier candidate is reused at most once).
 */
export function rebuildCandidates(
  previous: readonly GenerationCandidate[],
  ideas: ReadonlyArray<{ technique: Technique; text: string }>,
): GenerationCandidate[] {
  const unused = [...previous];
  return buildCandidates(ideas).map((fresh) => {
    const at = unused.findIndex((old) => old.technique === fresh.technique && old.text === fresh.text);
    if (at === -1) return fresh;
    const [kept] = unused.splice(at, 1);
    return kept;
  });
}

/** The selected candidates not yet added to the ideas list. */
export function pendingSelection(candidates: readonly GenerationCandidate[]): GenerationCandidate[] {
  return candidates.filter((c) => c.selected && !c.added);
}

// ---------------------------------------------------------------------------------------------------------------
// The browser's copy: for a session not saved yet, and for scoring the server has not received yet.

const STORAGE_PREFIX = 'platform.idea-generation.';

export const NEW_SESSION_STORAGE_KEY = `${STORAGE_PREFIX}new`;
export const sessionStorageKey = (id: number) => `${STORAGE_PREFIX}session-${id}`;

export function readLocal(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // A full or blocked storage only loses the fallback copy; the session itself is unaffected.
    console.warn('Could not keep the idea generation work in this browser', error);
  }
}

export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to do: there is no copy to remove.
  }
}
