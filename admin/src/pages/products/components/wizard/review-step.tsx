import { Card, Descriptions, Tag } from 'antd';
import { PRODUCT_TYPE_LABELS, WIZARD_TEMPLATES, productScaffold, type ProductDraft } from '@platform/shared';
import { STAGE_LABELS } from '../../labels';
import { WIZARD_TEXTS, moduleFolder } from '../../wizard-labels';
import { ScaffoldTree } from './scaffold-tree';

const yesNo = (value: boolean) => (value ? WIZARD_TEXTS.yes : WIZARD_TEXTS.no);
const list = (items: string[]) => (items.length ? items.map((item) => <Tag key={item}>{item}</Tag>) : WIZARD_TEXTS.none);

/** Step 4, Gjennomgang: what will be created, and the folder the code scaffold gets. */
export function ReviewStep({ draft }: { draft: ProductDraft }) {
  const T = WIZARD_TEXTS;
  return (
    <>
      <Card size="small" title={T.review} style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'template', label: T.template, children: WIZARD_TEMPLATES[draft.template].label },
            { key: 'id', label: T.id, children: draft.id },
            { key: 'name', label: T.name, children: draft.name },
            { key: 'description', label: T.description, children: draft.description },
            { key: 'short', label: T.shortDescription, children: draft.short_description || T.none },
            { key: 'audience', label: T.targetAudience, children: draft.target_audience || T.none },
            { key: 'status', label: T.status, children: STAGE_LABELS[draft.status] },
            { key: 'type', label: T.productType, children: PRODUCT_TYPE_LABELS[draft.product_type] },
            { key: 'color', label: T.color, children: draft.color },
            { key: 'icon', label: T.icon, children: draft.icon },
            { key: 'featured', label: T.featured, children: yesNo(draft.featured) },
            { key: 'features', label: T.features, children: list(draft.features) },
            { key: 'integrations', label: T.integrations, children: list(draft.integrations) },
            { key: 'tags', label: T.tags, children: list(draft.tags) },
            { key: 'routes', label: T.routes, children: list(draft.routes.map((route) => `${route.path} (${route.name})`)) },
            { key: 'trial', label: T.trialEnabled, children: draft.trial_enabled ? `${draft.trial_days} dager` : T.no },
            { key: 'auth', label: T.hasAuth, children: yesNo(draft.hasAuth) },
            { key: 'database', label: T.hasDatabase, children: yesNo(draft.hasDatabase) },
            { key: 'api', label: T.hasAPI, children: yesNo(draft.hasAPI) },
          ]}
        />
      </Card>
      <Card size="small" title={T.structure}>
        <ScaffoldTree folder={moduleFolder(draft.id)} files={productScaffold(draft)} label={T.structure} />
      </Card>
    </>
  );
}
