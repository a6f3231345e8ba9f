import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Flex, Form, Modal } from 'antd';
import { API_DEFAULTS, API_INPUT_FIELDS, API_REGISTRY_MESSAGES, type ApiInput, type RegistryApi } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { useSaveApi } from '../hooks/use-api-writes';
import { API_TEXTS } from '../labels';
import { ApiFormFields } from './api-form-fields';

const FIELDS: ReadonlyArray<keyof ApiInput> = API_INPUT_FIELDS;

/** A new API starts from the defaults; blank text fields are empty strings, as the server stores them. */
export const NEW_API: ApiInput = {
  ...API_DEFAULTS,
  name: '',
  display_name: '',
  description: '',
  base_url: '',
  production_url: '',
  health_url: '',
  git_repo: '',
  owner_team: '',
};

const valuesOf = (api: RegistryApi | null): ApiInput =>
  api ? (Object.fromEntries(FIELDS.map((field) => [field, api[field] ?? ''])) as unknown as ApiInput) : NEW_API;

/** What is sent: every field, trimmed, blanks as empty strings. */
const bodyOf = (values: Partial<ApiInput>): ApiInput =>
  Object.fromEntries(FIELDS.map((field) => [field, String(values[field] ?? '').trim()])) as unknown as ApiInput;

interface ApiFormDialogProps {
  /** The API to edit, or null for a new one; undefined while the dialog is closed. */
  api: RegistryApi | null | undefined;
  onClose: () => void;
  onSaved?: (api: RegistryApi) => void;
}

/** New API, and Configure/Edit of one: the same dialog. A refusal keeps it open with everything typed. */
export function ApiFormDialog({ api, onClose, onSaved }: ApiFormDialogProps) {
  const open = api !== undefined;
  const editing = Boolean(api);
  return (
    <Modal
      open={open}
      title={api ? API_TEXTS.editTitle(api.display_name || api.name) : API_TEXTS.createTitle}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      maskClosable={false}
    >
      {/* Its own form per opening, so nothing typed for one API is kept for the next. */}
      {open && <ApiForm key={api?.id ?? 'new'} api={api ?? null} editing={editing} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ApiForm({
  api,
  editing,
  onClose,
  onSaved,
}: {
  api: RegistryApi | null;
  editing: boolean;
  onClose: () => void;
  onSaved?: (api: RegistryApi) => void;
}) {
  const [form] = Form.useForm<ApiInput>();
  const { save, saving } = useSaveApi();
  const [failure, setFailure] = useState<string | null>(null);

  const showRefusal = (error: HttpError) => {
    const fieldErrors = Object.entries(error.errors ?? {}).filter(([field]) => (FIELDS as string[]).includes(field));
    if (fieldErrors.length > 0) {
      form.setFields(fieldErrors.map(([name, message]) => ({ name: name as keyof ApiInput, errors: [String(message)] })));
    }
    // A taken name belongs to the name field.
    if (error.statusCode === 409) {
      form.setFields([{ name: 'name', errors: [serverMessage(error, API_REGISTRY_MESSAGES.nameTaken(form.getFieldValue('name')))] }]);
      return;
    }
    if (fieldErrors.length > 0 && fieldErrors.length === Object.keys(error.errors ?? {}).length) return;
    const reason = serverMessage(error, 'Please try again.');
    setFailure(editing ? API_TEXTS.saveFailed(reason) : API_REGISTRY_MESSAGES.createFailed(reason));
  };

  const onFinish = async (values: ApiInput) => {
    setFailure(null);
    try {
      const saved = await save(bodyOf(values), api?.id);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      showRefusal(error as HttpError);
    }
  };

  return (
    <Form<ApiInput>
      form={form}
      name="api"
      layout="vertical"
      initialValues={valuesOf(api)}
      onFinish={onFinish}
      // The server's word on a field stands until that field is changed.
      onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof ApiInput, errors: [] })))}
      validateTrigger="onBlur"
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={failure} />}
      <ApiFormFields form={form} />
      <Flex justify="end" gap={8}>
        <Button htmlType="button" onClick={onClose} disabled={saving}>
          {API_TEXTS.cancel}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {editing ? API_TEXTS.save : API_TEXTS.create}
        </Button>
      </Flex>
    </Form>
  );
}
