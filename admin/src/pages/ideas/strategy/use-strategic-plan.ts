import { useCallback, useEffect, useState } from 'react';
import { useWarnAboutChange } from '@refinedev/core';
import { PLAN_MESSAGES, type PlanCompany, type StrategicPlan } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { usePlanQuery, useSavePlan } from './plan-queries';
import { PLAN_TEXTS } from './plan-messages';
import { planFromServer } from './plan-model';

export interface StrategicPlanState {
  /** The plan on screen; null while the first load runs or after it failed. */
  plan: StrategicPlan | null;
  loading: boolean;
  loadError: string | null;
  /** The company has a plan on the server (false: the defaults are shown and nothing is saved yet). */
  stored: boolean;
  /** Edited since the last load or save. */
  dirty: boolean;
  saving: boolean;
  reload: () => void;
  update: (change: (plan: StrategicPlan) => StrategicPlan) => void;
  /** Saves the plan on screen; answers null on success, else the message to show. */
  save: () => Promise<string | null>;
  /** Takes a plan the server has just stored (an import) as the saved state. */
  replace: (saved: StrategicPlan) => void;
}

interface ShownPlan {
  company: PlanCompany;
  plan: StrategicPlan;
  stored: boolean;
  dirty: boolean;
}

/**
 * One company's plan: read when the company changes, edited locally, saved with POST. The server's copy is taken
 * whenever it arrives for the company on screen, except over unsaved edits.
 */
export function useStrategicPlan(company: PlanCompany): StrategicPlanState {
  const { plan: fromServer, query } = usePlanQuery(company);
  const savePlan = useSavePlan();
  const [shown, setShown] = useState<ShownPlan | null>(null);
  const [saving, setSaving] = useState(false);
  const { setWarnWhen } = useWarnAboutChange();

  const { isSuccess, data, error, refetch } = query;
  useEffect(() => {
    if (!isSuccess) return;
    setShown((current) =>
      current && current.company === company && current.dirty ? current : { company, plan: planFromServer(fromServer), stored: fromServer !== null, dirty: false },
    );
    // `data` changes with each new answer (fromServer is read from it), not with a refetch that brings the same.
  }, [company, isSuccess, data]);

  useEffect(() => {
    if (error) console.error('Strategic plan: load failed', error);
  }, [error]);

  // The plan of another company (just switched from) is not shown while this one loads.
  const current = shown?.company === company ? shown : null;
  const dirty = current?.dirty ?? false;

  // Leaving the page (or switching company) with edits asks first, through Refine's unsaved-changes notifier.
  useEffect(() => setWarnWhen(dirty), [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const update = useCallback(
    (change: (plan: StrategicPlan) => StrategicPlan) =>
      setShown((previous) => (previous && previous.company === company ? { ...previous, plan: change(previous.plan), dirty: true } : previous)),
    [company],
  );

  const replace = useCallback((saved: StrategicPlan) => setShown({ company, plan: planFromServer(saved), stored: true, dirty: false }), [company]);

  const save = useCallback(async (): Promise<string | null> => {
    if (!current) return null;
    const savedFor = company;
    setSaving(true);
    try {
      const saved = await savePlan(savedFor, current.plan);
      // The company may have changed while the call ran; its answer belongs to the plan it was made for.
      setShown((previous) => (previous && previous.company === savedFor ? { company: savedFor, plan: planFromServer(saved), stored: true, dirty: false } : previous));
      return null;
    } catch (caught) {
      console.error('Strategic plan: save failed', caught);
      const text = serverMessage(caught, '');
      return PLAN_MESSAGES.saveFailed(text || undefined);
    } finally {
      setSaving(false);
    }
  }, [company, current, savePlan]);

  const reload = useCallback(() => void refetch(), [refetch]);

  return {
    plan: current?.plan ?? null,
    loading: current === null && !error,
    loadError: current === null && error ? serverMessage(error, PLAN_TEXTS.loadFailed) : null,
    stored: current?.stored ?? false,
    dirty,
    saving,
    reload,
    update,
    save,
    replace,
  };
}
