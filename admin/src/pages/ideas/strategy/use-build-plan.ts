import { useEffect, useMemo, useState } from 'react';
import { useAnswersSince } from '../../../hooks/use-answers-since';
import { PLAN_LIMITS, type Idea, type PlanSelection, type SelectedIdea, type StrategicPlan } from '@platform/shared';
import { usePlanQuery, useSelectionsQuery } from './plan-queries';
import { planFromServer, selectedIdeaFrom } from './plan-model';

export interface BuildPlanState {
  loading: boolean;
  /** The saved overall plan could not be read: saving would overwrite it with defaults, so it is not offered. */
  loadFailed: boolean;
  ticked: number[];
  notes: Record<number, string>;
  toggle: (ideaId: number, checked: boolean) => void;
  setNote: (ideaId: number, notes: string) => void;
  /** The overall plan with the ticked ideas as its selected ideas. */
  plan: StrategicPlan;
  selections: PlanSelection[];
}

/**
 * The Build Strategic Plan dialog's state: on opening, the overall plan and the saved selections are read; the
 * plan's selected ideas are the starting ticks, the plain selections the fallback when it has none.
 */
export function useBuildPlan(open: boolean, ideas: readonly Idea[]): BuildPlanState {
  const planRead = usePlanQuery('overall', open);
  const selectionsRead = useSelectionsQuery(open);
  const [ticked, setTicked] = useState<number[]>([]);
  const [notes, setNotes] = useState<Record<number, string>>({});
  /** The ticks start from answers given after the dialog last opened, once per opening. */
  const opened = useAnswersSince();
  const [started, setStarted] = useState(false);

  useEffect(() => {
    if (!open) return;
    opened.mark();
    setStarted(false);
  }, [open, opened]);

  const settled = open && opened.answered(planRead.query) && opened.answered(selectionsRead.query);
  const planFailed = planRead.query.isError;
  const saved = planFailed ? null : planRead.plan;

  useEffect(() => {
    if (!settled || started) return;
    if (planRead.query.error) console.error('Strategic plan: load failed', planRead.query.error);
    if (selectionsRead.query.error) console.error('Strategic plan: loading the selections failed', selectionsRead.query.error);
    const fromPlan = saved?.selectedIdeas ?? [];
    const start: PlanSelection[] = fromPlan.length ? fromPlan.map(({ ideaId, notes: n }) => ({ ideaId, notes: n })) : selectionsRead.selections;
    setTicked(start.map((s) => s.ideaId));
    setNotes(Object.fromEntries(start.map((s) => [s.ideaId, s.notes ?? ''])));
    setStarted(true);
  }, [settled, started, saved, selectionsRead.selections, planRead.query.error, selectionsRead.query.error]);

  const loading = open && !started;
  const loadFailed = started && planFailed;

  const toggle = (ideaId: number, checked: boolean) =>
    setTicked((ids) => (checked ? (ids.includes(ideaId) ? ids : [...ids, ideaId]) : ids.filter((id) => id !== ideaId)));
  const setNote = (ideaId: number, text: string) => setNotes((all) => ({ ...all, [ideaId]: text }));

  const plan = useMemo(() => {
    const base = planFromServer(saved);
    const byId = new Map(ideas.map((idea) => [idea.id, idea]));
    const before = new Map(base.selectedIdeas.map((s) => [s.ideaId, s]));
    const selectedIdeas: SelectedIdea[] = [];
    for (const id of ticked) {
      const idea = byId.get(id);
      const note = notes[id] ?? '';
      // An idea the list does not hold keeps its saved entry; one known only by id cannot be described, so it stays out.
      if (idea) selectedIdeas.push(selectedIdeaFrom(idea, note));
      else if (before.has(id)) selectedIdeas.push({ ...before.get(id)!, notes: note });
    }
    return { ...base, selectedIdeas: selectedIdeas.slice(0, PLAN_LIMITS.listItems) };
  }, [saved, ideas, ticked, notes]);

  const selections = useMemo(() => ticked.map((ideaId) => ({ ideaId, notes: notes[ideaId] ?? '' })), [ticked, notes]);

  return { loading, loadFailed, ticked, notes, toggle, setNote, plan, selections };
}
