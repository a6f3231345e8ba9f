import { useState } from 'react';
import { Alert, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, InboxOutlined, RollbackOutlined } from '@ant-design/icons';
import type { ProductSettings } from '@platform/shared';
import { useProductFlags } from '../../hooks/use-product-actions';
import { DANGER_TEXTS } from '../../settings-labels';
import { DeleteProductDialog } from './delete-product-dialog';

interface DangerTabProps {
  product: Pick<ProductSettings, 'id' | 'name' | 'archived'>;
  onDeleted: () => void;
}

/** Archiving (reversible, at once after asking) and deleting (after typing the product's name). */
export function DangerTab({ product, onDeleted }: DangerTabProps) {
  const { setArchived, busy } = useProductFlags(product.id);
  const [deleting, setDeleting] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={DANGER_TEXTS.archiveTitle}>
        {product.archived && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={DANGER_TEXTS.archivedNote} />}
        <Typography.Paragraph>{DANGER_TEXTS.archiveDetails}</Typography.Paragraph>
        <Popconfirm
          title={product.archived ? DANGER_TEXTS.restoreConfirm : DANGER_TEXTS.archiveConfirm}
          okText={product.archived ? DANGER_TEXTS.restore : DANGER_TEXTS.archive}
          onConfirm={() => setArchived(!product.archived)}
        >
          <Button icon={product.archived ? <RollbackOutlined /> : <InboxOutlined />} loading={busy}>
            {product.archived ? DANGER_TEXTS.restore : DANGER_TEXTS.archive}
          </Button>
        </Popconfirm>
      </Card>
      <Card size="small" title={DANGER_TEXTS.deleteTitle} style={{ borderColor: '#ffa39e' }}>
        <Typography.Paragraph>{DANGER_TEXTS.deleteDetails}</Typography.Paragraph>
        <Button danger icon={<DeleteOutlined />} onClick={() => setDeleting(true)}>
          {DANGER_TEXTS.delete}
        </Button>
      </Card>
      <DeleteProductDialog open={deleting} onClose={() => setDeleting(false)} product={product} onDeleted={onDeleted} />
    </Flex>
  );
}
