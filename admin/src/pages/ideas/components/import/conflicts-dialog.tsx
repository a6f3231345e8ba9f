import { useEffect, useState } from 'react';
import { Alert, Modal, Radio, Space, Table, Tag, Typography } from 'antd';
import { IMPORT_POLICIES, type ConflictAction, type ImportConflict, type ImportPolicy } from '@platform/shared';

const POLICY_LABELS: Record<ImportPolicy, string> = {
  ask: 'Ask for each idea',
  overwrite: 'Overwrite all',
  ignore: 'Ignore all (skip existing)',
  new: 'Create new for all',
};

const ACTION_LABELS: Record<ConflictAction, string> = { overwrite: 'Overwrite', ignore: 'Ignore', new: 'Create new' };

const CONFLICT_TYPE_LABELS: Record<ImportConflict['conflictType'], string> = {
  id: 'Same ID',
  title: 'Same title',
  both: 'Same ID and title',
};

interface ConflictsDialogProps {
  open: boolean;
  conflicts: ImportConflict[];
  onCancel: () => void;
  onConfirm: (policy: ImportPolicy, decisions: Record<number, ConflictAction>) => void;
}

/** "Import Conflicts Found": one policy for all conflicts, or an action per idea when the policy is ask. */
const CONFLICTS_PAGE_SIZE = 100;

export function ConflictsDialog({ open, conflicts, onCancel, onConfirm }: ConflictsDialogProps) {
  const [policy, setPolicy] = useState<ImportPolicy>('ask');
  const [decisions, setDecisions] = useState<Record<number, ConflictAction>>({});

  // A new set of conflicts starts undecided.
  useEffect(() => {
    if (open) {
      setPolicy('ask');
      setDecisions({});
    }
  }, [open, conflicts]);

  // Overwriting is not undone: under ask, every conflict needs an explicit choice.
  const undecided = policy === 'ask' ? conflicts.filter((c) => !decisions[c.index]).length : 0;

  return (
    <Modal
      open={open}
      title="Import Conflicts Found"
      width={860}
      okText="Continue Import"
      cancelText="Cancel"
      okButtonProps={{ disabled: undecided > 0 }}
      onOk={() => onConfirm(policy, policy === 'ask' ? decisions : {})}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text>
          {conflicts.length} idea(s) to import match existing ideas by ID or title. Choose what to do with them; the other
          ideas are imported as new.
        </Typography.Text>
        <Radio.Group
          aria-label="Conflict policy"
          value={policy}
          onChange={(event) => setPolicy(event.target.value)}
          options={IMPORT_POLICIES.map((value) => ({ value, label: POLICY_LABELS[value] }))}
        />
        <Table<ImportConflict>
          size="small"
          rowKey="index"
          // A re-imported export can conflict thousands of times: pages keep the dialog quick.
          pagination={conflicts.length > CONFLICTS_PAGE_SIZE ? { pageSize: CONFLICTS_PAGE_SIZE, showSizeChanger: false, size: 'small' } : false}
          dataSource={conflicts}
          scroll={{ y: 360 }}
          columns={[
            {
              title: 'Existing idea',
              key: 'existing',
              render: (_, c) => (
                <span>
                  {c.existingTitle} <Typography.Text type="secondary">#{c.existingId}</Typography.Text>
                </span>
              ),
            },
            { title: 'Importing idea', dataIndex: 'title', key: 'title' },
            {
              title: 'Conflict',
              dataIndex: 'conflictType',
              key: 'conflictType',
              width: 150,
              render: (type: ImportConflict['conflictType']) => <Tag color="orange">{CONFLICT_TYPE_LABELS[type]}</Tag>,
            },
            {
              title: 'Action',
              key: 'action',
              width: 280,
              render: (_, c) =>
                policy === 'ask' ? (
                  <Radio.Group
                    aria-label={`Action for ${c.title}`}
                    size="small"
                    optionType="button"
                    value={decisions[c.index]}
                    onChange={(event) => setDecisions((prev) => ({ ...prev, [c.index]: event.target.value }))}
                    options={(Object.keys(ACTION_LABELS) as ConflictAction[]).map((value) => ({ value, label: ACTION_LABELS[value] }))}
                  />
                ) : (
                  <Typography.Text>{ACTION_LABELS[policy]}</Typography.Text>
                ),
            },
          ]}
        />
        {undecided > 0 && <Alert type="info" showIcon message={`Choose an action for ${undecided} more idea(s).`} />}
      </Space>
    </Modal>
  );
}
