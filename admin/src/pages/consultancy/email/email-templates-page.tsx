import { useState } from 'react';
import { Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { formatDate, type EmailTemplate } from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { RecordsTable, RowActions } from '../components/list-parts';
import { useConsultancyList } from '../components/use-consultancy-list';
import { CONSULTANCY_PATH, CONSULTANCY_TEXTS } from '../labels';
import { EMAIL_TEMPLATES_RESOURCE, MAIL_TEXTS } from './mail-labels';
import { TemplateDialog } from './template-dialog';

const T = MAIL_TEXTS.templates;

/** /consultancy/email-templates: the stored e-mail templates, made, edited and deleted in a dialog. */
export function EmailTemplatesPage() {
  const list = useConsultancyList<EmailTemplate>(EMAIL_TEMPLATES_RESOURCE);
  // undefined: closed; null: a new template; a template: editing it.
  const [editing, setEditing] = useState<EmailTemplate | null | undefined>(undefined);

  const columns: TableColumnsType<EmailTemplate> = [
    { title: T.name, dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { title: T.subject, dataIndex: 'subject' },
    { title: T.updated, dataIndex: 'updatedAt', width: 130, render: (day: string) => formatDate(day) },
    {
      title: CONSULTANCY_TEXTS.actions,
      key: 'actions',
      width: 110,
      render: (_, template) => (
        <RowActions name={template.name} onEdit={() => setEditing(template)} onDelete={() => list.confirmDelete(template, template.name)} />
      ),
    },
  ];

  return (
    <Card
      title={T.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {T.newTemplate}
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <RouteLinkButton to={CONSULTANCY_PATH} type="link" icon={<ArrowLeftOutlined />} style={{ alignSelf: 'start', padding: 0 }}>
          {T.back}
        </RouteLinkButton>
        <RecordsTable<EmailTemplate> list={list} columns={columns} texts={{ empty: T.empty, emptyFiltered: T.empty }} onOpen={setEditing} />
      </Flex>
      <TemplateDialog template={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}

export default EmailTemplatesPage;
