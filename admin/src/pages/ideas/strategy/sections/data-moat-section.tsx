import { Button, Col, Flex, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PLAN_LIMITS, type DataMoatStrategy } from '@platform/shared';
import { NoneSet, PlanSection } from './plan-section';
import { sectionOf, type SectionProps } from './section-props';

/** Data moat strategy: where the data comes from (source and description) and its network effects. */
export const DataMoatSection = sectionOf(
  function DataMoatSection({ plan, update }: SectionProps) {
    const { collectionSources, networkEffects } = plan.dataMoatStrategy;
    const setMoat = (change: (moat: DataMoatStrategy) => Partial<DataMoatStrategy>) =>
      update?.((p) => ({ ...p, dataMoatStrategy: { ...p.dataMoatStrategy, ...change(p.dataMoatStrategy) } }));

    const editSource = (index: number, fields: Partial<DataMoatStrategy['collectionSources'][number]>) =>
      setMoat((m) => ({ collectionSources: m.collectionSources.map((s, i) => (i === index ? { ...s, ...fields } : s)) }));
    const editEffect = (index: number, value: string) =>
      setMoat((m) => ({ networkEffects: m.networkEffects.map((e, i) => (i === index ? value : e)) }));

    return (
      <PlanSection title="Data moat strategy" readOnly={!update}>
        {(editing) => (
          <Row gutter={[24, 16]}>
            <Col xs={24} md={12}>
              <Typography.Title level={5}>Collection sources</Typography.Title>
              {editing ? (
                <Flex vertical gap={8}>
                  {collectionSources.map((s, i) => (
                    <Flex key={i} gap={8} align="start">
                      <Flex vertical gap={4} style={{ flex: 1 }}>
                        <Input
                          aria-label={`Collection source ${i + 1}`}
                          placeholder="Source"
                          value={s.source}
                          onChange={(event) => editSource(i, { source: event.target.value })}
                          maxLength={PLAN_LIMITS.shortText}
                          status={s.source.trim() ? undefined : 'warning'}
                        />
                        <Input.TextArea
                          aria-label={`Collection source ${i + 1} description`}
                          placeholder="Description"
                          value={s.description}
                          onChange={(event) => editSource(i, { description: event.target.value })}
                          autoSize={{ minRows: 1, maxRows: 4 }}
                          maxLength={PLAN_LIMITS.text}
                        />
                      </Flex>
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Remove collection source ${i + 1}`}
                        onClick={() => setMoat((m) => ({ collectionSources: m.collectionSources.filter((_, j) => j !== i) }))}
                      />
                    </Flex>
                  ))}
                  <div>
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      disabled={collectionSources.length >= PLAN_LIMITS.listItems}
                      onClick={() => setMoat((m) => ({ collectionSources: [...m.collectionSources, { source: '', description: '' }] }))}
                    >
                      Add source
                    </Button>
                  </div>
                  {/* The server drops a source without a name; saying so beats a silent loss. */}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    A source without a name is not saved.
                  </Typography.Text>
                </Flex>
              ) : collectionSources.length === 0 ? (
                <NoneSet>No collection sources set.</NoneSet>
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {collectionSources.map((s, i) => (
                    <li key={i}>
                      <Typography.Text strong>{s.source}</Typography.Text>
                      {s.description && <Typography.Text>: {s.description}</Typography.Text>}
                    </li>
                  ))}
                </ul>
              )}
            </Col>
            <Col xs={24} md={12}>
              <Typography.Title level={5}>Network effects</Typography.Title>
              {editing ? (
                <Flex vertical gap={8}>
                  {networkEffects.map((effect, i) => (
                    <Flex key={i} gap={8} align="start">
                      <Input.TextArea
                        aria-label={`Network effect ${i + 1}`}
                        value={effect}
                        onChange={(event) => editEffect(i, event.target.value)}
                        autoSize={{ minRows: 1, maxRows: 4 }}
                        maxLength={PLAN_LIMITS.text}
                      />
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Remove network effect ${i + 1}`}
                        onClick={() => setMoat((m) => ({ networkEffects: m.networkEffects.filter((_, j) => j !== i) }))}
                      />
                    </Flex>
                  ))}
                  <div>
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      disabled={networkEffects.length >= PLAN_LIMITS.listItems}
                      onClick={() => setMoat((m) => ({ networkEffects: [...m.networkEffects, ''] }))}
                    >
                      Add network effect
                    </Button>
                  </div>
                </Flex>
              ) : networkEffects.length === 0 ? (
                <NoneSet>No network effects set.</NoneSet>
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {networkEffects.map((effect, i) => (
                    <li key={i} style={{ whiteSpace: 'pre-wrap' }}>
                      {effect}
                    </li>
                  ))}
                </ul>
              )}
            </Col>
          </Row>
        )}
      </PlanSection>
    );
  },
  (plan) => plan.dataMoatStrategy,
);
