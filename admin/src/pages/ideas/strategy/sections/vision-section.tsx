import { Input, Typography } from 'antd';
import { PLAN_LIMITS } from '@platform/shared';
import { NoneSet, PlanSection } from './plan-section';
import { sectionOf, type SectionProps } from './section-props';

export const VisionSection = sectionOf(
  function VisionSection({ plan, update }: SectionProps) {
    return (
      <PlanSection title="Vision" readOnly={!update}>
        {(editing) =>
          editing && update ? (
            <Input.TextArea
              aria-label="Vision"
              value={plan.vision}
              onChange={(event) => update((p) => ({ ...p, vision: event.target.value }))}
              autoSize={{ minRows: 3, maxRows: 12 }}
              maxLength={PLAN_LIMITS.vision}
              showCount
              placeholder="Where do we want to be, and for whom?"
            />
          ) : plan.vision.trim() ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{plan.vision}</Typography.Paragraph>
          ) : (
            <NoneSet>No vision set.</NoneSet>
          )
        }
      </PlanSection>
    );
  },
  (plan) => plan.vision,
);
