import { useCallback, useEffect, useState } from 'react';
import { Form } from 'antd';
import { useOne, useUpdate, useWarnAboutChange, type HttpError } from '@refinedev/core';
import { PRODUCT_SETTINGS_MESSAGES, type ProductSettings } from '@platform/shared';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { changedFields, changedPaths, toFormValues, type SettingsFormValues } from '../components/settings/settings-fields';
import { SETTINGS_TEXTS } from '../settings-labels';
import { PRODUCTS_RESOURCE } from '../labels';
import { useNotice } from './use-notice';

type FieldErrors = { errorFields?: Array<{ name: (string | number)[] }> };

/**
 * The settings editor's one form: it starts from the product once, sends only what changed on Lagre, and shows the
 * server's refusals on their fields. Later reads of the product (after the switch, archiving, an image) leave unsaved
 * edits alone. `onErrorAt` gets the first field in error, so the page can open its tab.
 */
export function useProductSettingsForm(productId: string, onErrorAt: (field: string) => void) {
  const [form] = Form.useForm<SettingsFormValues>();
  const notice = useNotice();
  const { setWarnWhen } = useWarnAboutChange();
  const { result: product, query } = useOne<ProductSettings, HttpError>({ resource: PRODUCTS_RESOURCE, id: productId, errorNotification: false });
  const { mutateAsync, mutation } = useUpdate<ProductSettings, HttpError, Partial<SettingsFormValues>>();
  const [saved, setSaved] = useState<{ id: string; values: SettingsFormValues } | null>(null);
  const [dirty, setDirty] = useState(false);

  // The first answer for this product is the form's start; a new product id starts again.
  useEffect(() => {
    if (product && product.id === productId && saved?.id !== productId) {
      setSaved({ id: productId, values: toFormValues(product) });
      setDirty(false);
    }
  }, [product, productId, saved?.id]);

  // Leaving with unsaved edits asks first (Refine's notifier); leaving the page drops the question.
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  // Field names as paths ('translations.en.meta_title' split); the form's own types only know the fixed ones.
  const setErrors = (fields: Array<{ name: (string | number)[]; errors: string[] }>) =>
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
  const clearErrors = () =>
    setErrors(
      form
        .getFieldsError()
        .filter(({ errors }) => errors.length > 0)
        .map(({ name }) => ({ name, errors: [] })),
    );

  const markDirty = useCallback(
    (next: boolean) => {
      setDirty(next);
      setWarnWhen(next);
    },
    [setWarnWhen],
  );

  const onValuesChange = () => {
    if (saved) markDirty(Object.keys(changedFields(saved.values, form.getFieldsValue(true))).length > 0);
  };

  const save = async () => {
    if (!saved) return;
    const changes = changedFields(saved.values, form.getFieldsValue(true));
    if (Object.keys(changes).length === 0) return markDirty(false);
    try {
      // Only what changed is checked (and sent): the rest is as the server saved it.
      await form.validateFields(changedPaths(changes) as Parameters<typeof form.validateFields>[0], { recursive: true });
    } catch (invalid) {
      const first = (invalid as FieldErrors).errorFields?.[0];
      if (first) onErrorAt(first.name.join('.'));
      notice.error(PRODUCT_SETTINGS_MESSAGES.saveFailed, SETTINGS_TEXTS.checkFields);
      return;
    }
    try {
      const { data } = await mutateAsync({ resource: PRODUCTS_RESOURCE, id: productId, values: changes, ...NO_NOTICES });
      const values = toFormValues(data);
      form.setFieldsValue(values);
      clearErrors();
      setSaved({ id: productId, values });
      markDirty(false);
      notice.success(PRODUCT_SETTINGS_MESSAGES.saved);
    } catch (error) {
      const fieldErrors = Object.entries((error as HttpError).errors ?? {});
      // 'translations.en.meta_title' is the form's ['translations', 'en', 'meta_title'].
      setErrors(fieldErrors.map(([field, message]) => ({ name: field.split('.'), errors: [String(message)] })));
      if (fieldErrors.length) onErrorAt(fieldErrors[0][0]);
      notice.error(PRODUCT_SETTINGS_MESSAGES.saveFailed, serverMessage(error, 'Please try again.'));
    }
  };

  const undo = () => {
    if (!saved) return;
    form.setFieldsValue(saved.values);
    clearErrors();
    markDirty(false);
  };

  return {
    form,
    product: product?.id === productId ? product : undefined,
    initialValues: saved?.id === productId ? saved.values : undefined,
    loadError: query.error,
    reload: () => void query.refetch(),
    dirty,
    saving: mutation.isPending,
    onValuesChange,
    save,
    undo,
    /** Lets the page go without asking (the product was deleted). */
    allowLeaving: useCallback(() => markDirty(false), [markDirty]),
  };
}
