/** The screen's own texts; the spec's messages come from @platform/shared (PLAN_MESSAGES, PLAN_IMPORT_MESSAGES). */
export const PLAN_TEXTS = {
  saved: 'Strategic plan saved',
  imported: 'Strategic plan imported and saved',
  loadFailed: 'Failed to load the strategic plan',
  ideasLoadFailed: 'The ideas could not be loaded: the idea picker and the top ideas of the export are empty.',
  buildLoadFailed: 'The saved strategic plan could not be loaded, so it cannot be saved from here. The downloads use the defaults.',
  copied: 'Copied to clipboard!',
  copyFailed: 'Could not copy; select the text and copy it by hand.',
  fileUnreadable: 'The file could not be read.',
} as const;
