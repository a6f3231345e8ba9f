import { lazy, Suspense, type ReactNode } from 'react';
import { CreateButton, List } from '@refinedev/antd';
import { Skeleton, Tabs } from 'antd';
import { useSearchParam } from '../../hooks/use-search-param';
import { IdeasTab } from './components/list/ideas-tab';
import { IDEA_PAGE_TAB_LABELS, IDEA_PAGE_TABS, type IdeaPageTab } from './labels';

// The other tabs' code loads when a tab is first opened, not with the ideas list.
const StrategyTabPanel = lazy(() => import('./components/strategy-tab-panel').then((module) => ({ default: module.StrategyTabPanel })));
const IdeaGenerationTab = lazy(() => import('./generation').then((module) => ({ default: module.IdeaGenerationTab })));
const TipsAndGuidance = lazy(() => import('./components/tips/tips-and-guidance').then((module) => ({ default: module.TipsAndGuidance })));

const loadingTab = <Skeleton active paragraph={{ rows: 6 }} />;

/** Business Ideas: the pipeline's main page, its tab kept in `?tab=`. */
export function IdeaList() {
  const [tab, setTab] = useSearchParam<IdeaPageTab>('tab', IDEA_PAGE_TABS, 'ideas');

  const content: Record<IdeaPageTab, ReactNode> = {
    ideas: <IdeasTab />,
    strategy: (
      <Suspense fallback={loadingTab}>
        <StrategyTabPanel />
      </Suspense>
    ),
    generation: (
      <Suspense fallback={loadingTab}>
        <IdeaGenerationTab />
      </Suspense>
    ),
    tips: (
      <Suspense fallback={loadingTab}>
        <TipsAndGuidance />
      </Suspense>
    ),
  };

  return (
    <List
      title="Business Ideas"
      headerProps={{ subTitle: 'Manage and track your innovation pipeline' }}
      headerButtons={<CreateButton resource="ideas">New Idea</CreateButton>}
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as IdeaPageTab)}
        // Only the open tab is mounted: the Ideas tab's queries stop while another tab is read.
        destroyOnHidden
        items={IDEA_PAGE_TABS.map((key) => ({ key, label: IDEA_PAGE_TAB_LABELS[key], children: content[key] }))}
      />
    </List>
  );
}

export default IdeaList;
