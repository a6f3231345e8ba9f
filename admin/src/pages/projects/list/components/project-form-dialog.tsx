import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Flex, Form, Modal } from 'antd';
import { PROJECT_MESSAGES, validateProjectInput, type FieldError, type Project, type ProjectInput } from '@platform/shared';
import { serverMessage } from '../../../../utils/server-message';
import { useSaveProject } from '../hooks/use-project-writes';
import { PROJECT_TEXTS } from '../../labels';
import { ProjectFormFields } from './project-form-fields';
import { formValuesOf, rawBodyOf, type ProjectFormValues } from './project-form-values';

/** The contract's fields the form shows under the same name (metadata is kept, not shown). */
const FORM_FIELDS = new Set<string>(Object.keys(formValuesOf(null)).filter((field) => field !== 'perpetual'));

interface ProjectFormDialogProps {
  /** The project to edit, or null for a new one; undefined while the dialog is closed. */
  project: Project | null | undefined;
  onClose: () => void;
  onSaved?: (project: Project) => void;
}

/** New Project and Edit: the same dialog. A refusal keeps it open with everything typed. */
export function ProjectFormDialog({ project, onClose, onSaved }: ProjectFormDialogProps) {
  const open = project !== undefined;
  return (
    <Modal
      open={open}
      title={project ? PROJECT_TEXTS.editTitle(project.display_name || project.name) : PROJECT_TEXTS.createTitle}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      maskClosable={false}
    >
      {/* Its own form per opening, so nothing typed for one project is kept for the next. */}
      {open && <ProjectForm key={project?.id ?? 'new'} project={project ?? null} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ProjectForm({ project, onClose, onSaved }: { project: Project | null; onClose: () => void; onSaved?: (project: Project) => void }) {
  const [form] = Form.useForm<ProjectFormValues>();
  const { save, saving } = useSaveProject();
  const [failure, setFailure] = useState<string | null>(null);
  const editing = project !== null;

  /** Errors on the fields that show them; true when every one found its field. */
  const showOnFields = (errors: FieldError[]): boolean => {
    const onFields = errors.filter((error) => FORM_FIELDS.has(error.field));
    if (onFields.length > 0) {
      form.setFields(onFields.map(({ field, message }) => ({ name: field as keyof ProjectFormValues, errors: [message] })));
    }
    return onFields.length === errors.length;
  };

  const showRefusal = (error: HttpError) => {
    // A taken name belongs to the name field.
    if (error.statusCode === 409) {
      form.setFields([{ name: 'name', errors: [serverMessage(error, PROJECT_MESSAGES.nameTaken(form.getFieldValue('name')))] }]);
      return;
    }
    const fieldErrors = Object.entries(error.errors ?? {}).map(([field, message]) => ({ field, message: String(message) }));
    if (fieldErrors.length > 0 && showOnFields(fieldErrors)) return;
    setFailure(serverMessage(error, editing ? PROJECT_MESSAGES.updateFailed : PROJECT_MESSAGES.createFailed));
  };

  const onFinish = async () => {
    setFailure(null);
    // The contract's check of the whole project first: the spec's one message for a missing ID or name, above the fields.
    const checked = validateProjectInput(rawBodyOf(form.getFieldsValue(true), project?.metadata ?? null));
    if (!checked.ok) {
      const required = checked.errors.some((error) => error.message === PROJECT_MESSAGES.required);
      if (required) setFailure(PROJECT_MESSAGES.required);
      else if (!showOnFields(checked.errors)) setFailure(checked.errors.map((error) => error.message).join(' '));
      return;
    }
    try {
      const saved = await save(checked.value as ProjectInput, project?.id);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      showRefusal(error as HttpError);
    }
  };

  return (
    <Form<ProjectFormValues>
      form={form}
      name="project"
      layout="vertical"
      initialValues={formValuesOf(project)}
      onFinish={onFinish}
      // The server's word on a field stands until that field is changed.
      onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof ProjectFormValues, errors: [] })))}
      validateTrigger="onBlur"
    >
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={failure} />}
      <ProjectFormFields form={form} />
      <Flex justify="end" gap={8}>
        <Button htmlType="button" onClick={onClose} disabled={saving}>
          {PROJECT_TEXTS.cancel}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {editing ? PROJECT_TEXTS.save : PROJECT_TEXTS.create}
        </Button>
      </Flex>
    </Form>
  );
}
