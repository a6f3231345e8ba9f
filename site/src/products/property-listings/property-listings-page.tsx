import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { InsightsTab } from './insights-tab';
import { ListingsFrame } from './listings-frame';
import { ListingsTab } from './listings-tab';
import { useListingsTexts } from './listings-texts';
import { ServicesTab } from './services-tab';

const TABS = ['listings', 'insights', 'services'] as const;
type ListingsTabKey = (typeof TABS)[number];

/** /{locale}/products/property-listings: the public, free listings product with its three tabs. */
export default function PropertyListingsPage() {
  const texts = useListingsTexts();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ListingsTabKey = (TABS as readonly string[]).includes(requested ?? '') ? (requested as ListingsTabKey) : 'listings';

  // ?tab= names the open tab, so a link can open any of them; the listings' filters stay in the address meanwhile.
  const openTab = (next: ListingsTabKey) => {
    const updated = new URLSearchParams(params);
    if (next === 'listings') updated.delete('tab');
    else updated.set('tab', next);
    setParams(updated);
  };

  return (
    <ListingsFrame>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 8 }}>
        {texts.title}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => openTab(key as ListingsTabKey)}
        aria-label={texts.tabsLabel}
        size="large"
        items={[
          { key: 'listings', label: texts.tabs.listings, children: <ListingsTab /> },
          { key: 'insights', label: texts.tabs.insights, children: <InsightsTab /> },
          { key: 'services', label: texts.tabs.services, children: <ServicesTab /> },
        ]}
      />
    </ListingsFrame>
  );
}
