import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, List, Modal, Skeleton, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTE_LIMITS, validateProjectNoteInput, type ProjectNote, type ProjectNoteInput } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { MarkdownView } from './markdown';
import { formatOsloDateTime, PAGE_TEXTS } from './texts';
import { useProjectRecords } from './use-project-records';

const noteName = (note: Pick<ProjectNote, 'title'>) => note.title || 'Untitled note';
const newestFirst = (a: ProjectNote, b: ProjectNote) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Notes: Markdown written by the administrators, newest first, shown rendered and sanitised. */
export function NotesTab({ projectId }: { projectId: number }) {
  const { modal } = App.useApp();
  const notes = useProjectRecords<ProjectNote, ProjectNoteInput>(projectId, 'notes');
  // undefined: closed; null: a new note; a note: editing it.
  const [editing, setEditing] = useState<ProjectNote | null | undefined>(undefined);
  const sorted = [...notes.records].sort(newestFirst);

  const confirmDelete = (note: ProjectNote) =>
    modal.confirm({
      title: 'Delete note?',
      content: `"${noteName(note)}" will be deleted. This action cannot be undone.`,
      okText: PAGE_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: PAGE_TEXTS.cancel,
      onOk: () => void notes.remove(note.id, 'Failed to delete note').catch(() => undefined),
    });

  let content;
  if (notes.error) {
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={serverMessage(notes.error, 'Failed to load notes')}
        action={
          <Button size="small" onClick={notes.retry}>
            {PAGE_TEXTS.retry}
          </Button>
        }
      />
    );
  } else if (notes.loading) {
    content = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (sorted.length === 0) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notes yet" />;
  } else {
    content = (
      <List
        aria-label="Notes"
        dataSource={sorted}
        split={false}
        renderItem={(note) => (
          <List.Item>
            <Card
              size="small"
              style={{ width: '100%' }}
              title={noteName(note)}
              extra={
                <Flex gap={4}>
                  <Tooltip title={PAGE_TEXTS.edit}>
                    <Button size="small" icon={<EditOutlined />} aria-label={`Edit note ${noteName(note)}`} onClick={() => setEditing(note)} />
                  </Tooltip>
                  <Tooltip title={PAGE_TEXTS.delete}>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete note ${noteName(note)}`}
                      onClick={() => confirmDelete(note)}
                    />
                  </Tooltip>
                </Flex>
              }
            >
              <MarkdownView markdown={note.body} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {[
                  note.author,
                  formatOsloDateTime(note.created_at),
                  note.updated_at !== note.created_at ? `edited ${formatOsloDateTime(note.updated_at)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </Card>
          </List.Item>
        )}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">Notes are written in Markdown.</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          Add note
        </Button>
      </Flex>
      {content}
      <Modal
        open={editing !== undefined}
        title={editing ? 'Edit note' : 'Add note'}
        onCancel={() => setEditing(undefined)}
        footer={null}
        width={720}
        destroyOnHidden
        maskClosable={false}
      >
        {editing !== undefined && (
          <NoteForm
            key={editing?.id ?? 'new'}
            note={editing}
            saving={notes.saving}
            onCancel={() => setEditing(undefined)}
            onSubmit={async (body) => {
              if (editing) await notes.save(editing.id, body);
              else await notes.add(body);
              setEditing(undefined);
            }}
          />
        )}
      </Modal>
    </Flex>
  );
}

interface NoteFormProps {
  note: ProjectNote | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (body: ProjectNoteInput) => Promise<void>;
}

/** Title and Markdown, with the rendered preview beneath as it will show. */
function NoteForm({ note, saving, onCancel, onSubmit }: NoteFormProps) {
  const [form] = Form.useForm<ProjectNoteInput>();
  const body = Form.useWatch('body', form) ?? note?.body ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const failure = note ? 'Failed to save note' : 'Failed to add note';

  const onFinish = async (values: ProjectNoteInput) => {
    setProblem(null);
    const sent = { title: (values.title ?? '').trim(), body: values.body ?? '' };
    const checked = validateProjectNoteInput(sent);
    if (!checked.ok) {
      form.setFields(checked.errors.map((error) => ({ name: error.field as keyof ProjectNoteInput, errors: [error.message] })));
      return;
    }
    try {
      await onSubmit(sent);
    } catch (caught) {
      const error = caught as HttpError;
      const onFields = Object.entries(error.errors ?? {}).filter(([field]) => field === 'title' || field === 'body');
      form.setFields(onFields.map(([field, message]) => ({ name: field as keyof ProjectNoteInput, errors: [String(message)] })));
      if (onFields.length === 0) setProblem(`${failure}: ${serverMessage(error, 'Please try again.')}`);
    }
  };

  return (
    <Form<ProjectNoteInput>
      form={form}
      name="project-note"
      layout="vertical"
      initialValues={{ title: note?.title ?? '', body: note?.body ?? '' }}
      onFinish={onFinish}
    >
      {problem && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problem} />}
      <Form.Item name="title" label="Title">
        <Input autoComplete="off" maxLength={NOTE_LIMITS.title} />
      </Form.Item>
      <Form.Item name="body" label="Note (Markdown)" rules={[{ required: true, whitespace: true, message: 'Note is required.' }]}>
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={NOTE_LIMITS.body} />
      </Form.Item>
      <section aria-label="Preview" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">Preview</Typography.Text>
        <Card size="small" style={{ marginTop: 4, maxHeight: 300, overflow: 'auto' }}>
          {body.trim() ? <MarkdownView markdown={body} /> : <Typography.Text type="secondary">Nothing to preview yet.</Typography.Text>}
        </Card>
      </section>
      <Flex justify="end" gap={8}>
        <Button htmlType="button" onClick={onCancel} disabled={saving}>
          {PAGE_TEXTS.cancel}
        </Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {note ? PAGE_TEXTS.save : 'Add note'}
        </Button>
      </Flex>
    </Form>
  );
}
