import {
  LISTING_DRAFT_DEFAULTS,
  WIZARD_STEP_FIELDS,
  WIZARD_STEPS,
  type ListingDraftError,
  type PlatformUser,
  type PropertyListingDraft,
  type WizardStep,
} from '@platform/shared';

/** The draft as the form holds it: a number field the user emptied is null until filled again. */
export type WizardDraft = {
  [K in keyof PropertyListingDraft]: PropertyListingDraft[K] extends number ? number | null : PropertyListingDraft[K];
};

export type WizardField = ListingDraftError['field'];
/** An error text per field. */
export type WizardErrors = Partial<Record<WizardField, string>>;

/** The spec's defaults, but price and area start empty rather than at a 0 the user must first delete. */
export const EMPTY_DRAFT: WizardDraft = { ...LISTING_DRAFT_DEFAULTS, features: [], price: null, squareMeters: null };

/** The step that asks for a field (the images have their own step). */
export function stepOfField(field: WizardField): WizardStep {
  if (field === 'images') return 'images';
  return WIZARD_STEPS.find((step) => WIZARD_STEP_FIELDS[step].includes(field)) ?? 'review';
}

/** The first step, in the wizard's order, that asks for one of the fields. */
export function firstStepOf(fields: readonly WizardField[]): WizardStep {
  const steps = new Set(fields.map(stepOfField));
  return WIZARD_STEPS.find((step) => steps.has(step)) ?? 'review';
}

export const toErrors = (errors: readonly { field: string; message: string }[]): WizardErrors =>
  Object.fromEntries(errors.map((error) => [error.field, error.message]));

/** The contact fields the user's account already knows, where the draft has none yet. */
export function withContactFrom(draft: WizardDraft, user: PlatformUser): WizardDraft {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    ...draft,
    contactName: draft.contactName || name,
    contactEmail: draft.contactEmail || user.email,
    contactPhone: draft.contactPhone || user.phone || '',
  };
}

// The draft is kept for the tab (sessionStorage), per user, so a reload loses nothing and another account never
// sees it. Files cannot be stored there, so the pictures are not kept.
const storageKey = (userId: number | string) => `property-listing-draft:${userId}`;

interface StoredDraft {
  draft: WizardDraft;
  step: WizardStep;
}

export function loadStoredDraft(userId: number | string): StoredDraft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(userId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft>;
    if (!stored.draft || typeof stored.draft !== 'object') return null;
    const step = WIZARD_STEPS.includes(stored.step as WizardStep) ? (stored.step as WizardStep) : 'basic';
    return { draft: { ...EMPTY_DRAFT, ...stored.draft }, step };
  } catch {
    return null;
  }
}

export function storeDraft(userId: number | string, stored: StoredDraft): void {
  try {
    sessionStorage.setItem(storageKey(userId), JSON.stringify(stored));
  } catch {
    // A full or blocked storage only costs the reload safety net.
  }
}

export function clearStoredDraft(userId: number | string): void {
  try {
    sessionStorage.removeItem(storageKey(userId));
  } catch {
    // As above.
  }
}
