import {
  CAST_TYPES,
  COMPUTE_OPERATIONS,
  FILTER_OPERATORS,
  FILTER_OPERATOR_LABELS,
  type ApiConnectorConfig,
  type ComputedField,
  type ConnectorHeader,
  type ExtractConfig,
  type FieldFilter,
  type FieldPick,
  type PipelineStep,
  type ScraperField,
  type StoreConfig,
  type TransformConfig,
  type WebScraperConfig,
  type CastType,
} from '@platform/shared';
import { ListEditor, NumberField, TextField, type ListColumn } from './fields';

type Errors = (field: string) => string[];

interface ConfigFormProps<C> {
  config: C;
  onChange: (config: C) => void;
  errors: Errors;
}

const text = <T,>(label: string, key: keyof T, placeholder?: string, width?: number): ListColumn<T> => ({
  label,
  kind: 'text',
  placeholder,
  width,
  get: (item) => String(item[key] ?? ''),
  set: (item, value) => ({ ...item, [key]: value }),
});

const PICK_COLUMNS: ListColumn<FieldPick>[] = [text('From', 'from', 'address.city'), text('To', 'to', 'city')];

function ApiConnectorForm({ config, onChange, errors }: ConfigFormProps<ApiConnectorConfig>) {
  const headerColumns: ListColumn<ConnectorHeader>[] = [
    text('Header name', 'name', 'Authorization'),
    { ...text<ConnectorHeader>('Header value', 'value', 'Value', 260), secret: (header) => header.secret },
    { label: 'Secret', kind: 'switch', get: (header) => header.secret, set: (header, secret) => ({ ...header, secret: secret === true }) },
  ];
  return (
    <>
      <TextField
        label="URL"
        required
        value={config.url}
        placeholder="https://api.example.com/items"
        errors={errors('url')}
        onChange={(url) => onChange({ ...config, url })}
      />
      <TextField
        label="Records path"
        value={config.records_path}
        placeholder="data.items"
        extra="Where the records' list is in the answer; empty when the answer is the list."
        errors={errors('records_path')}
        onChange={(records_path) => onChange({ ...config, records_path })}
      />
      <TextField
        label="Next link path"
        value={config.next_path}
        placeholder="links.next"
        extra="Where the next page's URL is; empty for one page."
        errors={errors('next_path')}
        onChange={(next_path) => onChange({ ...config, next_path })}
      />
      <NumberField label="Max pages" value={config.max_pages} min={1} max={100} onChange={(max_pages) => onChange({ ...config, max_pages })} />
      <ListEditor
        title="Headers"
        addLabel="Add header"
        items={config.headers}
        columns={headerColumns}
        create={() => ({ name: '', value: '', secret: false })}
        onChange={(headers) => onChange({ ...config, headers })}
      />
    </>
  );
}

function WebScraperForm({ config, onChange, errors }: ConfigFormProps<WebScraperConfig>) {
  const columns: ListColumn<ScraperField>[] = [
    text('Field name', 'name', 'title'),
    text('Selector', 'selector', 'h2 a'),
    text('Attribute', 'attribute', 'href (empty: text)'),
  ];
  return (
    <>
      <TextField
        label="URL"
        required
        value={config.url}
        placeholder="https://example.com/list"
        errors={errors('url')}
        onChange={(url) => onChange({ ...config, url })}
      />
      <TextField
        label="Item selector"
        required
        value={config.item_selector}
        placeholder=".product"
        errors={errors('item_selector')}
        onChange={(item_selector) => onChange({ ...config, item_selector })}
      />
      <ListEditor
        title="Fields"
        addLabel="Add field"
        items={config.fields}
        columns={columns}
        create={() => ({ name: '', selector: '', attribute: '' })}
        onChange={(fields) => onChange({ ...config, fields })}
      />
    </>
  );
}

function ExtractForm({ config, onChange }: ConfigFormProps<ExtractConfig>) {
  return (
    <ListEditor
      title="Fields"
      addLabel="Add field"
      items={config.fields}
      columns={PICK_COLUMNS}
      create={() => ({ from: '', to: '' })}
      onChange={(fields) => onChange({ ...config, fields })}
    />
  );
}

const option = (value: string, label = value) => ({ value, label });

