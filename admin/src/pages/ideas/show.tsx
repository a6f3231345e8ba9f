import { Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { Descriptions, Space, Typography } from 'antd';
import { COMPANY_LABELS, IDEA_TYPE_LABELS, formatDateTime, type Idea } from '@platform/shared';
import { CappedTags } from '../../components/capped-tags';
import { PriorityTag, StatusTag } from './components/idea-tags';
import { labelOf } from './labels';

/** Route /ideas/:id; a first look at one idea until the full detail page is built. */
export function IdeaShow() {
  const { query, result: idea } = useShow<Idea>({ resource: 'ideas' });

  return (
    <Show isLoading={query.isLoading} title={idea?.title ?? 'Idea'}>
      {idea && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {typeof idea.description === 'string' && <Typography.Paragraph>{idea.description}</Typography.Paragraph>}
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Status">
              <StatusTag status={idea.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Priority">
              <PriorityTag priority={idea.priority} />
            </Descriptions.Item>
            <Descriptions.Item label="Rank">{idea.rank}</Descriptions.Item>
            <Descriptions.Item label="Score">{idea.score ?? '–'}</Descriptions.Item>
            <Descriptions.Item label="Company">{labelOf(COMPANY_LABELS, idea.company)}</Descriptions.Item>
            <Descriptions.Item label="Type">{labelOf(IDEA_TYPE_LABELS, idea.idea_type)}</Descriptions.Item>
            <Descriptions.Item label="Tags">
              <CappedTags items={idea.tags} max={10} />
            </Descriptions.Item>
            <Descriptions.Item label="Created">{formatDateTime(idea.created_at)}</Descriptions.Item>
          </Descriptions>
        </Space>
      )}
    </Show>
  );
}

export default IdeaShow;
