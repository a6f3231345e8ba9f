import { useList, type BaseRecord } from '@refinedev/core';
import type { Customer, CvTemplateSummary, PositionCandidate } from '@platform/shared';
import { CANDIDATES_RESOURCE, CUSTOMERS_RESOURCE } from '../labels';
import { CV_TEMPLATES_RESOURCE, CV_TEXTS } from './cv-labels';

/** The choices offered: the first 100 of a list, searched in the browser. */
const FIRST_100 = { currentPage: 1, pageSize: 100, mode: 'server' as const };

export interface Choice {
  value: number;
  label: string;
}

function useChoices<T extends BaseRecord & { id: number }>(resource: string, labelOf: (record: T) => string) {
  const { result, query } = useList<T>({ resource, pagination: FIRST_100, errorNotification: false });
  return { options: result.data.map((record): Choice => ({ value: record.id, label: labelOf(record) })), loading: query.isLoading, query };
}

/** A record chosen before that is not among the first 100 still shows by its name. */
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
