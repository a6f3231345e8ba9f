import { memo } from 'react';
import { Card, Checkbox, Col, Flex, Input, Rate, Row, Tag, Typography } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { CANDIDATE_SCORE_MAX, SCORE_KEYS, SCORE_LABELS, TECHNIQUE_LABELS, type RumsfeldMatrix } from '@platform/shared';
import type { GenerationCandidate } from './filter-state';
import { LabelledField } from './labelled-field';

const RUMSFELD_FIELDS: Array<{ key: keyof RumsfeldMatrix; label: string; placeholder: string }> = [
  { key: 'knownKnowns', label: 'Known knowns', placeholder: 'What we know, and know that we know' },
  { key: 'knownUnknowns', label: 'Known unknowns', placeholder: 'What we know we still have to find out' },
  { key: 'unknownUnknowns', label: 'Unknown unknowns', placeholder: 'Where could this surprise us?' },
];

// The stars are radios; their list is the group. Rate's props type has no role, though it passes one on.
const RATING_GROUP = { role: 'radiogroup' };

interface CandidateCardProps {
  /** The candidate's place in the full list: ids and updates go by it, whatever the filter hides. */
  index: number;
  candidate: GenerationCandidate;
  onChange: (index: number, change: Partial<GenerationCandidate>) => void;
}

/** One candidate: five star ratings, Select, and once selected its re-expression, growth conditions and Rumsfeld matrix. */
export const CandidateCard = memo(function CandidateCard({ index, candidate, onChange }: CandidateCardProps) {
  const id = (field: string) => `generation-candidate-${index}-${field}`;
  const change = (patch: Partial<GenerationCandidate>) => onChange(index, patch);

  return (
    <Card
      size="small"
      role="group"
      aria-label={`Candidate: ${candidate.text}`}
      style={candidate.selected ? { borderColor: '#1677ff' } : undefined}
      title={
        <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{candidate.text}</Typography.Text>
      }
      extra={
        <Flex gap={4} wrap>
          {candidate.added && (
            <Tag color="success" icon={<CheckCircleOutlined />}>
              Added to ideas
            </Tag>
          )}
          <Tag>{TECHNIQUE_LABELS[candidate.technique]}</Tag>
        </Flex>
      }
      styles={{ header: { whiteSpace: 'normal', paddingBlock: 8 } }}
    >
      <Row gutter={[16, 8]}>
        {SCORE_KEYS.map((key) => (
          <Col key={key} xs={24} sm={12} lg={8} xl={4}>
            <Flex vertical>
              <Typography.Text type="secondary" id={id(key)}>
                {SCORE_LABELS[key]}
              </Typography.Text>
              {/* Arrow keys change a focused rating; clicking the current star again sets it back to 0. */}
              <Rate
                {...RATING_GROUP}
                aria-labelledby={id(key)}
                count={CANDIDATE_SCORE_MAX}
                value={candidate[key]}
                onChange={(value) => change({ [key]: value })}
              />
            </Flex>
          </Col>
        ))}
        <Col xs={24} sm={12} lg={8} xl={4}>
          <Checkbox checked={candidate.selected} onChange={(e) => change({ selected: e.target.checked })} style={{ marginTop: 20 }}>
            Select
          </Checkbox>
        </Col>
      </Row>

      {candidate.selected && (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          <LabelledField id={id('reexpression')} label="Re-expression">
            <Input.TextArea
              id={id('reexpression')}
              value={candidate.reExpressed}
              autoSize={{ minRows: 1, maxRows: 6 }}
              placeholder="Say the idea again, sharper; it becomes the idea's title"
              onChange={(e) => change({ reExpressed: e.target.value })}
            />
          </LabelledField>
          <LabelledField id={id('greenhousing')} label="Growth conditions (greenhousing)">
            <Input.TextArea
              id={id('greenhousing')}
              value={candidate.greenhousing}
              autoSize={{ minRows: 1, maxRows: 6 }}
              placeholder="What does this idea need to grow?"
              onChange={(e) => change({ greenhousing: e.target.value })}
            />
          </LabelledField>
          <div role="group" aria-labelledby={id('rumsfeld')}>
            <Typography.Text strong id={id('rumsfeld')}>
              Rumsfeld matrix
            </Typography.Text>
            <Row gutter={[12, 12]} style={{ marginTop: 4 }}>
              {RUMSFELD_FIELDS.map(({ key, label, placeholder }) => (
                <Col key={key} xs={24} md={8}>
                  <LabelledField id={id(key)} label={label}>
                    <Input.TextArea
                      id={id(key)}
                      value={candidate.rumsfeld[key]}
                      autoSize={{ minRows: 2, maxRows: 6 }}
                      placeholder={placeholder}
                      onChange={(e) => change({ rumsfeld: { ...candidate.rumsfeld, [key]: e.target.value } })}
                    />
                  </LabelledField>
                </Col>
              ))}
            </Row>
          </div>
        </Flex>
      )}
    </Card>
  );
});
