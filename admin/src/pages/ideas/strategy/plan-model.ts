import {
  PLAN_LIMITS,
  emptyPlan,
  topIdeasByStrategicFit,
  truncateDescription,
  validatePlan,
  withPlanDefaults,
  type Idea,
  type SelectedIdea,
  type StrategicPlan,
} from '@platform/shared';

/**
 * A saved plan as the screen edits it. Unlike the export, no defaults are mixed in: goals the user removed stay
 * removed. A stored plan that no longer passes the rules (an older shape) is still shown, its missing parts empty.
 */
export function planFromServer(saved: StrategicPlan | null): StrategicPlan {
  if (!saved) return withPlanDefaults(null);
  const checked = validatePlan(saved, { requireGoalDetails: false });
  if (checked.ok) return checked.plan;
  const empty = emptyPlan();
  return {
    ...empty,
    ...saved,
    dataMoatStrategy: { ...empty.dataMoatStrategy, ...(saved.dataMoatStrategy ?? {}) },
  };
}

let counter = 0;
/** An id for a goal or advantage added on screen; unique within the page's lifetime. */
export function newItemId(prefix: 'goal' | 'advantage'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** An idea's description as text (the list's index signature types it unknown). */
export function ideaDescription(idea: Idea): string {
  return typeof idea.description === 'string' ? idea.description : '';
}

/** Every idea in the pickers' order: strategic fit, highest first. */
export function ideasByFit(ideas: readonly Idea[]): Idea[] {
  return topIdeasByStrategicFit(ideas, ideas.length);
}

/** A plan entry for a picked idea; the description is cut to what a saved plan may hold. */
export function selectedIdeaFrom(idea: Idea, notes = ''): SelectedIdea {
  return {
    ideaId: idea.id,
    title: idea.title,
    description: truncateDescription(ideaDescription(idea), PLAN_LIMITS.text),
    notes,
  };
}

/**
 * The plan's selected ideas after the picker: kept ones keep their place and notes, new ones follow in fit order.
 * Ids the picker does not list (an idea since deleted) stay: the table's Remove takes them out.
 */
export function applyPickedIdeas(current: readonly SelectedIdea[], picked: readonly number[], ideas: readonly Idea[]): SelectedIdea[] {
  const pickedSet = new Set(picked);
  const known = new Set(ideas.map((idea) => idea.id));
  const kept = current.filter((entry) => pickedSet.has(entry.ideaId) || !known.has(entry.ideaId));
  const keptIds = new Set(kept.map((entry) => entry.ideaId));
  const added = ideasByFit(ideas)
    .filter((idea) => pickedSet.has(idea.id) && !keptIds.has(idea.id))
    .map((idea) => selectedIdeaFrom(idea));
  return [...kept, ...added].slice(0, PLAN_LIMITS.listItems);
}
