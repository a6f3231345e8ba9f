import { Button, Card, Flex, Form, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_LIMITS } from '@platform/shared';

export interface ItemPart {
  key: string;
  label: string;
  multiline?: boolean;
}

interface ItemListFieldProps {
  /** The form's list: `landing_features`, or `['translations', 'en', 'landing_features']`. */
  name: string | string[];
  /** What one entry is ('Feature', 'Testimonial'). */
  itemLabel: string;
  parts: ItemPart[];
  hidden?: boolean;
}

/** Entries of several texts each (landing features, testimonials): add, edit and remove; an entry left without its first text is dropped on save. */
export function ItemListField({ name, itemLabel, parts, hidden }: ItemListFieldProps) {
  return (
    <div hidden={hidden}>
      <Form.List name={name}>
        {(rows, { add, remove }) => (
          <Flex vertical gap={8}>
            {rows.map((row, index) => (
              <Card
                key={row.key}
                size="small"
                title={`${itemLabel} ${index + 1}`}
                extra={
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                    onClick={() => remove(row.name)}
                  />
                }
              >
                {parts.map((part) => (
                  <Form.Item key={part.key} name={[row.name, part.key]} label={part.label} style={{ marginBottom: 8 }}>
                    {part.multiline ? <Input.TextArea rows={2} maxLength={PRODUCT_LIMITS.text} /> : <Input maxLength={PRODUCT_LIMITS.line} />}
                  </Form.Item>
                ))}
              </Card>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={rows.length >= PRODUCT_LIMITS.listItems}
              onClick={() => add(Object.fromEntries(parts.map((part) => [part.key, ''])))}
            >
              Add {itemLabel.toLowerCase()}
            </Button>
          </Flex>
        )}
      </Form.List>
    </div>
  );
}
