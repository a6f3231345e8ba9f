import { Button, Flex, Popconfirm, Segmented } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { IDEA_VIEW_LABELS, IDEA_VIEWS, type IdeaView, type ToggleableColumn } from '../../labels';
import { ColumnSettings } from './column-settings';

interface ListActionsProps {
  view: IdeaView;
  onView: (view: IdeaView) => void;
  onExport: () => void;
  onImport: () => void;
  hiddenColumns: readonly ToggleableColumn[];
  onColumnChange: (column: ToggleableColumn, visible: boolean) => void;
  selectedCount: number;
  deleting: boolean;
  onDeleteSelected: () => Promise<unknown>;
}

/** The bar above the ideas: the view switch, Export, Import, Columns (table only) and Delete Selected (n). */
export function ListActions(props: ListActionsProps) {
  const { view, selectedCount } = props;
  return (
    <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Segmented<IdeaView>
        aria-label="View"
        value={view}
        onChange={props.onView}
        options={IDEA_VIEWS.map((value) => ({ value, label: IDEA_VIEW_LABELS[value] }))}
      />
      <Flex wrap gap={8}>
        {view === 'table' && selectedCount > 0 && (
          <Popconfirm
            title={`Delete ${selectedCount} selected idea(s)?`}
            description="This cannot be undone."
            okText="Delete"
            cancelText="Cancel"
            okButtonProps={{ danger: true }}
            onConfirm={props.onDeleteSelected}
          >
            <Button danger icon={<DeleteOutlined />} loading={props.deleting}>
              Delete Selected ({selectedCount})
            </Button>
          </Popconfirm>
        )}
        <Button icon={<DownloadOutlined />} onClick={props.onExport}>
          Export
        </Button>
        <Button icon={<UploadOutlined />} onClick={props.onImport}>
          Import
        </Button>
        {view === 'table' && <ColumnSettings hidden={props.hiddenColumns} onChange={props.onColumnChange} />}
      </Flex>
    </Flex>
  );
}
