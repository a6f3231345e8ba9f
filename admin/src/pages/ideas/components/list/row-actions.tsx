import { useNavigation } from '@refinedev/core';
import { useOneOffRead } from '../../../../hooks/use-one-off-read';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EllipsisOutlined,
  ExportOutlined,
  EyeOutlined,
  FileMarkdownOutlined,
  FileTextOutlined,
  RocketOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Idea } from '@platform/shared';
import { serverMessage } from '../../../../utils/server-message';
import { downloadIdea, type SingleIdeaExport } from '../export/idea-file';

interface RowActionsProps {
  idea: Idea;
  onDelete: (idea: Idea) => Promise<unknown> | void;
}

const EXPORT_KEYS: Record<string, SingleIdeaExport> = { 'export-json': 'json', 'export-md': 'md', 'export-simple': 'simple' };

/** The row's "⋯" menu: open, edit, evaluate, convert, export one idea, delete (after a confirmation). */
export function RowActions({ idea, onDelete }: RowActionsProps) {
  const { showUrl } = useNavigation();
  const navigate = useNavigate();
  const oneOffRead = useOneOffRead();
  const { message, modal } = App.useApp();
  const path = showUrl('ideas', idea.id);

  const items: MenuProps['items'] = [
    { key: 'view', label: 'View Details', icon: <EyeOutlined /> },
    { key: 'edit', label: 'Edit', icon: <EditOutlined /> },
    { key: 'view-edit', label: 'View/Edit', icon: <EditOutlined /> },
    { key: 'evaluate', label: 'Evaluate', icon: <StarOutlined /> },
    // An idea already linked to a product is not converted twice.
    ...(idea.linked_product_id ? [] : [{ key: 'convert', label: 'Convert to Product', icon: <RocketOutlined /> }]),
    { type: 'divider' },
    { key: 'export-json', label: 'Export as JSON', icon: <ExportOutlined /> },
    { key: 'export-md', label: 'Export as Markdown', icon: <FileMarkdownOutlined /> },
    { key: 'export-simple', label: 'Export Simple View', icon: <FileTextOutlined /> },
    { type: 'divider' },
    { key: 'delete', label: 'Delete', icon: <DeleteOutlined />, danger: true },
  ];

  const exportIdea = async (kind: SingleIdeaExport) => {
    try {
      // The row holds only the list fields; the file gets every field.
      const { data } = await oneOffRead((provider) => provider.getOne<Idea>({ resource: 'ideas', id: idea.id }));
      downloadIdea(data, kind);
    } catch (error) {
      message.error(serverMessage(error, 'Failed to export idea'));
    }
  };

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    if (key === 'view' || key === 'view-edit') navigate(path);
    else if (key === 'edit') navigate(`${path}?edit=true`);
    else if (key === 'evaluate') navigate(`${path}/evaluate`);
    else if (key === 'convert') navigate(`${path}/convert`);
    else if (key in EXPORT_KEYS) void exportIdea(EXPORT_KEYS[key]);
    else if (key === 'delete') {
      modal.confirm({
        title: 'Delete this idea?',
        content: `"${idea.title}" will be deleted for good.`,
        okText: 'Delete',
        cancelText: 'Cancel',
        okButtonProps: { danger: true },
        onOk: () => onDelete(idea),
      });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={`Actions for ${idea.title}`} icon={<EllipsisOutlined />} onClick={(e) => e.stopPropagation()} />
    </Dropdown>
  );
}
