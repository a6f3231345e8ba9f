import { useCallback, useEffect, useRef, useState } from 'react';
import { useWarnAboutChange } from '@refinedev/core';
import { PLAN_MESSAGES, type PlanCompany, type StrategicPlan } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { fetchPlan, savePlan } from './plan-api';
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

/** One company's plan: loaded when the company changes, edited locally, saved with POST. */
export function useStrategicPlan(company: PlanCompany): StrategicPlanState {
  const [plan, setPlan] = useState<StrategicPlan | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [stored, setStored] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Only the latest load may write: a slow answer for the previous company must not replace the current one.
  const latest = useRef(0);
  const { setWarnWhen } = useWarnAboutChange();

  useEffect(() => {
    const request = ++latest.current;
    setLoading(true);
    setLoadError(null);
    setPlan(null);
    setDirty(false);
    fetchPlan(company).then(
      (saved) => {
        if (request !== latest.current) return;
        setPlan(planFromServer(saved));
        setStored(saved !== null);
        setLoading(false);
      },
      (error) => {
        if (request !== latest.current) return;
        console.error('Strategic plan: load failed', error);
        setLoadError(serverMessage(error, PLAN_TEXTS.loadFailed));
        setLoading(false);
      },
    );
  }, [company, attempt]);

  // Leaving the page (or switching company) with edits asks first, through Refine's unsaved-changes notifier.
  useEffect(() => setWarnWhen(dirty), [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const update = useCallback((change: (plan: StrategicPlan) => StrategicPlan) => {
    setPlan((current) => (current ? change(current) : current));
    setDirty(true);
  }, []);

  const replace = useCallback((saved: StrategicPlan) => {
    setPlan(planFromServer(saved));
    setStored(true);
    setDirty(false);
  }, []);

  const save = useCallback(async (): Promise<string | null> => {
    if (!plan) return null;
    setSaving(true);
    const request = latest.current;
    try {
      const saved = await savePlan(company, plan);
      // The company may have changed while the call ran; its answer belongs to the plan it was made for.
      if (request === latest.current) replace(saved);
      return null;
    } catch (error) {
      console.error('Strategic plan: save failed', error);
      const text = serverMessage(error, '');
      return PLAN_MESSAGES.saveFailed(text || undefined);
    } finally {
      setSaving(false);
    }
  }, [company, plan, replace]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { plan, loading, loadError, stored, dirty, saving, reload, update, save, replace };
}
