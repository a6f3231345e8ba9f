import type { ReactNode } from 'react';
import { CreateButton, List } from '@refinedev/antd';
import { Tabs } from 'antd';
import { useSearchParam } from '../../hooks/use-search-param';
import { IdeasTab } from './components/list/ideas-tab';
import { StrategyTabPanel } from './components/strategy-tab-panel';
import { TipsAndGuidance } from './components/tips/tips-and-guidance';
import { IdeaGenerationTab } from './generation';
import { IDEA_PAGE_TAB_LABELS, IDEA_PAGE_TABS, type IdeaPageTab } from './labels';

/** Business Ideas: the pipeline's main page, its tab kept in `?tab=`. */
export function IdeaList() {
  const [tab, setTab] = useSearchParam<IdeaPageTab>('tab', IDEA_PAGE_TABS, 'ideas');

  const content: Record<IdeaPageTab, ReactNode> = {
    ideas: <IdeasTab />,
    strategy: <StrategyTabPanel />,
    generation: <IdeaGenerationTab />,
    tips: <TipsAndGuidance />,
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
