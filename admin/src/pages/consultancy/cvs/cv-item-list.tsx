import { Button, Card, Col, DatePicker, Flex, Form, Input, Row, Select, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { CV_ITEM_FIELDS, CV_LIMITS, LANGUAGE_LEVELS, LANGUAGE_LEVEL_LABELS, emptyCvItem, type CvItemList } from '@platform/shared';
import type { NamePath } from './cv-field-paths';
import { CV_ITEM_FIELD_LABELS, CV_ITEM_NOUNS, CV_TEXTS } from './cv-labels';

type ItemField = (typeof CV_ITEM_FIELDS)[CvItemList][string];

const LEVEL_OPTIONS = LANGUAGE_LEVELS.map((level) => ({ value: level, label: LANGUAGE_LEVEL_LABELS[level] }));

/** The form holds months as the API does ('YYYY-MM', or null); the picker shows them as MM.YYYY. */
export const monthProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(`${value}-01`) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM') : null),
};

/** Tags for lists of texts: typed, then Enter (no choices to pick from). */
export function TextsInput(props: { id?: string; 'aria-label'?: string; maxCount?: number; commaSeparates?: boolean }) {
  const { commaSeparates, ...rest } = props;
  return (
    <Select
      {...rest}
      mode="tags"
      suffixIcon={null}
      notFoundContent={null}
      open={false}
      tokenSeparators={commaSeparates ? [','] : undefined}
      placeholder={CV_TEXTS.tagsHelp}
    />
  );
}

/** A field's input by its kind: descriptions are text areas, months month pickers, levels a choice. */
function inputOf(name: string, field: ItemField) {
  switch (field.kind) {
    case 'month':
      return (
        <DatePicker
          picker="month"
          format="MM.YYYY"
          style={{ width: '100%' }}
          // An empty end month means the work goes on.
          placeholder={name === 'endDate' ? CV_TEXTS.ongoing : CV_TEXTS.monthPlaceholder}
        />
      );
    case 'url':
      return <Input type="url" inputMode="url" maxLength={CV_LIMITS.url} />;
    case 'email':
      return <Input type="email" inputMode="email" />;
    case 'level':
      return <Select options={LEVEL_OPTIONS} />;
    case 'strings':
      return <TextsInput maxCount={field.max} commaSeparates={name === 'technologies'} />;
    default:
      return field.max === CV_LIMITS.long ? (
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={field.max} />
      ) : (
        <Input maxLength={field.max ?? CV_LIMITS.text} />
      );
  }
}

const widthOf = (field: ItemField) =>
  field.kind === 'month'
    ? { xs: 12, md: 6 }
    : field.kind === 'strings' || (field.kind === 'text' && field.max === CV_LIMITS.long)
      ? { xs: 24 }
      : { xs: 24, md: 12 };

/** One item list of a CV: each item a small card with its fields; add, remove, and move up or down. */
export function CvItemList({ list, prefix }: { list: CvItemList; prefix: NamePath }) {
  const noun = CV_ITEM_NOUNS[list];
  return (
    <Form.List name={[...prefix, list]}>
      {(items, { add, remove, move }) => (
        <Flex vertical gap={12}>
          {items.map((item, index) => {
            const title = `${noun} ${index + 1}`;
            return (
              <Card
                key={item.key}
                size="small"
                title={title}
                role="group"
                aria-label={title}
                extra={
                  <Flex gap={4}>
                    <Tooltip title={CV_TEXTS.moveUp}>
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={`${CV_TEXTS.moveUp} ${title}`}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                    </Tooltip>
                    <Tooltip title={CV_TEXTS.moveDown}>
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={`${CV_TEXTS.moveDown} ${title}`}
                        disabled={index === items.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                    </Tooltip>
                    <Tooltip title={CV_TEXTS.remove}>
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${CV_TEXTS.remove} ${title}`}
                        onClick={() => remove(index)}
                      />
                    </Tooltip>
                  </Flex>
                }
              >
                <Row gutter={12}>
                  {Object.entries(CV_ITEM_FIELDS[list]).map(([name, field]) => (
                    <Col key={name} {...widthOf(field)}>
                      <Form.Item
                        name={[item.name, name]}
                        label={CV_ITEM_FIELD_LABELS[name] ?? field.label}
                        required={field.kind === 'text' && field.required}
                        style={{ marginBottom: 12 }}
                        {...(field.kind === 'month' ? monthProps : {})}
                      >
                        {inputOf(name, field)}
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Card>
            );
          })}
          <Button type="dashed" icon={<PlusOutlined />} style={{ alignSelf: 'start' }} onClick={() => add(emptyCvItem(list))}>
            {CV_TEXTS.add(noun)}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
