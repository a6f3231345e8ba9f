import { Card, Space, Tabs } from 'antd';
import { DownloadOutlined, MailOutlined, PlusOutlined } from '@ant-design/icons';
import { RouteLinkButton } from '../../components/route-link-button';
import { useSearchParam } from '../../hooks/use-search-param';
import { CandidatesTab } from './candidates/candidates-tab';
import { CustomersTab } from './customers/customers-tab';
import { CvsTab } from './cvs/cvs-tab';
import { TendersTab } from './tenders/tenders-tab';
import { CONSULTANCY_TABS, CONSULTANCY_TEXTS, NEW_CANDIDATE_PATH, type ConsultancyTab } from './labels';

const TAB_CONTENT: Record<ConsultancyTab, () => React.ReactNode> = {
  customers: () => <CustomersTab />,
  proposals: () => <CandidatesTab />,
  cvs: () => <CvsTab />,
  tenders: () => <TendersTab />,
};

/** /consultancy: Kunder, Prosjektforslag, CV-er and Utlysninger; the tab is in the address (?tab=). */
export function ConsultancyPage() {
  const [tab, setTab] = useSearchParam<ConsultancyTab>('tab', CONSULTANCY_TABS, 'customers');
  return (
    <Card
      title={CONSULTANCY_TEXTS.title}
      extra={
        <Space wrap>
          <RouteLinkButton to="/consultancy/email-templates" icon={<MailOutlined />}>
            {CONSULTANCY_TEXTS.emailTemplates}
          </RouteLinkButton>
          <RouteLinkButton to="/consultancy/export" icon={<DownloadOutlined />}>
            {CONSULTANCY_TEXTS.export}
          </RouteLinkButton>
          <RouteLinkButton to={NEW_CANDIDATE_PATH} type="primary" icon={<PlusOutlined />}>
            {CONSULTANCY_TEXTS.newProposal}
          </RouteLinkButton>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as ConsultancyTab)}
        items={CONSULTANCY_TABS.map((key) => ({ key, label: CONSULTANCY_TEXTS.tabs[key], children: TAB_CONTENT[key]() }))}
        // Only the open tab asks the server for its list.
        destroyOnHidden
      />
    </Card>
  );
}

export default ConsultancyPage;
