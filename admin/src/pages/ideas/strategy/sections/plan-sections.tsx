import { Col, Flex, Row } from 'antd';
import { GOAL_LISTS, type Idea } from '@platform/shared';
import { AdvantagesSection } from './advantages-section';
import { DataMoatSection } from './data-moat-section';
import { DataSourcesSection } from './data-sources-section';
import { GoalsSection } from './goals-section';
import { SelectedIdeasSection } from './selected-ideas-section';
import type { SectionProps } from './section-props';
import { VisionSection } from './vision-section';

interface PlanSectionsProps extends SectionProps {
  ideas?: readonly Idea[];
  ideasLoading?: boolean;
  emptyText?: string;
}

/** The whole plan, section by section; without `update` it is the read-only preview. */
export function PlanSections({ plan, update, ideas, ideasLoading, emptyText }: PlanSectionsProps) {
  return (
    <Flex vertical gap={16}>
      <VisionSection plan={plan} update={update} />
      <Row gutter={[16, 16]}>
        {GOAL_LISTS.map((list) => (
          <Col key={list} xs={24} xl={8}>
            <GoalsSection plan={plan} update={update} list={list} />
          </Col>
        ))}
      </Row>
      <AdvantagesSection plan={plan} update={update} />
      <DataMoatSection plan={plan} update={update} />
      <SelectedIdeasSection plan={plan} update={update} ideas={ideas} ideasLoading={ideasLoading} emptyText={emptyText} />
      <DataSourcesSection plan={plan} update={update} ideas={ideas} />
    </Flex>
  );
}
