import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreate, useOne, useUpdate, useWarnAboutChange, type HttpError } from '@refinedev/core';
import { PIPELINE_MESSAGES, validatePipelineInput, type PipelineDetail } from '@platform/shared';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { PIPELINES_LIST_PATH, PIPELINES_RESOURCE, pipelinePath } from '../labels';
import { draftFromDetail, emptyDraft, pipelinePayload, wizardStepOf, type PipelineDraft, type PipelinePayload } from './draft';
import type { WizardErrors } from './wizard-errors';

export const WIZARD_STEPS = ['Basic Info', 'Pipeline Steps', 'Resources', 'Schedule', 'Review'] as const;
const LAST = WIZARD_STEPS.length - 1;

type Created = PipelineDetail & { ingest_token?: string };

/** The field errors of a refusal, each as one message. */
const fieldErrorsOf = (error: HttpError): WizardErrors =>
  Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.join(' ') : typeof value === 'object' ? value.message : String(value),
    ]),
  );

/**
 * The wizard's draft and step, and the save: POST for a new pipeline, PUT for an existing one (`id`). What the server
 * refuses shows in a banner and on the step it names; nothing typed is lost.
 */
export function usePipelineWizard(id?: string) {
  const navigate = useNavigate();
  const { setWarnWhen } = useWarnAboutChange();
  const editing = id !== undefined;
  const { result: detail, query } = useOne<PipelineDetail, HttpError>({
    resource: PIPELINES_RESOURCE,
    id,
    queryOptions: { enabled: editing, retry: false },
    errorNotification: false,
  });
  const { mutateAsync: create } = useCreate<Created, HttpError, PipelinePayload>();
  const { mutateAsync: update } = useUpdate<PipelineDetail, HttpError, PipelinePayload>();

  const [draft, setDraft] = useState<PipelineDraft>(emptyDraft);
  const [loaded, setLoaded] = useState(!editing);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [ingestToken, setIngestToken] = useState<string | null>(null);

  // The first answer is the edit's start.
  useEffect(() => {
    if (editing && detail?.pipeline && !loaded) {
      setDraft(draftFromDetail(detail));
      setLoaded(true);
    }
  }, [editing, detail, loaded]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const change = (values: Partial<PipelineDraft>) => {
    setDraft((current) => ({ ...current, ...values }));
    setWarnWhen(true);
    // An edited part's errors go; the others stay until the next save.
    const edited = Object.keys(values).map((key) => (key.startsWith('schedule') || key === 'interval' || key === 'cron' ? 'schedule' : key));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !edited.some((key) => field.startsWith(key)))));
  };

  const hasName = draft.name.trim() !== '';
  const canNext = step === 0 ? hasName : step === 1 ? draft.steps.length > 0 : true;
  const canSave = !sending && hasName && draft.steps.length > 0;

  const problems = useMemo(() => {
    const checked = validatePipelineInput(pipelinePayload(draft));
    return checked.ok ? [] : checked.errors;
  }, [draft]);

  const showErrors = (fields: WizardErrors) => {
    setErrors(fields);
    const steps = Object.keys(fields).map(wizardStepOf);
    if (steps.length) setStep(Math.min(...steps));
  };

  // Leaving after a save waits a render: the unsaved-changes guard lets navigation through only once it sees the form clean.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo, navigate]);
  const leave = (to: string) => {
    setWarnWhen(false);
    setLeaveTo(to);
  };

  const submit = async () => {
    if (!canSave) return;
    setBanner(null);
    // The server's own rules, checked first: the same messages, without a round trip.
    if (problems.length) {
      showErrors(Object.fromEntries(problems.map((problem) => [problem.field, problem.message])));
      return;
    }
    setSending(true);
    try {
      const values = pipelinePayload(draft);
      if (editing) {
        await update({
          resource: PIPELINES_RESOURCE,
          id,
          values,
          ...NO_NOTICES,
          successNotification: () => ({ type: 'success', message: 'Pipeline saved' }),
        });
        leave(pipelinePath(id));
        return;
      }
      const { data } = await create({
        resource: PIPELINES_RESOURCE,
        values,
        ...NO_NOTICES,
        successNotification: () => ({ type: 'success', message: 'Pipeline created' }),
      });
      setWarnWhen(false);
      if (data?.ingest_token) setIngestToken(data.ingest_token);
      else leave(PIPELINES_LIST_PATH);
    } catch (error) {
      const text = serverMessage(error, 'Please try again.');
      setBanner(editing ? PIPELINE_MESSAGES.updateFailed(text) : PIPELINE_MESSAGES.createFailed(text));
      showErrors(fieldErrorsOf(error as HttpError));
    } finally {
      setSending(false);
    }
  };

  return {
    editing,
    loading: editing && !loaded,
    loadError: query.error,
    draft,
    change,
    step,
    setStep,
    errors,
    problems: problems.map((problem) => problem.message),
    banner,
    dismissBanner: () => setBanner(null),
    canNext,
    canSave,
    sending,
    next: () => canNext && setStep((current) => Math.min(current + 1, LAST)),
    back: () => (step === 0 ? navigate(editing ? pipelinePath(id) : PIPELINES_LIST_PATH) : setStep(step - 1)),
    last: step === LAST,
    submit,
    ingestToken,
    /** After the token was shown once: on to the list. */
    closeToken: () => {
      setIngestToken(null);
      leave(PIPELINES_LIST_PATH);
    },
  };
}
