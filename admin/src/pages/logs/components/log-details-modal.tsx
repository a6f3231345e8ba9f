import type { ReactNode } from 'react';
import { Button, Descriptions, Modal } from 'antd';
import { formatLogTime, type LogEntry } from '@platform/shared';
import { CATEGORY_LABELS, NONE, formatCount, labelOf } from '../labels';
import { CodeBlock, formatMetadata } from './code-block';
import { LevelTag } from './level-tag';
import { StatusTag } from './status-tag';

interface LogDetailsModalProps {
  entry: LogEntry | null;
  onClose: () => void;
}

const orNone = (value: ReactNode) => (value === null || value === undefined || value === '' ? NONE : value);

/** Every field of one entry; metadata as indented JSON and the stack as it was recorded. */
export function LogDetailsModal({ entry, onClose }: LogDetailsModalProps) {
  return (
    <Modal
      open={entry !== null}
      title="Loggdetaljer"
      onCancel={onClose}
      footer={<Button onClick={onClose}>Lukk</Button>}
      width={800}
      destroyOnHidden
    >
      {entry && (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'id', label: 'ID', children: entry.id },
            { key: 'timestamp', label: 'Tid', children: formatLogTime(entry.timestamp) },
            { key: 'level', label: 'Nivå', children: <LevelTag level={entry.level} /> },
            { key: 'category', label: 'Kategori', children: labelOf(CATEGORY_LABELS, entry.category) },
            { key: 'action', label: 'Handling', children: entry.action },
            { key: 'message', label: 'Melding', children: orNone(entry.errorMessage) },
            { key: 'status', label: 'Status', children: <StatusTag status={entry.status} /> },
            { key: 'duration', label: 'Varighet', children: entry.durationMs === null ? NONE : `${formatCount(entry.durationMs)} ms` },
            { key: 'userId', label: 'Bruker-ID', children: orNone(entry.userId) },
            { key: 'userEmail', label: 'Bruker', children: orNone(entry.userEmail) },
            { key: 'ip', label: 'IP-adresse', children: orNone(entry.ipAddress) },
            { key: 'userAgent', label: 'Brukeragent', children: orNone(entry.userAgent) },
            { key: 'productId', label: 'Produkt-ID', children: orNone(entry.productId) },
            {
              key: 'metadata',
              label: 'Metadata',
              children: entry.metadata ? <CodeBlock label="Metadata">{formatMetadata(entry.metadata)}</CodeBlock> : NONE,
            },
            { key: 'stack', label: 'Stack', children: entry.errorStack ? <CodeBlock label="Stack">{entry.errorStack}</CodeBlock> : NONE },
          ]}
        />
      )}
    </Modal>
  );
}
