import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { Alert, Card, Col, Flex, Grid, Row, Skeleton, Tabs } from 'antd';
import type { IdeaAttachment, IdeaComment } from '@platform/shared';
import { TipsAndGuidance } from '../components/tips/tips-and-guidance';
import { DetailHeader } from './detail-header';
import type { IdeaDetail } from './detail-types';
import { IdeaFormContext, listOf, type IdeaForm } from './fields/idea-form';
import { SynergyChips } from './fields/synergy-field';
import { LoadFailed } from './load-failed';
import { AttachmentsCard } from './sidebar/attachments-card';
import { DetailsCard } from './sidebar/details-card';
import { EvaluationCard } from './sidebar/evaluation-card';
import { ActivityTab } from './tabs/activity-tab';
import { AnalysisTab } from './tabs/analysis-tab';
import { CanvasTab } from './tabs/canvas-tab';
import { MarketAnalysisTab } from './tabs/market-analysis-tab';
import { OverviewTab } from './tabs/overview-tab';
import { PitchTab } from './tabs/pitch-tab';
import { PlanningTab } from './tabs/planning-tab';
import { SolutionTab } from './tabs/solution-tab';
import { StrategicFitTab } from './tabs/strategic-fit-tab';
import { TaskBoard } from './tasks/task-board';
import { useEditShortcuts } from './use-edit-shortcuts';
import { useIdeaDetail } from './use-idea-detail';
import { useIdeaEditor } from './use-idea-editor';
import { usePageTitle } from './use-page-title';

/** Route /ideas/:id: one idea, in view or edit mode (?edit=true). */
export function IdeaDetailPage({ id }: { id: string }) {
  const { idea, setIdea, failed } = useIdeaDetail(id);
  usePageTitle(idea?.title);
  if (failed) return <LoadFailed />;
  if (!idea) {
    return (
      <Card aria-busy="true">
        <Skeleton active title paragraph={{ rows: 12 }} />
      </Card>
    );
  }
  return <IdeaDetailView idea={idea} setIdea={setIdea} />;
}

interface IdeaDetailViewProps {
  idea: IdeaDetail;
  setIdea: Dispatch<SetStateAction<IdeaDetail | null>>;
}

function IdeaDetailView({ idea, setIdea }: IdeaDetailViewProps) {
  const editor = useIdeaEditor(idea, setIdea);
  const [tab, setTab] = useState('overview');
  // Eleven tabs do not fit in one row: on wide screens they stand in a column at the left, all in sight.
  const { lg } = Grid.useBreakpoint();
  useEditShortcuts({ enabled: editor.editing, onSave: editor.save, onCancel: editor.cancel });

  const form = useMemo<IdeaForm>(
    () => ({ values: editor.values, editing: editor.editing, setField: editor.setField }),
    [editor.values, editor.editing, editor.setField],
  );

  // Comments and attachments change on their own calls, outside edit mode; the loaded idea takes them.
  const onCommentPosted = (comment: IdeaComment) =>
    setIdea(
      (previous) =>
        previous && {
          ...previous,
          comments: [comment, ...previous.comments],
          comment_count: (previous.comment_count ?? 0) + 1,
        },
    );
  const onAttachmentsChange = (update: (attachments: IdeaAttachment[]) => IdeaAttachment[]) =>
    setIdea((previous) => previous && { ...previous, attachments: update(previous.attachments) });

  const synergies = listOf<number>(editor.values.synergy_with_ideas);

  const tabs = [
    { key: 'overview', label: 'Overview', children: <OverviewTab /> },
    { key: 'analysis', label: 'Analysis', children: <AnalysisTab /> },
    { key: 'canvas', label: 'Business Canvas', children: <CanvasTab /> },
    {
      key: 'market',
      label: 'Market Analysis',
      children: <MarketAnalysisTab idea={idea} onSaved={editor.applyFieldSaved} />,
    },
    { key: 'solution', label: 'Solution', children: <SolutionTab /> },
    { key: 'pitch', label: 'Elevator Pitch', children: <PitchTab /> },
    { key: 'planning', label: 'Planning', children: <PlanningTab /> },
    { key: 'strategic-fit', label: 'Strategic Fit', children: <StrategicFitTab /> },
    { key: 'tasks', label: 'Tasks', children: <TaskBoard ideaId={idea.id} /> },
    {
      key: 'activity',
      label: `Activity (${idea.comment_count ?? idea.comments.length})`,
      children: <ActivityTab ideaId={idea.id} comments={idea.comments} onPosted={onCommentPosted} />,
    },
    { key: 'tips', label: 'Tips & Guidance', children: <TipsAndGuidance /> },
  ];

  return (
    <IdeaFormContext.Provider value={form}>
      <DetailHeader
        idea={idea}
        editing={editor.editing}
        saving={editor.saving}
        onEdit={editor.startEditing}
        onSave={editor.save}
        onCancel={editor.cancel}
      />
      {editor.error && (
        <Alert
          type="error"
          showIcon
          closable
          message={editor.error}
          onClose={editor.dismissError}
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={17}>
          <Card styles={{ body: { paddingTop: 8 } }}>
            <Tabs activeKey={tab} onChange={setTab} items={tabs} tabPosition={lg ? 'left' : 'top'} />
          </Card>
        </Col>
        <Col xs={24} lg={7}>
          <Flex vertical gap={16}>
            <DetailsCard />
            <EvaluationCard evaluations={idea.evaluations} />
            <AttachmentsCard ideaId={idea.id} attachments={idea.attachments} onChange={onAttachmentsChange} />
            {synergies.length > 0 && (
              <Card title="Synergies" size="small">
                <SynergyChips ids={synergies} />
              </Card>
            )}
          </Flex>
        </Col>
      </Row>
    </IdeaFormContext.Provider>
  );
}
