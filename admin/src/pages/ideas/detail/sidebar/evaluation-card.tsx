import { Card, Flex, List, Typography } from 'antd';
import type { IdeaEvaluation } from '@platform/shared';
import { averageEvaluationScore } from '@platform/shared';
import { EVALUATORS_SHOWN, evaluatorName } from '../evaluation-summary';

/** Evaluation Score: the average of the evaluations out of 10, and the first three evaluators. */
export function EvaluationCard({ evaluations }: { evaluations: IdeaEvaluation[] }) {
  const average = averageEvaluationScore(evaluations);
  return (
    <Card title="Evaluation Score" size="small">
      {average === null ? (
        <Typography.Text type="secondary">No evaluations yet</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <div>
            <Typography.Text strong style={{ fontSize: 28 }} data-testid="evaluation-average">
              {average.toFixed(1)}
            </Typography.Text>
            <Typography.Text type="secondary"> / 10</Typography.Text>
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {evaluations.length === 1 ? 'From 1 evaluation' : `From ${evaluations.length} evaluations`}
          </Typography.Text>
          <List
            size="small"
            aria-label="Evaluators"
            dataSource={evaluations.slice(0, EVALUATORS_SHOWN)}
            rowKey="id"
            renderItem={(e) => (
              <List.Item
                style={{ paddingInline: 0 }}
                actions={[<Typography.Text key="score">{Number(e.overall_score).toFixed(1)}</Typography.Text>]}
              >
                <Typography.Text ellipsis={{ tooltip: e.evaluator_email ?? undefined }}>
                  {evaluatorName(e)}
                </Typography.Text>
              </List.Item>
            )}
          />
        </Flex>
      )}
    </Card>
  );
}
