import { ideaFieldLabel, type TechPreference } from '@platform/shared';

// The page reads a few fields as questions; every other label is the admin app's shared one.
const PAGE_LABELS: Record<string, string> = {
  why_missing: 'Why is it missing?',
  why_valuable: 'Why is it valuable?',
  what_exists: 'What exists today?',
  previous_attempts_outcome: 'Outcome of previous attempts',
  why_not_attempted: 'Why has it not been attempted?',
  how_might_we: 'How might we…',
  user_likes: 'What users like',
  user_dislikes: 'What users dislike',
};

export const fieldLabel = (field: string): string => PAGE_LABELS[field] ?? ideaFieldLabel(field);

export const TECH_PREFERENCE_LABELS: Record<TechPreference, string> = {
  technophobe: 'Technophobe',
  cautious: 'Cautious',
  neutral: 'Neutral',
  enthusiast: 'Enthusiast',
  technophile: 'Technophile',
};
