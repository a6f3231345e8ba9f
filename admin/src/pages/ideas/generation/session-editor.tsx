import { useCallback, useEffect } from 'react';
import { useWarnAboutChange } from '@refinedev/core';
import { Alert, App, Button, Col, Flex, Result, Row, Spin, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, FilterOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { TECHNIQUES, UNTITLED_SESSION, type Technique } from '@platform/shared';
import { rebuildCandidates } from './filter-state';
import { FilteredIdeas } from './filtered-ideas';
import { GENERATION_TABS, type GenerationTab } from './generation-params';
import { SessionFields } from './session-fields';
import { countIdeas, draftIdeaList, type SessionDraft } from './session-model';
import { TechniqueCard } from './technique-card';
import { useSessionEditor, type SessionKey } from './use-session-editor';

interface SessionEditorProps {
  sessionKey: SessionKey;
  genTab: GenerationTab;
  onGenTabChange: (tab: GenerationTab) => void;
  /** A new session was saved and got this id. */
  onCreated: (id: number) => void;
  /** New Session: the URL names a new session. */
  onNewSession: () => void;
  /** Back to the sessions list. */
  onClose: () => void;
}

/** A brainstorming session: its fields, the seven techniques, and the Filtered Ideas tab. */
export function SessionEditor({ sessionKey, genTab, onGenTabChange, onCreated, onNewSession, onClose }: SessionEditorProps) {
  const editor = useSessionEditor(sessionKey, onCreated);
  const { draft, setDraft, filter, setFilter, dirty } = editor;
  const { modal } = App.useApp();

  // Refine's notifier asks before leaving the page (or the Ideas page's tab) with unsaved changes.
  const { warnWhenUnsavedChanges, setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    if (warnWhenUnsavedChanges) setWarnWhen(dirty);
  }, [dirty, warnWhenUnsavedChanges, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const confirmDiscard = (then: () => void) => {
    if (!dirty) return then();
    modal.confirm({
      title: 'Discard unsaved changes?',
      content: 'This session has changes that are not saved yet.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      cancelText: 'Keep editing',
      onOk: then,
    });
  };

  const change = useCallback((patch: Partial<SessionDraft>) => setDraft((current) => ({ ...current, ...patch })), [setDraft]);
  const changeIdeas = useCallback(
    (technique: Technique, ideas: string[]) => setDraft((current) => ({ ...current, ideas: { ...current.ideas, [technique]: ideas } })),
    [setDraft],
  );

  const newSession = () =>
    confirmDiscard(() => {
      editor.reset();
      onNewSession();
    });

  const ideaCount = countIdeas(draft);

  const filterIdeas = () => {
    setFilter((state) => ({ ...state, candidates: rebuildCandidates(state.candidates, draftIdeaList(draft)) }));
    onGenTabChange('filtered');
  };

  if (editor.status === 'loading') {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label="Loading session" />
      </Flex>
    );
  }
  if (editor.status === 'failed') {
    return (
      <Result
        status="error"
        title="Error loading session"
        extra={[
          <Button key="retry" type="primary" onClick={editor.retry}>
            Try again
          </Button>,
          <Button key="back" icon={<ArrowLeftOutlined />} onClick={onClose}>
            All Sessions
          </Button>,
        ]}
      />
    );
  }

  // The Filtered tab is closed while there is nothing to filter.
  const filteredDisabled = ideaCount === 0 && filter.candidates.length === 0;
  const activeTab: GenerationTab = genTab === 'filtered' && !filteredDisabled ? 'filtered' : 'generate';
  const heading = draft.title.trim() || (editor.id === null ? 'New Session' : UNTITLED_SESSION);

  const generation = (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {TECHNIQUES.map((technique) => (
          <Col key={technique} xs={24} lg={12} xxl={8}>
            <TechniqueCard technique={technique} ideas={draft.ideas[technique]} onChange={changeIdeas} />
          </Col>
        ))}
      </Row>
      <Flex justify="end" align="center" gap={12} wrap>
        <Typography.Text type="secondary">{ideaCount} idea(s) in this session</Typography.Text>
        <Button type="primary" icon={<FilterOutlined />} disabled={ideaCount === 0} onClick={filterIdeas}>
          Filter Ideas
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" gap={12} wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => confirmDiscard(onClose)}>
            All Sessions
          </Button>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {heading}
          </Typography.Title>
          {dirty && <Tag color="warning">Unsaved changes</Tag>}
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={newSession}>
            New Session
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={editor.saving} onClick={editor.save}>
            Save Session
          </Button>
        </Flex>
      </Flex>

      {editor.restored && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={editor.dismissRestored}
          message="Unsaved work on a new session was restored from this browser. Save it, or press New Session to start over."
        />
      )}

      <SessionFields title={draft.title} company={draft.company} challenge={draft.challenge} onChange={change} />

      <Tabs
        key={editor.shown}
        activeKey={activeTab}
        onChange={(key) => onGenTabChange(key as GenerationTab)}
        items={GENERATION_TABS.map((key) =>
          key === 'generate'
            ? { key, label: 'Idea Generation', children: generation }
            : {
                key,
                label: `Filtered Ideas (${filter.candidates.length})`,
                disabled: filteredDisabled,
                children: (
                  <FilteredIdeas
                    draft={draft}
                    filter={filter}
                    setFilter={setFilter}
                    filterSync={editor.filterSync}
                    onFilterIdeas={filterIdeas}
                  />
                ),
              },
        )}
      />
    </Flex>
  );
}
