import { Card, Flex, Radio, Typography } from 'antd';
import { WIZARD_TEMPLATES, type ProductTemplate } from '@platform/shared';
import { WIZARD_TEXTS } from '../../wizard-labels';

const TEMPLATES = Object.entries(WIZARD_TEMPLATES) as [ProductTemplate, (typeof WIZARD_TEMPLATES)[ProductTemplate]][];

/** The four template cards: radios underneath, so arrow keys and Space choose one as with any radio group. */
export function TemplateCards({ value, onChange }: { value: ProductTemplate; onChange: (template: ProductTemplate) => void }) {
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(event.target.value as ProductTemplate)}
      aria-label={WIZARD_TEXTS.template}
      style={{ width: '100%' }}
    >
      <Flex wrap gap={12}>
        {TEMPLATES.map(([key, template]) => (
          <Card key={key} size="small" style={{ flex: '1 1 200px', borderColor: key === value ? '#1677ff' : undefined }}>
            <Radio value={key}>
              <Typography.Text strong>{template.label}</Typography.Text>
            </Radio>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }}>
              {template.description}
            </Typography.Paragraph>
          </Card>
        ))}
      </Flex>
    </Radio.Group>
  );
}
