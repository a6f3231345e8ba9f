/** Field → message, as the validator and the server name them ('steps[1].config.url'). */
export type WizardErrors = Record<string, string>;

const under = (field: string, prefix: string) => field === prefix || field.startsWith(`${prefix}.`) || field.startsWith(`${prefix}[`);

/** The messages of a field and everything inside it. */
export const errorsAt = (errors: WizardErrors, prefix: string): string[] =>
  Object.entries(errors)
    .filter(([field]) => under(field, prefix))
    .map(([, message]) => message);

/** Config fields that show their own message under the input; the others are listed at the step's top. */
export const FIELDS_WITH_OWN_MESSAGE = ['url', 'records_path', 'next_path', 'item_selector', 'dataset', 'key'];
