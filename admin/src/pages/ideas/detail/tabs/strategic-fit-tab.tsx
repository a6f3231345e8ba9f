import { Alert, Flex, Rate, Tag, Typography } from 'antd';
import { IMPLEMENTATION_PHASES, IMPLEMENTATION_PHASE_LABELS } from '@platform/shared';
import { fieldLabel } from '../field-labels';
import { ChoiceField } from '../fields/choice-field';
import { FieldBlock } from '../fields/field-block';
import { useIdeaForm } from '../fields/idea-form';
import { ListField } from '../fields/list-field';
import { SynergyField } from '../fields/synergy-field';
import { TextField } from '../fields/text-field';
import { HIGH_PRIORITY_FIT, fitScoreColor, scoreToStars, starsToScore } from './strategic-fit';

/** Strategic Fit: the 0-10 fit as half-scale stars, the phase, the data moat, data sources and synergies. */
export function StrategicFitTab() {
  const { values, editing, setField } = useIdeaForm();
  const score = typeof values.strategic_fit_score === 'number' ? values.strategic_fit_score : null;
  const label = fieldLabel('strategic_fit_score');

  return (
    <>
      <FieldBlock label={label}>
        <Flex align="center" gap={12} wrap>
          <Rate
            allowHalf
            aria-label={label}
            disabled={!editing}
            value={scoreToStars(score)}
            onChange={(stars) => setField('strategic_fit_score', starsToScore(stars))}
          />
          <Tag color={fitScoreColor(score)} data-testid="fit-score">
            {score === null ? 'Not scored' : `${score} / 10`}
          </Tag>
        </Flex>
      </FieldBlock>
      {score !== null && score >= HIGH_PRIORITY_FIT && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 20 }}
          message="High Priority"
          description="A strategic fit of 8 or more: prioritise this idea."
        />
      )}
      <ChoiceField name="implementation_phase" values={IMPLEMENTATION_PHASES} labels={IMPLEMENTATION_PHASE_LABELS} optional />
      <TextField name="data_moat_contribution" />
      <ListField name="required_data_sources" color="cyan" placeholder="Add a data source and press Enter" />
      <SynergyField />
      {!editing && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Score ideas 0-10 on strategic fit; prioritise those scoring 8 or more.
        </Typography.Paragraph>
      )}
    </>
  );
}
