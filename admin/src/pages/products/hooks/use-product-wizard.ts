import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiUrl, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { PRODUCT_WIZARD_MESSAGES, productSlug, validateProductDraft, type ProductDraft, type ProductTemplate } from '@platform/shared';
import { goToSite } from '../../../utils/site-navigation';
import { NO_NOTICES, isServerAnswer, serverMessage } from '../../../utils/server-message';
import { PRODUCTS_LIST_PATH, PRODUCTS_RESOURCE, siteProductPath } from '../labels';
import { WIZARD_TEXTS, emptyDraft, templateDefaults } from '../wizard-labels';
import { useNotice } from './use-notice';

export type FieldErrors = Partial<Record<string, string>>;

/** The fields whose errors block Next on step 1 (spec §4); the others are the server's to refuse. */
const STEP_ONE_BLOCKING = ['id', 'name', 'description'];
/** The step each field is edited on, to show a server's field error where it can be fixed. */
const STEP_OF_FIELD: Record<string, number> = { features: 1, integrations: 1, tags: 1, routes: 1, trial_days: 2, trial_enabled: 2 };
const stepOf = (field: string) => STEP_OF_FIELD[field] ?? 0;

export interface GeneratedFiles {
  filesCreated: string[];
  written: boolean;
}

/** What is sent: the draft as typed (the server trims and checks it again), tags only when there are any. */
export function draftBody(draft: ProductDraft): Partial<ProductDraft> {
  const { tags, ...rest } = draft;
  return tags.length ? draft : rest;
}

/**
 * The wizard's draft, its step and its errors, and the creation: the product first, then its code scaffold. Every
 * field stays as typed whatever the server answers.
 */
export function useProductWizard() {
  const apiUrl = useApiUrl();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const notice = useNotice();
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The id follows the name until the admin types an id of their own.
  const [idTouched, setIdTouched] = useState(false);
  const create = useCustomMutation<ProductDraft, HttpError, Partial<ProductDraft>>();
  const generate = useCustomMutation<GeneratedFiles, HttpError, { id: string }>();
  const [sending, setSending] = useState(false);

  const change = (values: Partial<ProductDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...values };
      if ('name' in values && !idTouched && !('id' in values)) next.id = productSlug(values.name ?? '');
      return next;
    });
    // An error goes away once its field is edited.
    const edited = Object.keys(values).concat('name' in values && !idTouched ? ['id'] : []);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !edited.includes(field))));
  };
  const changeId = (id: string) => {
    setIdTouched(true);
    change({ id });
  };
  const chooseTemplate = (template: ProductTemplate) => change({ template, ...templateDefaults(template) });

  const next = () => {
    if (step === 0) {
      const checked = validateProductDraft(draft);
      const blocking = checked.ok ? [] : checked.errors.filter((error) => STEP_ONE_BLOCKING.includes(error.field));
      if (blocking.length) {
        setErrors(Object.fromEntries(blocking.map((error) => [error.field, error.message])));
        return;
      }
    }
    setStep((current) => Math.min(current + 1, 3));
  };
  const back = () => (step === 0 ? navigate(PRODUCTS_LIST_PATH) : setStep(step - 1));

  const submit = async () => {
    setSending(true);
    let product: ProductDraft;
    try {
      const answer = await create.mutateAsync({ url: `${apiUrl}/${PRODUCTS_RESOURCE}`, method: 'post', values: draftBody(draft), ...NO_NOTICES });
      product = { ...draft, ...answer.data };
    } catch (error) {
      setSending(false);
      refused(error);
      return;
    }
    await invalidate({ resource: PRODUCTS_RESOURCE, invalidates: ['list'] });
    try {
      const { data } = await generate.mutateAsync({
        url: `${apiUrl}/${PRODUCTS_RESOURCE}/generate-files`,
        method: 'post',
        values: { id: product.id },
        ...NO_NOTICES,
      });
      // Where nothing was written (not a development server), the settings page offers the scaffold as a zip.
      notice.success(PRODUCT_WIZARD_MESSAGES.created(product.name), data.written ? undefined : WIZARD_TEXTS.downloadLater);
      // The product's area is the public site's, another app: a full page load.
      goToSite(siteProductPath(product.id));
    } catch (error) {
      notice.error(PRODUCT_WIZARD_MESSAGES.filesFailed, serverMessage(error, ''));
      navigate(PRODUCTS_LIST_PATH);
    } finally {
      setSending(false);
    }
  };

  const refused = (error: unknown) => {
    if (!isServerAnswer(error)) {
      notice.error(PRODUCT_WIZARD_MESSAGES.unexpected);
      return;
    }
    const message = serverMessage(error, 'Please try again.');
    notice.error(PRODUCT_WIZARD_MESSAGES.createError(message));
    const fieldErrors: FieldErrors = { ...((error as HttpError).errors as FieldErrors | undefined) };
    // A taken id comes as a 409 with only a message: it belongs under the id.
    if ((error as HttpError).statusCode === 409 && !fieldErrors.id) fieldErrors.id = message;
    const fields = Object.keys(fieldErrors);
    setErrors(fieldErrors);
    if (fields.length) setStep(Math.min(...fields.map(stepOf)));
  };

  return { draft, step, errors, sending, change, changeId, chooseTemplate, next, back, submit, setStep };
}
