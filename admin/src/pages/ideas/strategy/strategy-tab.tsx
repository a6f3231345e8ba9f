import { useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, List, Row, Select, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { AimOutlined, BuildOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import {
  GOAL_HORIZONS,
  GOAL_LISTS,
  PLAN_COMPANY_LABELS,
  ideasForPlanCompany,
  planEmptyMessage,
  topIdeasByStrategicFit,
  truncateDescription,
  type Idea,
  type PlanCompany,
} from '@platform/shared';
import { fitScoreColor } from '../detail/tabs/strategic-fit';
import { BuildStrategicPlanDialog } from './build-strategic-plan-dialog';
import { COMPANY_OPTIONS } from './plan-toolbar';
import { useSavedPlan } from './use-saved-plan';

export interface StrategyTabProps {
  ideas: Idea[];
  onRefresh: () => void;
}

const OVERVIEW_TOP_IDEAS = 5;
const VISION_PREVIEW_MAX = 300;

/** The path of the plan screen for a company (the overall plan leaves the address clean). */
export function strategicPlanPath(company: PlanCompany): string {
  return company === 'overall' ? '/ideas/strategy' : `/ideas/strategy?company=${company}`;
}

/** The Strategy tab of the ideas page: the chosen company's saved plan in short, and the way to the full screen. */
export function StrategyTab({ ideas, onRefresh }: StrategyTabProps) {
  const navigate = useNavigate();
  // Kept here, not in the URL: the ideas page's address already carries the list's company filter.
  const [company, setCompany] = useState<PlanCompany>('overall');
  const [building, setBuilding] = useState(false);
  const saved = useSavedPlan(company);
  const companyIdeas = ideasForPlanCompany(ideas, company);
  const top = topIdeasByStrategicFit(companyIdeas, OVERVIEW_TOP_IDEAS);
  const plan = saved.plan;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Select<PlanCompany> aria-label="Plan company" value={company} onChange={setCompany} options={COMPANY_OPTIONS} style={{ minWidth: 210 }} />
        <Space wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              onRefresh();
              saved.reload();
            }}
          >
            Refresh
          </Button>
          <Button icon={<BuildOutlined />} onClick={() => setBuilding(true)}>
            Build Strategic Plan
          </Button>
          <Button type="primary" icon={<AimOutlined />} onClick={() => navigate(strategicPlanPath(company))}>
            Open Strategic Plan
          </Button>
        </Space>
      </Flex>

      <Card title={`Strategic plan: ${PLAN_COMPANY_LABELS[company]}`} size="small">
        {saved.loading ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin aria-label="Loading the strategic plan" />
          </Flex>
        ) : saved.failed ? (
          <Alert
            type="error"
            showIcon
            message="Failed to load the strategic plan"
            action={
              <Button size="small" onClick={saved.reload}>
                Try again
              </Button>
            }
          />
        ) : !plan ? (
          <Alert
            type="info"
            showIcon
            message="No strategic plan saved yet"
            description="Open the strategic plan to start from the default goals and data sources, then save it."
          />
        ) : (
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label="Vision" span={2}>
              {plan.vision?.trim() ? (
                truncateDescription(plan.vision, VISION_PREVIEW_MAX)
              ) : (
                <Typography.Text type="secondary">No vision set.</Typography.Text>
              )}
            </Descriptions.Item>
            {GOAL_LISTS.map((list) => (
              <Descriptions.Item key={list} label={`${GOAL_HORIZONS[list].label} (${GOAL_HORIZONS[list].timeline})`}>
                {plan[list]?.length ?? 0}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="Competitive advantages">{plan.competitiveAdvantages?.length ?? 0}</Descriptions.Item>
            <Descriptions.Item label="Selected ideas">{plan.selectedIdeas?.length ?? 0}</Descriptions.Item>
            <Descriptions.Item label="Critical data sources">{plan.dataSources?.length ?? 0}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>

      <Card title="Top ideas by strategic fit" size="small">
        {companyIdeas.length === 0 ? (
          <Empty description={planEmptyMessage(company)} />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={24} md={6}>
              <Statistic title="Ideas" value={companyIdeas.length} />
            </Col>
            <Col xs={24} md={18}>
              <List
                size="small"
                dataSource={top}
                rowKey="id"
                renderItem={(idea, i) => (
                  <List.Item>
                    <Flex gap={8} align="center" wrap>
                      <Typography.Text type="secondary">{i + 1}.</Typography.Text>
                      <Link to={`/ideas/${idea.id}`}>{idea.title}</Link>
                      <Tag color={fitScoreColor(idea.strategic_fit_score)}>
                        Fit {typeof idea.strategic_fit_score === 'number' ? `${idea.strategic_fit_score}/10` : '–'}
                      </Tag>
                    </Flex>
                  </List.Item>
                )}
              />
            </Col>
          </Row>
        )}
      </Card>

      <BuildStrategicPlanDialog open={building} onClose={() => setBuilding(false)} ideas={ideas} />
    </Flex>
  );
}
