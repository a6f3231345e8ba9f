import { useState } from 'react';
import { Button, Flex, Input, List, Radio, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ADVANTAGE_TYPE_LABELS, ADVANTAGE_TYPES, PLAN_LIMITS, type CompetitiveAdvantage } from '@platform/shared';
import { newItemId } from '../plan-model';
import { NoneSet, PlanSection } from './plan-section';
import { sectionOf, type SectionProps } from './section-props';

const TYPE_COLORS = { strength: 'green', positioning: 'blue' } as const;

/** Competitive advantages: title, description and type (strength or positioning). */
export const AdvantagesSection = sectionOf(
  function AdvantagesSection({ plan, update }: SectionProps) {
    const advantages = plan.competitiveAdvantages;
    const [added, setAdded] = useState<string | null>(null);

    const setAll = (change: (all: CompetitiveAdvantage[]) => CompetitiveAdvantage[]) =>
      update?.((p) => ({ ...p, competitiveAdvantages: change(p.competitiveAdvantages) }));
    const edit = (id: string, fields: Partial<CompetitiveAdvantage>) => setAll((all) => all.map((a) => (a.id === id ? { ...a, ...fields } : a)));
    const add = () => {
      const id = newItemId('advantage');
      setAdded(id);
      setAll((all) => [...all, { id, title: '', description: '', type: 'strength' }]);
    };

    return (
      <PlanSection
        title="Competitive advantages"
        readOnly={!update}
        extra={(editing) =>
          editing && (
            <Button size="small" icon={<PlusOutlined />} onClick={add} disabled={advantages.length >= PLAN_LIMITS.listItems}>
              Add advantage
            </Button>
          )
        }
      >
        {(editing) => {
          if (advantages.length === 0) return <NoneSet>No competitive advantages set.</NoneSet>;
          if (!editing) {
            return (
              <List
                size="small"
                dataSource={advantages}
                rowKey="id"
                renderItem={(a) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <Flex gap={8} align="center" wrap>
                          <span>{a.title || ADVANTAGE_TYPE_LABELS[a.type]}</span>
                          <Tag color={TYPE_COLORS[a.type]}>{ADVANTAGE_TYPE_LABELS[a.type] ?? a.type}</Tag>
                        </Flex>
                      }
                      description={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{a.description}</Typography.Text>}
                    />
                  </List.Item>
                )}
              />
            );
          }
          return (
            <Flex vertical gap={12}>
              {advantages.map((a, i) => (
                <fieldset key={a.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, margin: 0 }}>
                  <legend style={{ fontSize: 12, width: 'auto', margin: 0, padding: '0 4px', border: 0 }}>Advantage {i + 1}</legend>
                  <Flex vertical gap={8}>
                    <Flex gap={8}>
                      <Input
                        aria-label={`Advantage ${i + 1} title`}
                        placeholder="Title"
                        value={a.title}
                        onChange={(event) => edit(a.id, { title: event.target.value })}
                        maxLength={PLAN_LIMITS.shortText}
                        autoFocus={a.id === added}
                      />
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Remove advantage ${i + 1}`}
                        onClick={() => setAll((all) => all.filter((x) => x.id !== a.id))}
                      />
                    </Flex>
                    <Input.TextArea
                      aria-label={`Advantage ${i + 1} description`}
                      placeholder="Description (required)"
                      value={a.description}
                      onChange={(event) => edit(a.id, { description: event.target.value })}
                      autoSize={{ minRows: 2, maxRows: 6 }}
                      maxLength={PLAN_LIMITS.text}
                      status={a.description.trim() ? undefined : 'warning'}
                    />
                    <Radio.Group
                      aria-label={`Advantage ${i + 1} type`}
                      optionType="button"
                      size="small"
                      value={a.type}
                      onChange={(event) => edit(a.id, { type: event.target.value })}
                      options={ADVANTAGE_TYPES.map((type) => ({ value: type, label: ADVANTAGE_TYPE_LABELS[type] }))}
                    />
                  </Flex>
                </fieldset>
              ))}
            </Flex>
          );
        }}
      </PlanSection>
    );
  },
  (plan) => plan.competitiveAdvantages,
);
