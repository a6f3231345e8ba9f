import type { Idea } from './idea';

/** Turning an idea into a product (the ideas list's row menu; the product settings page takes over from there). */
export const CONVERT_MESSAGES = {
  alreadyConverted: (name: string) => `This idea has already been converted to the product "${name}".`,
  nameRequired: 'The product needs a name.',
  converted: (name: string) => `Product "${name}" created from the idea.`,
  failed: 'Failed to convert the idea to a product',
  startsInactive:
    'The product starts inactive: it is not shown on the public site and offers no trials until an administrator activates it in the product settings.',
} as const;

export const PRODUCT_SLUG_MAX = 64;

/** A product id for URLs: lowercase letters, digits and hyphens (æ ø å spelt ae o a), at most 64 characters. */
export function productSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PRODUCT_SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'product';
}

/** The first free slug: the name's own, or with -2, -3... appended. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, PRODUCT_SLUG_MAX - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The product a conversion creates: name, description, features, target group and the source idea. It starts
 * inactive, so the idea's internal texts reach no visitor and no trial starts before an administrator has looked.
 */
export function productFromIdea(idea: Pick<Idea, 'id' | 'title' | 'status' | 'features'> & Record<string, unknown>, name?: string) {
  const description = typeof idea.description === 'string' ? idea.description : '';
  return {
    name: (name ?? idea.title).trim(),
    description,
    short_description: description.slice(0, 255),
    overview_description: typeof idea.solution_description === 'string' ? idea.solution_description : description,
    target_audience: typeof idea.target_group === 'string' ? idea.target_group : null,
    key_features: Array.isArray(idea.features) ? idea.features : [],
    status: 'prototype' as const,
    is_active: false,
    featured: false,
    source_idea_id: idea.id,
    source_idea_title: idea.title,
    source_idea_status: idea.status,
  };
}
