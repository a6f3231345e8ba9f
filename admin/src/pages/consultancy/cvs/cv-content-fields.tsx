import { Col, Flex, Form, Input, Row, Typography } from 'antd';
import { CV_ITEM_LISTS, CV_LIMITS, CV_SECTIONS, CV_STRING_LISTS, type CvContent, type CvItemList as ItemList } from '@platform/shared';
import type { NamePath } from './cv-field-paths';
import { CvItemList, TextsInput } from './cv-item-list';
import { CV_TEXTS } from './cv-labels';

type Personal = keyof Pick<CvContent, 'fullName' | 'title' | 'email' | 'phone' | 'location' | 'linkedinUrl' | 'githubUrl' | 'websiteUrl'>;

const PERSONAL: Array<{ name: Personal; type?: 'email' | 'url'; max: number }> = [
  { name: 'fullName', max: CV_LIMITS.text },
  { name: 'title', max: CV_LIMITS.text },
  { name: 'email', type: 'email', max: CV_LIMITS.text },
  { name: 'phone', max: 50 },
  { name: 'location', max: CV_LIMITS.text },
  { name: 'linkedinUrl', type: 'url', max: CV_LIMITS.url },
  { name: 'githubUrl', type: 'url', max: CV_LIMITS.url },
  { name: 'websiteUrl', type: 'url', max: CV_LIMITS.url },
];

const isItemList = (key: string): key is ItemList => (CV_ITEM_LISTS as readonly string[]).includes(key);
const isStringList = (key: string): key is (typeof CV_STRING_LISTS)[number] => (CV_STRING_LISTS as readonly string[]).includes(key);

/**
 * A CV's fields inside an antd Form: the person, then the sections in the PDF's order. `prefix` nests them (the
 * adapted CV keeps its CV under `content`). Months are 'YYYY-MM' strings in the form, as the API takes them.
 */
export function CvContentFields({ prefix = [] }: { prefix?: NamePath }) {
  const at = (name: string) => [...prefix, name];
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5}>{CV_TEXTS.personal}</Typography.Title>
      <Row gutter={16}>
        {PERSONAL.map(({ name, type, max }) => (
          <Col key={name} xs={24} md={12}>
            <Form.Item name={at(name)} label={CV_TEXTS[name]} required={name === 'fullName'}>
              <Input type={type} inputMode={type} maxLength={max} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {CV_SECTIONS.map(({ key, label }) => (
        <section key={key} aria-label={label}>
          <Typography.Title level={5}>{label}</Typography.Title>
          {key === 'summary' && (
            <Form.Item name={at(key)}>
              <Input.TextArea aria-label={label} autoSize={{ minRows: 3, maxRows: 12 }} maxLength={CV_LIMITS.long} />
            </Form.Item>
          )}
          {isStringList(key) && (
            <Form.Item name={at(key)}>
              <TextsInput aria-label={label} maxCount={CV_LIMITS.strings} commaSeparates />
            </Form.Item>
          )}
          {isItemList(key) && <CvItemList list={key} prefix={prefix} />}
        </section>
      ))}
    </Flex>
  );
}
