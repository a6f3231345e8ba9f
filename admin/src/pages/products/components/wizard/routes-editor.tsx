import { useState } from 'react';
import { Button, Flex, Form, Input, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_LIMITS, PRODUCT_ROUTE_LIMITS, PRODUCT_WIZARD_MESSAGES, isRoutePath, routeNameFromPath, type ProductRoute } from '@platform/shared';
import { WIZARD_TEXTS } from '../../wizard-labels';

interface RoutesEditorProps {
  routes: ProductRoute[];
  onChange: (routes: ProductRoute[]) => void;
  error?: string;
}

/** The product's routes: a table, and a path and a name to add one (the name follows the path until typed). */
export function RoutesEditor({ routes, onChange, error }: RoutesEditorProps) {
  const [path, setPath] = useState('');
  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const cleanPath = path.trim();
  const pathProblem =
    cleanPath && !isRoutePath(cleanPath)
      ? PRODUCT_WIZARD_MESSAGES.routePath
      : routes.some((route) => route.path === cleanPath)
        ? PRODUCT_WIZARD_MESSAGES.routeDuplicate(cleanPath)
        : undefined;
  const canAdd = Boolean(cleanPath && name.trim() && !pathProblem && routes.length < PRODUCT_ROUTE_LIMITS.routes);

  const add = () => {
    if (!canAdd) return;
    onChange([...routes, { path: cleanPath, name: name.trim() }]);
    setPath('');
    setName('');
    setNameTouched(false);
  };

  return (
    <Flex vertical gap={8}>
      <Table<ProductRoute>
        size="small"
        rowKey="path"
        pagination={false}
        dataSource={routes}
        locale={{ emptyText: WIZARD_TEXTS.noRoutes }}
        columns={[
          { title: WIZARD_TEXTS.routePath, dataIndex: 'path', render: (value: string) => <code>{value}</code> },
          { title: WIZARD_TEXTS.routeName, dataIndex: 'name' },
          {
            key: 'remove',
            width: 48,
            render: (_, route) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={WIZARD_TEXTS.removeRoute(route.path)}
                onClick={() => onChange(routes.filter((other) => other.path !== route.path))}
              />
            ),
          },
        ]}
      />
      <Flex gap={8} align="start" wrap>
        <Form.Item
          label={WIZARD_TEXTS.routePath}
          htmlFor="wizard-route-path"
          validateStatus={pathProblem ? 'error' : undefined}
          help={pathProblem}
          style={{ flex: '1 1 200px', margin: 0 }}
        >
          <Input
            id="wizard-route-path"
            placeholder="/reports"
            value={path}
            maxLength={PRODUCT_ROUTE_LIMITS.pathLength}
            onChange={(event) => {
              setPath(event.target.value);
              if (!nameTouched) setName(event.target.value.trim() ? routeNameFromPath(event.target.value.trim()) : '');
            }}
            onPressEnter={add}
          />
        </Form.Item>
        <Form.Item label={WIZARD_TEXTS.routeName} htmlFor="wizard-route-name" style={{ flex: '1 1 200px', margin: 0 }}>
          <Input
            id="wizard-route-name"
            value={name}
            maxLength={PRODUCT_LIMITS.line}
            onChange={(event) => {
              setName(event.target.value);
              setNameTouched(event.target.value !== '');
            }}
            onPressEnter={add}
          />
        </Form.Item>
        <Form.Item label=" " colon={false} style={{ margin: 0 }}>
          <Button icon={<PlusOutlined />} disabled={!canAdd} onClick={add}>
            {WIZARD_TEXTS.addRoute}
          </Button>
        </Form.Item>
      </Flex>
      {error && (
        <div className="ant-form-item-explain-error" role="alert">
          {error}
        </div>
      )}
    </Flex>
  );
}
