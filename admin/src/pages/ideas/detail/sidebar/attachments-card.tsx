import { useState } from 'react';
import { useCreate, useDelete, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Flex, List, Popconfirm, Typography, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES, formatDate, formatFileSize, type IdeaAttachment } from '@platform/shared';
import { serverMessage, NO_NOTICES } from '../../../../utils/server-message';
import { downloadFile } from '../../../../utils/download';

/** A file name shows at most 150 px wide; the whole name is in its tooltip. */
const NAME_WIDTH = 150;

interface AttachmentsCardProps {
  ideaId: number;
  attachments: IdeaAttachment[];
  onChange: (update: (attachments: IdeaAttachment[]) => IdeaAttachment[]) => void;
}

/** Attachments: upload (10 MB at most, checked before sending), download with the token, delete after asking. */
export function AttachmentsCard({ ideaId, attachments, onChange }: AttachmentsCardProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const resource = `ideas/${ideaId}/attachments`;
  const { mutateAsync: create, mutation: uploadCall } = useCreate<IdeaAttachment, HttpError, FormData>();
  const { mutateAsync: destroy } = useDelete<IdeaAttachment, HttpError>();

  const upload = async (file: File) => {
    setProblem(null);
    // Checked here first, so a too-large file is refused at once rather than after sending 10 MB.
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setProblem(`${file.name}: ${ATTACHMENT_MESSAGES.tooLarge}`);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    try {
      const { data: attachment } = await create({ resource, values: form, ...NO_NOTICES });
      onChange((list) => [attachment, ...list]);
    } catch (error) {
      console.error(`Failed to upload ${file.name} to idea ${ideaId}`, error);
      setProblem(`${file.name}: ${serverMessage(error, 'Upload failed.')}`);
    }
  };

  const download = async (attachment: IdeaAttachment) => {
    setProblem(null);
    try {
      await downloadFile(attachment.url, attachment.filename);
    } catch (error) {
      console.error(`Failed to download attachment ${attachment.id}`, error);
      setProblem(`${attachment.filename}: ${serverMessage(error, 'Download failed.')}`);
    }
  };

  const remove = async (attachment: IdeaAttachment) => {
    setProblem(null);
    try {
      await destroy({ resource, id: attachment.id, ...NO_NOTICES });
      onChange((list) => list.filter((a) => a.id !== attachment.id));
    } catch (error) {
      console.error(`Failed to delete attachment ${attachment.id}`, error);
      setProblem(`${attachment.filename}: ${serverMessage(error, 'Delete failed.')}`);
    }
  };

  return (
    <Card
      title="Attachments"
      size="small"
      extra={
        <Upload
          showUploadList={false}
          multiple={false}
          // The file goes up through our own call (with the token); antd's uploader is not used.
          beforeUpload={(file) => {
            upload(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={uploadCall.isPending}>
            Upload
          </Button>
        </Upload>
      }
    >
      <Flex vertical gap={8}>
        {problem && <Alert type="error" showIcon closable message={problem} onClose={() => setProblem(null)} />}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Files up to 10 MB.
        </Typography.Text>
        {attachments.length === 0 ? (
          <Typography.Text type="secondary">No attachments</Typography.Text>
        ) : (
          <List
            size="small"
            aria-label="Attachments"
            dataSource={attachments}
            rowKey="id"
            renderItem={(a) => (
              <List.Item
                style={{ paddingInline: 0 }}
                actions={[
                  <Button
                    key="download"
                    size="small"
                    type="text"
                    icon={<DownloadOutlined />}
                    aria-label={`Download ${a.filename}`}
                    onClick={() => download(a)}
                  />,
                  <Popconfirm
                    key="delete"
                    title="Delete this attachment?"
                    description={a.filename}
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    cancelText="Cancel"
                    onConfirm={() => remove(a)}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${a.filename}`}
                    />
                  </Popconfirm>,
                ]}
              >
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis={{ tooltip: a.filename }} style={{ maxWidth: NAME_WIDTH }}>
                    {a.filename}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatFileSize(a.size)} · {formatDate(a.created_at)}
                  </Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Card>
  );
}
