import { useState } from 'react';
import { Button, Input, Table, Typography } from 'antd';
import { DeleteOutlined, SelectOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PLAN_LIMITS, PLAN_TABLE_DESCRIPTION_MAX, truncateDescription, type Idea, type SelectedIdea } from '@platform/shared';
import { applyPickedIdeas } from '../plan-model';
import { SelectIdeasDialog } from '../select-ideas-dialog';
import { NoneSet, PlanSection } from './plan-section';
import { sectionOf, type SectionProps } from './section-props';

interface SelectedIdeasSectionProps extends SectionProps {
  /** The company's ideas for the picker. */
  ideas?: readonly Idea[];
  ideasLoading?: boolean;
  emptyText?: string;
}

/** The plan's selected ideas: a table (descriptions cut at 100), notes per idea, and the picker. */
export const SelectedIdeasSection = sectionOf(
  function SelectedIdeasSection({ plan, update, ideas = [], ideasLoading = false, emptyText = '' }: SelectedIdeasSectionProps) {
    const [picking, setPicking] = useState(false);
    const setAll = (change: (all: SelectedIdea[]) => SelectedIdea[]) => update?.((p) => ({ ...p, selectedIdeas: change(p.selectedIdeas) }));
    const setNotes = (ideaId: number, notes: string) => setAll((all) => all.map((s) => (s.ideaId === ideaId ? { ...s, notes } : s)));

    return (
      <PlanSection
        title="Selected ideas"
        readOnly={!update}
        extra={(editing) =>
          editing && (
            <Button size="small" icon={<SelectOutlined />} onClick={() => setPicking(true)}>
              Select Ideas
            </Button>
          )
        }
      >
        {(editing) => (
          <>
            {plan.selectedIdeas.length === 0 ? (
              <NoneSet>{editing ? 'No ideas selected. Use Select Ideas to pick them.' : 'No ideas selected.'}</NoneSet>
            ) : (
              <Table<SelectedIdea>
                size="small"
                rowKey="ideaId"
                pagination={false}
                dataSource={plan.selectedIdeas}
                columns={[
                  { title: 'ID', dataIndex: 'ideaId', width: 70, render: (id: number) => <Link to={`/ideas/${id}`}>#{id}</Link> },
                  { title: 'Title', dataIndex: 'title' },
                  {
                    title: 'Description',
                    dataIndex: 'description',
                    render: (text: string) => truncateDescription(text, PLAN_TABLE_DESCRIPTION_MAX),
                  },
                  {
                    title: 'Notes',
                    dataIndex: 'notes',
                    width: 280,
                    render: (notes: string, row) =>
                      editing ? (
                        <Input.TextArea
                          aria-label={`Notes for ${row.title}`}
                          value={notes}
                          onChange={(event) => setNotes(row.ideaId, event.target.value)}
                          autoSize={{ minRows: 1, maxRows: 4 }}
                          maxLength={PLAN_LIMITS.text}
                        />
                      ) : (
                        <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{notes}</Typography.Text>
                      ),
                  },
                  ...(editing
                    ? [
                        {
                          title: 'Actions',
                          key: 'actions',
                          width: 56,
                          render: (_: unknown, row: SelectedIdea) => (
                            <Button
                              danger
                              size="small"
                              icon={<DeleteOutlined />}
                              aria-label={`Remove ${row.title}`}
                              onClick={() => setAll((all) => all.filter((s) => s.ideaId !== row.ideaId))}
                            />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            )}
            {update && (
              <SelectIdeasDialog
                open={picking}
                ideas={ideas}
                selected={plan.selectedIdeas}
                emptyText={emptyText}
                loading={ideasLoading}
                onClose={() => setPicking(false)}
                onApply={(ids) => setAll((all) => applyPickedIdeas(all, ids, ideas))}
              />
            )}
          </>
        )}
      </PlanSection>
    );
  },
  (plan) => plan.selectedIdeas,
);
