import { useMemo, useState, type ReactElement } from 'react';
import { Button, Card, Form, Result, Skeleton, Space, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PRODUCT_SETTINGS_MESSAGES, PRODUCT_TEXT_FIELDS, type ProductTexts } from '@platform/shared';
import { useSearchParam } from '../../hooks/use-search-param';
import { serverMessage } from '../../utils/server-message';
import { DangerTab } from './components/settings/danger-tab';
import { GeneralTab } from './components/settings/general-tab';
import { LandingTab } from './components/settings/landing-tab';
import type { TextLanguage } from './components/settings/language-switch';
import { MarketingTab } from './components/settings/marketing-tab';
import { PlansTab } from './components/settings/plans-tab';
import { SaveBar } from './components/settings/save-bar';
import { SeoTab } from './components/settings/seo-tab';
import { SETTINGS_TABS, tabOfField, type SettingsFormValues, type SettingsTab } from './components/settings/settings-fields';
import { SettingsHeader } from './components/settings/settings-header';
import { TrialTab } from './components/settings/trial-tab';
import { useProductSettingsForm } from './hooks/use-product-settings-form';
import { PRODUCTS_LIST_PATH } from './labels';
import { SETTINGS_TEXTS, TAB_LABELS } from './settings-labels';

// Older code and tests import these from here.
export { ACTIVATION_TEXTS } from './settings-labels';

const isText = (field: string) => (PRODUCT_TEXT_FIELDS as readonly string[]).includes(field.split('.')[0]);

/**
 * /products/:productId and /products/:productId/settings: every setting of a product in seven tabs (the tab in
 * ?tab=), one form for all of them so switching tabs loses nothing, saved together with Lagre.
 */
export function ProductSettings() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const [tab, setTab] = useSearchParam<SettingsTab>('tab', SETTINGS_TABS, 'general', 'replace');
  const [language, setLanguage] = useState<TextLanguage>('no');

  // A field in error is shown: its tab opened, and its language chosen.
  const showField = (field: string) => {
    const fieldTab = tabOfField(field);
    if (fieldTab && fieldTab !== tab) setTab(fieldTab);
    if (field.startsWith('translations.en.')) setLanguage('en');
    else if (isText(field)) setLanguage('no');
  };
  const settings = useProductSettingsForm(productId, showField);
  const { product, initialValues, loadError, allowLeaving } = settings;

  // The tabs' contents change only with the product and the language: typing, saving state and the tab leave them be.
  const panes = useMemo(() => {
    if (!product) return [];
    const texts = { product, language, onLanguage: setLanguage };
    const contents: Record<SettingsTab, ReactElement> = {
      general: <GeneralTab {...texts} />,
      plans: <PlansTab productId={product.id} />,
      trial: <TrialTab />,
      marketing: <MarketingTab {...texts} />,
      landing: <LandingTab {...texts} />,
      seo: <SeoTab {...texts} />,
      danger: <DangerTab product={product} onDeleted={allowLeaving} />,
    };
    // Every tab stays rendered, so every field keeps its edits and is checked on Lagre.
    return SETTINGS_TABS.map((key) => ({ key, label: TAB_LABELS[key], children: contents[key], forceRender: true }));
  }, [product, language, allowLeaving]);

  if (loadError && loadError.statusCode !== 401) {
    const notFound = loadError.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? PRODUCT_SETTINGS_MESSAGES.notFound : PRODUCT_SETTINGS_MESSAGES.loadFailed}
        subTitle={notFound ? undefined : serverMessage(loadError, 'Please try again.')}
        extra={
          <Space>
            <Button onClick={() => navigate(PRODUCTS_LIST_PATH)}>{SETTINGS_TEXTS.back}</Button>
            {!notFound && <Button onClick={settings.reload}>{SETTINGS_TEXTS.retry}</Button>}
          </Space>
        }
      />
    );
  }
  if (!product || !initialValues) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <>
      <SettingsHeader product={product} />
      <Card>
        <Form<SettingsFormValues>
          form={settings.form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={settings.onValuesChange}
          onFinish={settings.save}
          style={{ maxWidth: 960 }}
        >
          <Tabs activeKey={tab} onChange={(key) => setTab(key as SettingsTab)} items={panes} />
          <SaveBar dirty={settings.dirty} saving={settings.saving} onUndo={settings.undo} />
        </Form>
      </Card>
    </>
  );
}

export default ProductSettings;
