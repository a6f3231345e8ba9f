/** The CV-er tab: CV templates (the default marked) and adapted CVs. */
export function CvsTab() {
  return null;
}
