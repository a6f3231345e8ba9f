import { Col, Divider, Row } from 'antd';
import {
  BUSINESS_MODEL_LABELS,
  COMPANY_LABELS,
  ENTHUSIASM_MAX,
  ENTHUSIASM_MIN,
  IDEA_ENUM_FIELDS,
  IDEA_TEXT_FIELD_GROUPS,
  IDEA_TYPE_LABELS,
  PRIORITY_LABELS,
  RANK_DEFAULT,
  RANK_MAX,
  RANK_MIN,
  SCORE_MAX,
  SCORE_MIN,
  STATUS_LABELS,
  TECH_PREFERENCES,
} from '@platform/shared';
import { PriorityTag, StatusTag } from '../../components/idea-tags';
import { TECH_PREFERENCE_LABELS } from '../field-labels';
import { ChoiceField } from '../fields/choice-field';
import { ListField } from '../fields/list-field';
import { NumberField } from '../fields/number-field';
import { TextField } from '../fields/text-field';

const half = { xs: 24, md: 12 };
const third = { xs: 24, sm: 12, lg: 8 };

/** Overview: identity and status, the background, user research and stakeholders. */
export function OverviewTab() {
  return (
    <>
      <TextField name="title" short />
      <TextField name="description" />
      <Row gutter={16}>
        <Col {...third}>
          <ChoiceField
            name="status"
            values={IDEA_ENUM_FIELDS.status}
            labels={STATUS_LABELS}
            render={(v) => <StatusTag status={v} />}
          />
        </Col>
        <Col {...third}>
          <ChoiceField
            name="priority"
            values={IDEA_ENUM_FIELDS.priority}
            labels={PRIORITY_LABELS}
            render={(v) => <PriorityTag priority={v} />}
          />
        </Col>
        <Col {...third}>
          <ChoiceField name="company" values={IDEA_ENUM_FIELDS.company} labels={COMPANY_LABELS} />
        </Col>
        <Col {...third}>
          <ChoiceField name="idea_type" values={IDEA_ENUM_FIELDS.idea_type} labels={IDEA_TYPE_LABELS} />
        </Col>
        <Col {...third}>
          <ChoiceField name="business_model" values={IDEA_ENUM_FIELDS.business_model} labels={BUSINESS_MODEL_LABELS} />
        </Col>
        <Col {...third}>
          <NumberField
            name="personal_enthusiasm"
            min={ENTHUSIASM_MIN}
            max={ENTHUSIASM_MAX}
            integer
            emptyValue={5}
            suffix=" / 10"
          />
        </Col>
        <Col {...third}>
          <NumberField name="score" min={SCORE_MIN} max={SCORE_MAX} suffix=" / 10" />
        </Col>
        <Col {...third}>
          {/* An emptied rank falls back to 999. */}
          <NumberField name="rank" min={RANK_MIN} max={RANK_MAX} integer emptyValue={RANK_DEFAULT} />
        </Col>
      </Row>
      <ListField name="features" color="geekblue" placeholder="Add a feature and press Enter" />

      <Divider orientation="left">Background</Divider>
      <TextField name="background" />

      <Divider orientation="left">User research</Divider>
      <Row gutter={16}>
        {IDEA_TEXT_FIELD_GROUPS.userResearch.map((field) => (
          <Col key={field} {...half}>
            <TextField name={field} />
          </Col>
        ))}
        <Col {...half}>
          <ChoiceField name="user_tech_preference" values={TECH_PREFERENCES} labels={TECH_PREFERENCE_LABELS} optional />
        </Col>
      </Row>

      <Divider orientation="left">Stakeholders</Divider>
      {IDEA_TEXT_FIELD_GROUPS.stakeholders.map((field) => (
        <TextField key={field} name={field} />
      ))}
    </>
  );
}
