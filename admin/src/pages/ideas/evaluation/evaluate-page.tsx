import { useState } from 'react';
import { useCreate, useOne, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Skeleton, Slider, Space, Statistic, Typography, message } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import {
  EVALUATION_CRITERIA,
  EVALUATION_CRITERION_LABELS,
  EVALUATION_MESSAGES,
  averageEvaluationScore,
  overallScore,
  type EvaluationCriterion,
  type Idea,
  type IdeaEvaluation,
} from '@platform/shared';
import { serverMessage, NO_NOTICES } from '../../../utils/server-message';

type Scores = Record<EvaluationCriterion, number>;
type IdeaWithEvaluations = Idea & { evaluations: IdeaEvaluation[] };

const START: Scores = { business_value: 5, feasibility: 5, user_impact: 5 };

/** /ideas/:id/evaluate: score the idea on the Tips tab's criteria; the overall score is their average. */
export function EvaluatePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { result: idea, query } = useOne<IdeaWithEvaluations, HttpError>({ resource: 'ideas', id, errorNotification: false });
  const loadError = query.error ? serverMessage(query.error, 'Failed to load idea details. Please try again.') : null;
  const [scores, setScores] = useState<Scores>(START);
  const [notes, setNotes] = useState('');
  const { mutateAsync: create, mutation } = useCreate<object, HttpError>();
  // Saving, or saved and on the way back to the idea.
  const saving = mutation.isPending || mutation.isSuccess;
  const [saveError, setSaveError] = useState<string | null>(null);

  async function save() {
    setSaveError(null);
    try {
      await create({
        resource: `ideas/${id}/evaluations`,
        values: { ...scores, notes },
        ...NO_NOTICES,
      });
      message.success(EVALUATION_MESSAGES.saved);
      navigate(`/ideas/${id}`);
    } catch (error) {
      setSaveError(serverMessage(error, EVALUATION_MESSAGES.saveFailed));
    }
  }

  if (loadError) {
    return <Result status="warning" title={loadError} extra={<Button onClick={() => navigate('/ideas')}>Back to Ideas</Button>} />;
  }
  if (!idea) return <Skeleton active paragraph={{ rows: 8 }} />;

  const average = averageEvaluationScore(idea.evaluations);
  return (
    <Card
      title={`Evaluate: ${idea.title}`}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/ideas/${id}`)}>
          Back to the idea
        </Button>
      }
    >
      <Space size="large" style={{ marginBottom: 24 }}>
        <Statistic title="Evaluations so far" value={idea.evaluations.length} />
        <Statistic title="Evaluation score" value={average === null ? '–' : average.toFixed(1)} suffix={average === null ? undefined : '/ 10'} />
        <Statistic title="This evaluation" value={overallScore(scores).toFixed(1)} suffix="/ 10" />
      </Space>
      <Form layout="vertical" onFinish={save} disabled={saving} style={{ maxWidth: 640 }}>
        {EVALUATION_CRITERIA.map((key) => (
          <Form.Item key={key} label={EVALUATION_CRITERION_LABELS[key].label} extra={EVALUATION_CRITERION_LABELS[key].question}>
            <Space style={{ width: '100%' }} align="center">
              <Slider
                style={{ width: 360 }}
                min={0}
                max={10}
                step={0.5}
                value={scores[key]}
                onChange={(value) => setScores((s) => ({ ...s, [key]: value }))}
                ariaLabelForHandle={EVALUATION_CRITERION_LABELS[key].label}
              />
              <InputNumber
                min={0}
                max={10}
                step={0.5}
                value={scores[key]}
                onChange={(value) => setScores((s) => ({ ...s, [key]: typeof value === 'number' ? value : 0 }))}
                aria-label={`${EVALUATION_CRITERION_LABELS[key].label} score`}
              />
            </Space>
          </Form.Item>
        ))}
        <Form.Item label="Notes" htmlFor="evaluation-notes">
          <Input.TextArea id="evaluation-notes" rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={5000} showCount />
        </Form.Item>
        {saveError && <Alert type="error" showIcon closable message={saveError} onClose={() => setSaveError(null)} style={{ marginBottom: 16 }} />}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save Evaluation
          </Button>
          <Button onClick={() => navigate(`/ideas/${id}`)}>Cancel</Button>
        </Space>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 24 }}>
        The overall score is the average of the three criteria, from 0 to 10.
      </Typography.Paragraph>
    </Card>
  );
}

export default EvaluatePage;
