import { Button, Flex, Space, Tag, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  CloseOutlined,
  EditOutlined,
  LinkOutlined,
  SaveOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { textOf } from './fields/idea-form';
import type { IdeaDetail } from './detail-types';
import { IDEAS_LIST_PATH, evaluatePath, productSettingsPath } from './paths';

interface DetailHeaderProps {
  idea: IdeaDetail;
  editing: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Back to Ideas, the title, the linked product, Evaluate, and Edit or Save Changes / Cancel. */
export function DetailHeader({ idea, editing, saving, onEdit, onSave, onCancel }: DetailHeaderProps) {
  const navigate = useNavigate();
  // A short text on the server; shown (and linked) only when the idea has been converted to a product.
  const productId = idea.linked_product_id == null ? '' : String(idea.linked_product_id);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <div>
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          style={{ paddingInline: 0 }}
          onClick={() => navigate(IDEAS_LIST_PATH)}
        >
          Back to Ideas
        </Button>
      </div>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={12} wrap style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {idea.title}
          </Typography.Title>
          {productId && (
            <Link to={productSettingsPath(productId)} aria-label="Linked product settings">
              <Tag icon={<LinkOutlined />} color="blue" style={{ cursor: 'pointer' }}>
                {textOf(idea.linked_product_name) || productId}
              </Tag>
            </Link>
          )}
        </Flex>
        <Space wrap>
          <Button icon={<StarOutlined />} onClick={() => navigate(evaluatePath(idea.id))}>
            Evaluate
          </Button>
          {editing ? (
            <>
              <Button icon={<CloseOutlined />} onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
              <Button type="primary" icon={<SaveOutlined />} onClick={onSave} loading={saving}>
                Save Changes
              </Button>
            </>
          ) : (
            <Button type="primary" icon={<EditOutlined />} onClick={onEdit}>
              Edit
            </Button>
          )}
        </Space>
      </Flex>
    </Flex>
  );
}
