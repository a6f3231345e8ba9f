import { useState } from 'react';
import { useCreate, type HttpError } from '@refinedev/core';
import { Avatar, Button, Empty, Flex, Input, List, Tooltip, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { formatDateTime, formatRelativeTime, nonEmptyTrimmed, type IdeaComment } from '@platform/shared';
import { failureNotice } from '../../../../utils/server-message';

export const COMMENT_FAILED = 'Could not add the comment';

interface ActivityTabProps {
  ideaId: number;
  /** Newest first, as the server sends them. */
  comments: IdeaComment[];
  onPosted: (comment: IdeaComment) => void;
}

const authorOf = (c: IdeaComment) => c.user_name || c.user_email || 'Unknown user';

/** Activity: the comments, newest first, and a box to add one (Ctrl/Cmd+Enter sends it). */
export function ActivityTab({ ideaId, comments, onPosted }: ActivityTabProps) {
  const [text, setText] = useState('');
  const { mutateAsync: create, mutation } = useCreate<IdeaComment, HttpError>();
  const posting = mutation.isPending;
  const comment = nonEmptyTrimmed(text);

  const submit = async () => {
    // Only a comment with something in it after trimming is sent.
    if (comment === null || posting) return;
    try {
      const { data } = await create({
        resource: `ideas/${ideaId}/comments`,
        values: { comment },
        successNotification: false,
        errorNotification: failureNotice(COMMENT_FAILED),
      });
      onPosted(data);
      setText('');
    } catch (error) {
      // The text stays in the box to try again.
      console.error(`Failed to add a comment to idea ${ideaId}`, error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={8}>
        <Input.TextArea
          aria-label="Comment"
          placeholder="Write a comment… (Ctrl+Enter to send)"
          autoSize={{ minRows: 3, maxRows: 10 }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Flex justify="flex-end">
          <Button type="primary" onClick={submit} disabled={comment === null} loading={posting}>
            Add Comment
          </Button>
        </Flex>
      </Flex>
      {comments.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No comments yet" />
      ) : (
        <List
          aria-label="Comments"
          itemLayout="horizontal"
          dataSource={comments}
          rowKey="id"
          renderItem={(c) => (
            <List.Item>
              <List.Item.Meta
                avatar={<Avatar icon={<UserOutlined />} />}
                title={
                  <Flex gap={8} align="baseline" wrap>
                    <Typography.Text strong>{authorOf(c)}</Typography.Text>
                    <Tooltip title={formatDateTime(c.created_at)}>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatRelativeTime(c.created_at)}
                      </Typography.Text>
                    </Tooltip>
                  </Flex>
                }
                description={
                  <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {c.comment}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
