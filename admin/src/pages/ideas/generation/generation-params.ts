import type { SessionKey } from './use-session-editor';

/** The URL parameters of the Idea Generation tab, so a reload reopens the same session and tab. */
export const SESSION_PARAM = 'session';
export const GEN_TAB_PARAM = 'genTab';

export const GENERATION_TABS = ['generate', 'filtered'] as const;
export type GenerationTab = (typeof GENERATION_TABS)[number];

/** ?session=: "new", or a saved session's id; anything else (or nothing) shows the sessions list. */
export function parseSessionKey(raw: string | null): SessionKey | null {
  if (raw === 'new') return 'new';
  if (raw !== null && /^[1-9]\d{0,15}$/.test(raw)) return Number(raw);
  return null;
}

export function parseGenerationTab(raw: string | null): GenerationTab {
  return raw === 'filtered' ? 'filtered' : 'generate';
}
