import { Col, Form, Input, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { LANGUAGES, PHONE_PLACEHOLDER, validateAdminUserUpdate } from '@platform/shared';
import { ACCESS_LEVEL_OPTIONS, ACCOUNT_STATUS_LABELS, ACCOUNT_TYPE_OPTIONS, LANGUAGE_LABELS } from './labels';

/** A form rule from the shared check of one field, so the form says what the server would. */
export const sharedRule = (field: 'firstName' | 'lastName' | 'phone'): Rule => ({
  validator: async (_, value: unknown) => {
    const check = validateAdminUserUpdate({ [field]: typeof value === 'string' ? value : null });
    if (!check.ok) throw new Error(check.message);
  },
});

export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
export const ACCOUNT_STATUS_OPTIONS = Object.entries(ACCOUNT_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** The fields an admin sets on a new user and edits on an existing one (account status only on an existing one). */
export function UserFields({ withStatus = false }: { withStatus?: boolean }) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="Fornavn" name="firstName" rules={[sharedRule('firstName')]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Etternavn" name="lastName" rules={[sharedRule('lastName')]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Telefon" name="phone" rules={[sharedRule('phone')]}>
            <Input placeholder={PHONE_PLACEHOLDER} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={withStatus ? 6 : 8}>
          <Form.Item label="Tilgangsnivå" name="accessLevel">
            <Select options={ACCESS_LEVEL_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={withStatus ? 6 : 8}>
          <Form.Item label="Kontotype" name="accountType">
            <Select options={ACCOUNT_TYPE_OPTIONS} />
          </Form.Item>
        </Col>
        {withStatus && (
          <Col xs={24} md={6}>
            <Form.Item label="Kontostatus" name="accountStatus">
              <Select options={ACCOUNT_STATUS_OPTIONS} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={withStatus ? 6 : 8}>
          <Form.Item label="Språk" name="preferredLanguage">
            <Select options={LANGUAGE_OPTIONS} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="E-post bekreftet" name="emailVerified" valuePropName="checked">
        {/* No words inside: the grey "off" track fails the contrast rule with white text on it. */}
        <Switch />
      </Form.Item>
    </>
  );
}
