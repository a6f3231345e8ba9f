import type { Core } from '@strapi/strapi';
import { IDEA_LIST_FILTERS } from '@platform/shared';
import { versionOnWrites } from '../../listings/data-versions';
import { IDEAS_TABLE } from './idea-rows';

/** The data set the ideas' summary cards are cached under (see the idea service's stats). */
export const IDEA_FIGURES_DATA = 'idea_figures';

/**
 * The columns the summary cards count (the filters hold status and priority) and filter on; a rank move, which writes
 * none of them, keeps the cache.
 */
const IDEA_FIGURES_COLUMNS = ['score', 'search_text', ...Object.values(IDEA_LIST_FILTERS).map((filter) => filter.column)];

export const ensureIdeaFiguresVersion = (strapi: Core.Strapi) =>
  versionOnWrites(strapi, { table: IDEAS_TABLE, dataSet: IDEA_FIGURES_DATA, columns: IDEA_FIGURES_COLUMNS });
