import { Card, Flex, Form, Typography } from 'antd';
import type { TextLanguage } from './language-switch';
import { seoPreview } from './seo-preview';
import type { SettingsFormValues } from './settings-fields';

interface SeoPreviewsProps {
  language: TextLanguage;
  productId: string;
  image: string | null;
}

/** A search result and a shared-link card as the product page would give them, updated while typing. */
export function SeoPreviews({ language, productId, image }: SeoPreviewsProps) {
  // All values (texts of other tabs count too); the preview is worked out here, so it follows the language at once.
  const values = Form.useWatch((all: SettingsFormValues) => all, { preserve: true });
  if (!values) return null;
  const preview = seoPreview(values, language, productId, image);
  return (
    <Flex wrap gap={16} style={{ marginBottom: 24 }}>
      <section aria-label="Search result preview" style={{ flex: '1 1 360px', maxWidth: 600 }}>
        <Typography.Text type="secondary">Search result preview</Typography.Text>
        <Card size="small" style={{ marginTop: 4 }}>
          <div style={{ color: '#006621', fontSize: 13, wordBreak: 'break-all' }}>{preview.url}</div>
          <div style={{ color: '#1a0dab', fontSize: 18, lineHeight: 1.3 }}>{preview.title}</div>
          <div style={{ color: '#4d5156', fontSize: 13 }}>{preview.description}</div>
        </Card>
      </section>
      <section aria-label="Social card preview" style={{ flex: '1 1 300px', maxWidth: 420 }}>
        <Typography.Text type="secondary">Social card preview</Typography.Text>
        <Card
          size="small"
          style={{ marginTop: 4 }}
          cover={preview.socialImage ? <img src={preview.socialImage} alt="" style={{ height: 160, objectFit: 'cover' }} /> : undefined}
        >
          <div style={{ fontSize: 12, color: '#595959', textTransform: 'uppercase' }}>{new URL(preview.url, window.location.origin).host}</div>
          <div style={{ fontWeight: 600 }}>{preview.socialTitle}</div>
          <div style={{ fontSize: 13, color: '#595959' }}>{preview.socialDescription}</div>
        </Card>
      </section>
    </Flex>
  );
}
