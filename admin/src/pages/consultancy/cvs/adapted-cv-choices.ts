import { useState } from 'react';
import { useList, type BaseRecord } from '@refinedev/core';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { Customer, CvTemplateSummary, PositionCandidate } from '@platform/shared';
import { CANDIDATES_RESOURCE, CUSTOMERS_RESOURCE } from '../labels';
import { CV_TEMPLATES_RESOURCE, CV_TEXTS } from './cv-labels';

/** The choices offered: the first 100 of a list, or of what the typed text finds on the server. */
const FIRST_100 = { currentPage: 1, pageSize: 100, mode: 'server' as const };
const SEARCH_DELAY_MS = 300;

export interface Choice {
  value: number;
  label: string;
}

/** A list's records as choices, searched on the server (`q`) as the user types, so every record can be found. */
function useChoices<T extends BaseRecord & { id: number }>(resource: string, labelOf: (record: T) => string) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const { result, query } = useList<T>({
    resource,
    pagination: FIRST_100,
    filters: q ? [{ field: 'q', operator: 'eq', value: q }] : [],
    errorNotification: false,
  });
  return {
    options: result.data.map((record): Choice => ({ value: record.id, label: labelOf(record) })),
    loading: query.isFetching,
    query,
    /** The Select's own search: the server filters, the Select shows what it answers. */
    search: { showSearch: true, filterOption: false, onSearch: setTyped, onClear: () => setTyped('') },
  };
}

/** A record chosen before that is not among the choices shown still shows by its name. */
export const withChosen = (options: Choice[], id: number | null | undefined, name: string | null | undefined): Choice[] =>
  id && name && !options.some((option) => option.value === id) ? [{ value: id, label: name }, ...options] : options;

/** What an adapted CV can be made from and for: the templates (the default first, marked), customers and candidates. */
export function useAdaptedCvChoices() {
  const { result: templates, query: templatesQuery } = useList<CvTemplateSummary>({
    resource: CV_TEMPLATES_RESOURCE,
    pagination: FIRST_100,
    errorNotification: false,
  });
  const customers = useChoices<Customer>(CUSTOMERS_RESOURCE, (customer) => customer.companyName);
  const candidates = useChoices<PositionCandidate>(CANDIDATES_RESOURCE, (candidate) =>
    candidate.position ? `${candidate.applicantName} (${candidate.position})` : candidate.applicantName,
  );
  return {
    templates: templates.data.map(
      (template): Choice => ({
        value: template.id,
        label: template.isDefault ? `${template.name} (${CV_TEXTS.defaultTag.toLowerCase()})` : template.name,
      }),
    ),
    defaultTemplateId: templates.data.find((template) => template.isDefault)?.id ?? null,
    templatesQuery,
    customers,
    candidates,
  };
}
