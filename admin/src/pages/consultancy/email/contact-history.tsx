import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Empty, Flex, Input, Skeleton, Space, Tag, Timeline, Tooltip, Typography } from 'antd';
import { DeleteOutlined, FileTextOutlined, MailOutlined, PaperClipOutlined } from '@ant-design/icons';
import { EMAIL_LIMITS, validateContactNoteInput, type ContactEntry } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_TEXTS } from '../labels';
import { formatSentAt, MAIL_TEXTS, type ContactOwner } from './mail-labels';
import { useContacts, useNoteWrites } from './use-contacts';

const T = MAIL_TEXTS.history;

/** Who wrote or sent it, and when. */
function Byline({ entry }: { entry: ContactEntry }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {entry.createdBy || T.unknownAuthor} · {formatSentAt(entry.createdAt)}
    </Typography.Text>
  );
}

/** An e-mail as sent: subject, recipient, attachment, and the body on demand. */
function EmailEntry({ entry }: { entry: ContactEntry }) {
  const [open, setOpen] = useState(false);
  const to = entry.recipientName ? `${entry.recipientName} <${entry.recipientEmail}>` : (entry.recipientEmail ?? '');
  return (
    <Flex vertical gap={2}>
      <Space wrap size={4}>
        <Tag color="blue">{T.email}</Tag>
        <Typography.Text strong>{entry.subject}</Typography.Text>
      </Space>
      <Typography.Text>{T.to(to)}</Typography.Text>
      {entry.attachmentName && (
        <Typography.Text>
          <PaperClipOutlined /> {T.attachment(entry.attachmentName)}
        </Typography.Text>
      )}
      <Byline entry={entry} />
      <Button type="link" size="small" style={{ alignSelf: 'start', padding: 0 }} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? T.hideBody : T.showBody}
      </Button>
      {open && (
        <Card size="small">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.body}</Typography.Paragraph>
        </Card>
      )}
    </Flex>
  );
}

/** A note: its text, and deleting it after asking (e-mails stay). */
function NoteEntry({ entry, onDelete }: { entry: ContactEntry; onDelete: () => void }) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" align="start" gap={8}>
        <Space wrap size={4}>
          <Tag>{T.note}</Tag>
        </Space>
        <Tooltip title={T.deleteNote}>
          <Button size="small" danger type="text" icon={<DeleteOutlined />} aria-label={T.deleteNote} onClick={onDelete} />
        </Tooltip>
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.body}</Typography.Paragraph>
      <Byline entry={entry} />
    </Flex>
  );
}

/** 'Legg til notat': a note on the customer or candidate, the button waiting for some text. */
function NoteInput({ owner }: { owner: ContactOwner }) {
  const { message } = App.useApp();
  const { add, adding } = useNoteWrites(owner);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const checked = validateContactNoteInput({ customerId: owner.customerId ?? null, candidateId: owner.candidateId ?? null, body: text });
    if (!checked.ok) return setProblem(checked.errors.map((error) => error.message).join(' '));
    try {
      await add(checked.value.body);
      setText('');
      message.success(T.noteAdded);
    } catch (error) {
      setProblem(T.noteFailed(serverMessage(error as HttpError, 'Prøv igjen.')));
    }
  };

  return (
    <Flex vertical gap={8}>
      {problem && <Alert type="error" showIcon closable role="alert" message={problem} onClose={() => setProblem(null)} />}
      <Input.TextArea
        aria-label={T.newNote}
        placeholder={T.notePlaceholder}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={EMAIL_LIMITS.note}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button style={{ alignSelf: 'end' }} onClick={() => void submit()} loading={adding} disabled={!text.trim() || adding}>
        {T.addNote}
      </Button>
    </Flex>
  );
}

/** 'Kontakthistorikk': the e-mails sent to a customer or candidate and the notes on them, newest first. */
export function ContactHistory(owner: ContactOwner) {
  const { modal, message } = App.useApp();
  const { contacts, loading, error, retry } = useContacts(owner);
  const { remove } = useNoteWrites(owner);

  const confirmDelete = (entry: ContactEntry) =>
    modal.confirm({
      title: T.deleteTitle,
      content: T.deleteConfirm,
      okText: CONSULTANCY_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: CONSULTANCY_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove(entry.id);
          message.success(T.noteDeleted);
        } catch (failure) {
          message.error(CONSULTANCY_TEXTS.deleteFailed(serverMessage(failure, 'Prøv igjen.')));
        }
      },
    });

  let content;
  if (error) {
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={T.loadFailed(serverMessage(error, 'Prøv igjen.'))}
        action={
          <Button size="small" onClick={retry}>
            {CONSULTANCY_TEXTS.retry}
          </Button>
        }
      />
    );
  } else if (loading) {
    content = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (contacts.length === 0) {
    content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} />;
  } else {
    content = (
      <Timeline
        aria-label={T.title}
        items={contacts.map((entry) => ({
          key: `${entry.kind}-${entry.id}`,
          dot: entry.kind === 'email' ? <MailOutlined /> : <FileTextOutlined />,
          color: entry.kind === 'email' ? 'blue' : 'gray',
          children: entry.kind === 'email' ? <EmailEntry entry={entry} /> : <NoteEntry entry={entry} onDelete={() => confirmDelete(entry)} />,
        }))}
      />
    );
  }

  return (
    <Card title={T.title} size="small">
      <Flex vertical gap={16}>
        <NoteInput owner={owner} />
        {content}
      </Flex>
    </Card>
  );
}
