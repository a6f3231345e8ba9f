import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GOAL_HORIZONS, PLAN_LIMITS, type Goal, type GoalList } from '@platform/shared';
import { newItemId } from '../plan-model';
import { NoneSet, PlanSection } from './plan-section';
import { sectionOf, type SectionProps } from './section-props';

const DETAIL_FIELDS = [
  { key: 'metric', label: 'Metric' },
  { key: 'target', label: 'Target' },
  { key: 'timeline', label: 'Timeline' },
] as const;

/** One horizon's goals: short term 0-6 months, mid term 6-18, long term 18+. */
type GoalsSectionProps = SectionProps & { list: GoalList };

export const GoalsSection = sectionOf(
  function GoalsSection({ plan, update, list }: GoalsSectionProps) {
    const { label, timeline } = GOAL_HORIZONS[list];
    const title = `${label} (${timeline})`;
    const goals = plan[list];
    // The goal just added gets the focus, so the keyboard can type it straight away.
    const [added, setAdded] = useState<string | null>(null);

    const setGoals = (change: (goals: Goal[]) => Goal[]) => update?.((p) => ({ ...p, [list]: change(p[list]) }));
    const edit = (id: string, fields: Partial<Goal>) => setGoals((all) => all.map((g) => (g.id === id ? { ...g, ...fields } : g)));
    const add = () => {
      const id = newItemId('goal');
      setAdded(id);
      setGoals((all) => [...all, { id, text: '', metric: '', target: '', timeline }]);
    };

    return (
      <PlanSection title={title} readOnly={!update}>
        {(editing) => {
          // Below the goals, not in the header: the three goal cards share a row and their titles need the room.
          const addButton = (
            <div>
              <Button size="small" icon={<PlusOutlined />} onClick={add} disabled={goals.length >= PLAN_LIMITS.listItems}>
                Add goal
              </Button>
            </div>
          );
          if (goals.length === 0) {
            return (
              <Flex vertical gap={12}>
                <NoneSet>No goals set.</NoneSet>
                {editing && addButton}
              </Flex>
            );
          }
          if (!editing) {
            return (
              <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                {goals.map((goal) => (
                  <li key={goal.id} style={{ marginBottom: 8 }}>
                    <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{goal.text || <NoneSet>No text</NoneSet>}</Typography.Text>
                    <GoalDetails goal={goal} />
                  </li>
                ))}
              </ol>
            );
          }
          return (
            <Flex vertical gap={12}>
              {goals.map((goal, i) => (
                <fieldset key={goal.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, margin: 0 }}>
                  <legend style={{ fontSize: 12, width: 'auto', margin: 0, padding: '0 4px', border: 0 }}>Goal {i + 1}</legend>
                  <Flex gap={8} align="start">
                    <Input.TextArea
                      aria-label={`Goal ${i + 1}`}
                      value={goal.text}
                      onChange={(event) => edit(goal.id, { text: event.target.value })}
                      autoSize={{ minRows: 1, maxRows: 6 }}
                      maxLength={PLAN_LIMITS.text}
                      placeholder="What do we want to achieve?"
                      autoFocus={goal.id === added}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remove goal ${i + 1}`}
                      onClick={() => setGoals((all) => all.filter((g) => g.id !== goal.id))}
                    />
                  </Flex>
                  <Flex vertical gap={4} style={{ marginTop: 8 }}>
                    {DETAIL_FIELDS.map(({ key, label: fieldLabel }) => (
                      <Input
                        key={key}
                        aria-label={`Goal ${i + 1} ${fieldLabel.toLowerCase()}`}
                        addonBefore={<span style={{ display: 'inline-block', minWidth: 56 }}>{fieldLabel}</span>}
                        value={goal[key] ?? ''}
                        onChange={(event) => edit(goal.id, { [key]: event.target.value })}
                        maxLength={PLAN_LIMITS.shortText}
                      />
                    ))}
                  </Flex>
                </fieldset>
              ))}
              {addButton}
            </Flex>
          );
        }}
      </PlanSection>
    );
  },
  (plan, { list }) => plan[list],
);

function GoalDetails({ goal }: { goal: Goal }) {
  const parts = DETAIL_FIELDS.filter(({ key }) => goal[key]?.trim()).map(({ key, label }) => `${label}: ${goal[key]}`);
  if (parts.length === 0) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
      {parts.join(' · ')}
    </Typography.Paragraph>
  );
}
