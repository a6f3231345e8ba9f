/** The settings editor's own texts (the shared package holds the messages the server says too). */
export const SETTINGS_TEXTS = {
  back: 'Tilbake til produkter',
  save: 'Lagre',
  undo: 'Angre endringer',
  unsaved: 'Ulagrede endringer',
  language: 'Språk',
  norwegian: 'Norsk',
  english: 'English',
  englishHint: 'Empty English texts show the Norwegian text (the placeholder) on the site.',
  englishListHint: 'Empty: the site shows the Norwegian list.',
  defaultList: (items: string[]) => `Empty: the landing page shows the product's default list: ${items.join('; ')}.`,
  viewIdea: 'View idea',
  retry: 'Prøv igjen',
  checkFields: 'Check the marked fields.',
} as const;

export const TAB_LABELS = {
  general: 'General settings',
  plans: 'Prices and plans',
  trial: 'Trial period',
  marketing: 'Marketing',
  landing: 'Landing page',
  seo: 'SEO',
  danger: 'Danger zone',
} as const;

/** The activation switch of the General tab; the e2e tests find it by these words. */
export const ACTIVATION_TEXTS = {
  label: 'Active on the public site',
  activateTitle: 'Activate this product?',
  activateDescription: 'It will show on the public site with its texts, and signed-in users can start trials.',
  deactivateTitle: 'Deactivate this product?',
  deactivateDescription: 'It will be hidden from the public site and offer no new trials. Running trials and subscriptions stay.',
  inactiveNote: 'Inactive: visitors do not see this product and cannot start trials.',
} as const;

export const DANGER_TEXTS = {
  archiveTitle: 'Archive product',
  archiveDetails: 'An archived product is hidden on the site and in the product lists. It can be restored at any time.',
  archive: 'Archive',
  archiveConfirm: 'Archive this product?',
  restore: 'Restore',
  restoreConfirm: 'Restore this product?',
  archivedNote: 'This product is archived.',
  deleteTitle: 'Delete product',
  deleteDetails: 'The product disappears from the site and from the admin. This cannot be undone here.',
  delete: 'Delete product',
  deleteDialog: 'Slett produktet',
  deletePrompt: (name: string) => `Skriv produktnavnet «${name}» for å bekrefte.`,
  deleteButton: 'Slett',
  cancel: 'Avbryt',
} as const;

export const IMAGE_TEXTS = {
  label: 'Featured image',
  upload: 'Upload image',
  remove: 'Remove image',
  removeConfirm: 'Remove the featured image?',
  hint: 'JPEG, PNG, WebP or GIF, at most 5 MB.',
  alt: (name: string) => `Featured image of ${name}`,
} as const;

export const PLAN_TEXTS = {
  empty: 'This product has no plans.',
  loadFailed: 'Could not load the plans',
  note: 'Each change is saved at once.',
  monthly: 'Monthly price',
  yearly: 'Yearly price',
  active: 'Active',
  period: 'Billed',
  /** A quarterly or one-time plan's price is that of its period (its 'monthly' price field). */
  periods: { month: 'monthly', quarter: 'per quarter (price of the quarter)', once: 'once (price of the purchase)' },
} as const;

export const IDEA_TEXTS = {
  label: 'Source idea',
  search: 'Search ideas to link',
  noResults: 'No ideas found',
  unlink: 'Remove link',
  none: 'No idea linked.',
} as const;
