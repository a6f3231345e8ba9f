import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  DATA_SOURCE_PRIORITY_LABELS,
  DATA_SOURCE_STATUS_LABELS,
  PLAN_LIMITS,
  type DataSource,
  type Idea,
} from '@platform/shared';
import { AddDataSourceDialog } from '../add-data-source-dialog';
import { PRIORITY_COLORS, PRIORITY_OPTIONS, STATUS_COLORS, STATUS_OPTIONS, ideaOptions } from '../data-source-options';
import { NoneSet, PlanSection } from './plan-section';
import { sectionOf, type SectionProps } from './section-props';

interface DataSourcesSectionProps extends SectionProps {
  /** The company's ideas, for "used by ideas". */
  ideas?: readonly Idea[];
}

/** Critical data sources: a table that becomes editable cells in edit mode, and the Add Data Source dialog. */
export const DataSourcesSection = sectionOf(
  function DataSourcesSection({ plan, update, ideas = [] }: DataSourcesSectionProps) {
    const [adding, setAdding] = useState(false);
    const sources = plan.dataSources;
    const titles = new Map(ideas.map((idea) => [idea.id, idea.title]));

    const setAll = (change: (all: DataSource[]) => DataSource[]) => update?.((p) => ({ ...p, dataSources: change(p.dataSources) }));
    const edit = (index: number, fields: Partial<DataSource>) => setAll((all) => all.map((s, i) => (i === index ? { ...s, ...fields } : s)));

    const text =
      (field: 'name' | 'accessMethod' | 'updateFrequency', label: string, width: number) => (value: string, _row: DataSource, index: number) => (
        <Input
          aria-label={`Data source ${index + 1} ${label}`}
          value={value}
          onChange={(event) => edit(index, { [field]: event.target.value })}
          maxLength={PLAN_LIMITS.shortText}
          // The server drops a source without a name.
          status={field === 'name' && !value.trim() ? 'warning' : undefined}
          style={{ minWidth: width }}
        />
      );

    /** Priority and status: a select while editing, a coloured tag otherwise. */
    const choice =
      <K extends 'priority' | 'status'>(
        editing: boolean,
        field: K,
        options: { value: DataSource[K]; label: string }[],
        colors: Record<DataSource[K], string>,
        labels: Record<DataSource[K], string>,
      ) =>
      (value: DataSource[K], _row: DataSource, index: number) =>
        editing ? (
          <Select
            aria-label={`Data source ${index + 1} ${field}`}
            value={value}
            options={options}
            onChange={(picked: DataSource[K]) => edit(index, { [field]: picked })}
            style={{ minWidth: 110 }}
          />
        ) : (
          <Tag color={colors[value]}>{labels[value] ?? value}</Tag>
        );

    return (
      <PlanSection
        title="Critical data sources"
        readOnly={!update}
        extra={(editing) =>
          editing && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={sources.length >= PLAN_LIMITS.listItems}>
              Add Data Source
            </Button>
          )
        }
      >
        {(editing) => (
          <>
            {sources.length === 0 ? (
              <NoneSet>No data sources set.</NoneSet>
            ) : (
              <Table<DataSource & { position: number }>
                size="small"
                // Sources have no id and their names change while typing: the position is the stable key.
                rowKey="position"
                pagination={false}
                dataSource={sources.map((source, position) => ({ ...source, position }))}
                columns={[
                  { title: 'Name', dataIndex: 'name', render: editing ? text('name', 'name', 260) : undefined },
                  {
                    title: 'Priority',
                    dataIndex: 'priority',
                    render: choice(editing, 'priority', PRIORITY_OPTIONS, PRIORITY_COLORS, DATA_SOURCE_PRIORITY_LABELS),
                  },
                  { title: 'Access method', dataIndex: 'accessMethod', render: editing ? text('accessMethod', 'access method', 220) : undefined },
                  {
                    title: 'Update frequency',
                    dataIndex: 'updateFrequency',
                    render: editing ? text('updateFrequency', 'update frequency', 120) : undefined,
                  },
                  {
                    title: 'Status',
                    dataIndex: 'status',
                    render: choice(editing, 'status', STATUS_OPTIONS, STATUS_COLORS, DATA_SOURCE_STATUS_LABELS),
                  },
                  {
                    title: 'Used by ideas',
                    dataIndex: 'usedByIdeas',
                    render: (used: number[], _row, index) =>
                      editing ? (
                        <Select
                          aria-label={`Data source ${index + 1} used by ideas`}
                          mode="multiple"
                          value={used}
                          options={ideaOptions(ideas, used)}
                          optionFilterProp="label"
                          onChange={(value) => edit(index, { usedByIdeas: value })}
                          style={{ minWidth: 220 }}
                        />
                      ) : used.length === 0 ? (
                        <NoneSet>—</NoneSet>
                      ) : (
                        <Space size={4} wrap>
                          {used.map((id) => (
                            <Tooltip key={id} title={titles.get(id)}>
                              <Link to={`/ideas/${id}`}>#{id}</Link>
                            </Tooltip>
                          ))}
                        </Space>
                      ),
                  },
                  ...(editing
                    ? [
                        {
                          title: 'Actions',
                          key: 'actions',
                          width: 56,
                          render: (_: unknown, row: DataSource, index: number) => (
                            <Button
                              danger
                              size="small"
                              icon={<DeleteOutlined />}
                              aria-label={`Remove ${row.name || `data source ${index + 1}`}`}
                              onClick={() => setAll((all) => all.filter((_, i) => i !== index))}
                            />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
            {update && (
              <AddDataSourceDialog
                open={adding}
                ideas={ideas}
                onClose={() => setAdding(false)}
                onAdd={(source) => setAll((all) => [...all, source])}
              />
            )}
          </>
        )}
      </PlanSection>
    );
  },
  (plan) => plan.dataSources,
);
