import { ideaSearchText } from '@platform/shared';

const SEARCH_SOURCE_FIELDS = ['title', 'description', 'tags'] as const;

interface LifecycleEvent {
  params: { data: Record<string, unknown>; where?: Record<string, unknown> };
}

interface ManyEvent {
  params: { data: Record<string, unknown>[] };
}

// The folded search text follows every write, whichever way it comes (API, Strapi's panel, seeds).
export default {
  beforeCreate(event: LifecycleEvent) {
    event.params.data.search_text = ideaSearchText(event.params.data);
  },
  beforeCreateMany(event: ManyEvent) {
    for (const data of event.params.data) data.search_text = ideaSearchText(data);
  },
  async beforeUpdate(event: LifecycleEvent) {
    const { data, where } = event.params;
    if (!SEARCH_SOURCE_FIELDS.some((field) => field in data)) return;
    const current = where ? await strapi.db.query('api::idea.idea').findOne({ where, select: [...SEARCH_SOURCE_FIELDS] }) : null;
    data.search_text = ideaSearchText({ ...(current ?? {}), ...data });
  },
};
