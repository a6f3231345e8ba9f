import { useEffect, useMemo, useRef, useState } from 'react';
import { PLAN_LIMITS, type Idea, type PlanSelection, type SelectedIdea, type StrategicPlan } from '@platform/shared';
import { fetchPlan, fetchSelections } from './plan-api';
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
  const [saved, setSaved] = useState<StrategicPlan | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [ticked, setTicked] = useState<number[]>([]);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const latest = useRef(0);

  useEffect(() => {
    if (!open) return;
    const request = ++latest.current;
    setLoading(true);
    setLoadFailed(false);
    Promise.allSettled([fetchPlan('overall'), fetchSelections()]).then(([planResult, selectionsResult]) => {
      if (request !== latest.current) return;
      if (planResult.status === 'rejected') console.error('Strategic plan: load failed', planResult.reason);
      if (selectionsResult.status === 'rejected') console.error('Strategic plan: loading the selections failed', selectionsResult.reason);
      const plan = planResult.status === 'fulfilled' ? planResult.value : null;
      const fromPlan = plan?.selectedIdeas ?? [];
      const start: PlanSelection[] = fromPlan.length
        ? fromPlan.map(({ ideaId, notes: n }) => ({ ideaId, notes: n }))
        : selectionsResult.status === 'fulfilled'
          ? selectionsResult.value
          : [];
      setSaved(plan);
      setTicked(start.map((s) => s.ideaId));
      setNotes(Object.fromEntries(start.map((s) => [s.ideaId, s.notes ?? ''])));
      setLoadFailed(planResult.status === 'rejected');
      setLoading(false);
    });
  }, [open]);

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
