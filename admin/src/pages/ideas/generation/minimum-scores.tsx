import { Col, InputNumber, Row } from 'antd';
import { CANDIDATE_SCORE_MAX, CANDIDATE_SCORE_MIN, SCORE_KEYS, SCORE_LABELS, parseMinimumScore, type ScoreKey } from '@platform/shared';
import type { Minimums } from './filter-state';
import { LabelledField } from './labelled-field';

interface MinimumScoresProps {
  minimums: Minimums;
  onChange: (key: ScoreKey, value: number) => void;
}

/** The filter: a whole-number minimum 0-5 per score; candidates below any of them are hidden. */
export function MinimumScores({ minimums, onChange }: MinimumScoresProps) {
  return (
    <Row gutter={[16, 8]}>
      {SCORE_KEYS.map((key) => {
        const id = `generation-minimum-${key}`;
        return (
          <Col key={key} xs={12} sm={8} lg={4}>
            <LabelledField id={id} label={`Min. ${SCORE_LABELS[key]}`}>
              <InputNumber
                id={id}
                min={CANDIDATE_SCORE_MIN}
                max={CANDIDATE_SCORE_MAX}
                precision={0}
                step={1}
                value={minimums[key]}
                // Cleared or not a number: 0, the spec's rule. antd reports no change for text that is not a number
                // (it would quietly keep the old value), so leaving the field reads what was typed.
                onChange={(value) => onChange(key, parseMinimumScore(value))}
                onBlur={(event) => {
                  const typed = parseMinimumScore(event.target.value);
                  if (typed !== minimums[key]) onChange(key, typed);
                }}
                style={{ width: '100%' }}
              />
            </LabelledField>
          </Col>
        );
      })}
    </Row>
  );
}
