import { useEffect, useState } from 'react';
import { Button, Modal, Typography } from 'antd';
import { PLAN_LIMITS, type Idea, type SelectedIdea } from '@platform/shared';
import { IdeaPicker } from './idea-picker';

interface SelectIdeasDialogProps {
  open: boolean;
  ideas: readonly Idea[];
  selected: readonly SelectedIdea[];
  emptyText: string;
  loading?: boolean;
  onClose: () => void;
  onApply: (ideaIds: number[]) => void;
}

/** Select Strategic Ideas: tick the plan's ideas; the ticks start from the plan's current selection. */
export function SelectIdeasDialog({ open, ideas, selected, emptyText, loading = false, onClose, onApply }: SelectIdeasDialogProps) {
  const [ticked, setTicked] = useState<number[]>([]);

  useEffect(() => {
    if (open) setTicked(selected.map((entry) => entry.ideaId));
    // Only on opening (hence `selected` is not a dependency): later plan edits must not undo the ticks being made.
  }, [open]);

  return (
    <Modal
      open={open}
      title="Select Strategic Ideas"
      width={760}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="apply"
          type="primary"
          disabled={loading}
          onClick={() => {
            onApply(ticked);
            onClose();
          }}
        >
          Apply
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">Sorted by strategic fit, highest first.</Typography.Paragraph>
      {loading ? (
        <Typography.Text type="secondary">Loading ideas…</Typography.Text>
      ) : (
        <IdeaPicker
          ideas={ideas}
          selected={ticked}
          max={PLAN_LIMITS.listItems}
          emptyText={emptyText}
          onToggle={(idea, checked) => setTicked((ids) => (checked ? [...ids, idea.id] : ids.filter((id) => id !== idea.id)))}
        />
      )}
    </Modal>
  );
}