function TransformForm({ config, onChange }: ConfigFormProps<TransformConfig>) {
  const castColumns: ListColumn<{ field: string; type: CastType }>[] = [
    text('Cast field', 'field', 'price'),
    {
      label: 'Cast type',
      kind: 'select',
      options: CAST_TYPES.map((type) => option(type)),
      get: (cast) => cast.type,
      set: (cast, type) => ({ ...cast, type: type as CastType }),
    },
  ];
  const computedColumns: ListColumn<ComputedField>[] = [
    text('Computed field', 'field', 'full_name'),
    {
      label: 'Operation',
      kind: 'select',
      options: COMPUTE_OPERATIONS.map((operation) => option(operation)),
      get: (item) => item.operation,
      set: (item, operation) => ({ ...item, operation: operation as ComputedField['operation'] }),
    },
    {
      label: 'Inputs',
      kind: 'tags',
      width: 240,
      placeholder: 'first_name, last_name, =100',
      get: (item) => item.inputs,
      set: (item, inputs) => ({ ...item, inputs: (inputs as string[]).map((input) => input.trim()).filter(Boolean) }),
    },
    text('Separator', 'separator', 'Separator', 100),
  ];
  const filterColumns: ListColumn<FieldFilter>[] = [
    text('Filter field', 'field', 'price'),
    {
      label: 'Operator',
      kind: 'select',
      options: FILTER_OPERATORS.map((operator) => option(operator, FILTER_OPERATOR_LABELS[operator])),
      get: (item) => item.operator,
      set: (item, operator) => ({ ...item, operator: operator as FieldFilter['operator'] }),
    },
    text('Filter value', 'value', 'Value'),
  ];
  return (
    <>
      <ListEditor
        title="Mapping"
        addLabel="Add mapping"
        items={config.mapping}
        columns={PICK_COLUMNS}
        create={() => ({ from: '', to: '' })}
        onChange={(mapping) => onChange({ ...config, mapping })}
      />
      <ListEditor
        title="Casts"
        addLabel="Add cast"
        items={config.casts}
        columns={castColumns}
        create={() => ({ field: '', type: 'number' as CastType })}
        onChange={(casts) => onChange({ ...config, casts })}
      />
      <ListEditor
        title="Computed fields"
        addLabel="Add computed field"
        items={config.computed}
        columns={computedColumns}
        create={() => ({ field: '', operation: 'concat' as const, inputs: [], separator: '' })}
        onChange={(computed) => onChange({ ...config, computed })}
      />
      <ListEditor
        title="Filters"
        addLabel="Add filter"
        items={config.filters}
        columns={filterColumns}
        create={() => ({ field: '', operator: 'eq' as const, value: '' })}
        onChange={(filters) => onChange({ ...config, filters })}
      />
    </>
  );
}

function StoreForm({ config, onChange, errors }: ConfigFormProps<StoreConfig>) {
  return (
    <>
      <TextField
        label="Dataset"
        required
        value={config.dataset}
        placeholder="products"
        extra="Lower-case letters, digits and underscores, starting with a letter."
        errors={errors('dataset')}
        onChange={(dataset) => onChange({ ...config, dataset })}
      />
      <TextField
        label="Key"
        value={config.key}
        placeholder="id"
        extra="A record with a stored key updates that row; empty appends every record."
        errors={errors('key')}
        onChange={(key) => onChange({ ...config, key })}
      />
    </>
  );
}

/** The config form of a step's type. */
export function StepConfigForm({ step, onChange, errors }: { step: PipelineStep; onChange: (step: PipelineStep) => void; errors: Errors }) {
  const set = (config: PipelineStep['config']) => onChange({ ...step, config });
  switch (step.type) {
    case 'api_connector':
      return <ApiConnectorForm config={step.config as ApiConnectorConfig} onChange={set} errors={errors} />;
    case 'web_scraper':
      return <WebScraperForm config={step.config as WebScraperConfig} onChange={set} errors={errors} />;
    case 'extract':
      return <ExtractForm config={step.config as ExtractConfig} onChange={set} errors={errors} />;
    case 'transform':
      return <TransformForm config={step.config as TransformConfig} onChange={set} errors={errors} />;
    case 'store':
      return <StoreForm config={step.config as StoreConfig} onChange={set} errors={errors} />;
  }
}
