import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, List, Modal, Spin, Typography } from 'antd';
import { PRODUCT_TYPE_LABELS, PRODUCT_WIZARD_MESSAGES, WIZARD_TEMPLATES, type MissingProduct } from '@platform/shared';
import { serverMessage } from '../../../../utils/server-message';
import { useNotice } from '../../hooks/use-notice';
import { useProductSync } from '../../hooks/use-product-sync';
import { SYNC_TEXTS } from '../../wizard-labels';

/** The spec's sync list height: longer lists scroll. */
const LIST_MAX_HEIGHT = 300;

function ModuleRow({ module, checked, onToggle }: { module: MissingProduct; checked: boolean; onToggle: (on: boolean) => void }) {
  const { manifest } = module;
  return (
    <List.Item>
      <Checkbox checked={checked} disabled={!manifest} onChange={(event) => onToggle(event.target.checked)} aria-label={manifest?.name ?? module.id}>
        {manifest ? (
          <Flex vertical>
            <Typography.Text strong>{manifest.name}</Typography.Text>
            <Typography.Text type="secondary">
              {module.id} · {PRODUCT_TYPE_LABELS[manifest.product_type] ?? manifest.product_type} ·{' '}
              {WIZARD_TEMPLATES[manifest.template]?.label ?? manifest.template}
            </Typography.Text>
          </Flex>
        ) : (
          <Flex vertical>
            <Typography.Text>{module.id}</Typography.Text>
            <Typography.Text type="warning">{SYNC_TEXTS.noManifest}</Typography.Text>
          </Flex>
        )}
      </Checkbox>
    </List.Item>
  );
}

/** 'Synkroniser produkter fra kode': product modules in code without a product; those with a manifest become products. */
export function SyncDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { missing, loading, failed, sync, syncing } = useProductSync(open);
  const notice = useNotice();
  const [chosen, setChosen] = useState<string[]>([]);
  const [failures, setFailures] = useState<{ id: string; error: string }[]>([]);
  // Only modules still missing count (a synced one leaves the list).
  const selected = chosen.filter((id) => missing.some((module) => module.id === id && module.manifest));

  const run = async () => {
    try {
      const results = await sync(selected);
      setChosen([]);
      setFailures(results.failed);
      if (results.synced.length) notice.success(PRODUCT_WIZARD_MESSAGES.synced(results.synced.length));
      if (results.failed.length)
        notice.error(PRODUCT_WIZARD_MESSAGES.syncFailedPlain, results.failed.map((item) => SYNC_TEXTS.failedItem(item.id, item.error)).join('\n'));
    } catch (error) {
      notice.error(PRODUCT_WIZARD_MESSAGES.syncFailed(serverMessage(error, 'Please try again.')));
    }
  };
  const close = () => {
    setChosen([]);
    setFailures([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={SYNC_TEXTS.title}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {SYNC_TEXTS.close}
        </Button>,
        <Button key="sync" type="primary" loading={syncing} disabled={selected.length === 0 || syncing} onClick={run}>
          {SYNC_TEXTS.sync}
        </Button>,
      ]}
    >
      {loading && missing.length === 0 ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : failed ? (
        <Alert type="error" showIcon message={PRODUCT_WIZARD_MESSAGES.syncCheckFailed} />
      ) : missing.length === 0 ? (
        <Alert type="success" showIcon message={PRODUCT_WIZARD_MESSAGES.allSynced} />
      ) : (
        <>
          <Typography.Paragraph>{SYNC_TEXTS.intro}</Typography.Paragraph>
          <div style={{ maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto' }} data-testid="sync-list">
            <List
              size="small"
              dataSource={missing}
              rowKey="id"
              renderItem={(module) => (
                <ModuleRow
                  module={module}
                  checked={selected.includes(module.id)}
                  onToggle={(on) => setChosen((current) => (on ? [...current, module.id] : current.filter((id) => id !== module.id)))}
                />
              )}
            />
          </div>
        </>
      )}
      {failures.length > 0 && (
        <Alert
          type="error"
          style={{ marginTop: 12 }}
          message={PRODUCT_WIZARD_MESSAGES.syncFailedPlain}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {failures.map((item) => (
                <li key={item.id}>{SYNC_TEXTS.failedItem(item.id, item.error)}</li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
