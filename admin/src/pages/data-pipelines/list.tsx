import { useState } from 'react';
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { Alert, Button, Empty, Flex, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { PIPELINE_TYPES, type Pipeline, type PipelineType } from '@platform/shared';
import { SearchInput } from '../../components/search-input';
import { serverMessage } from '../../utils/server-message';
import { PipelinesTable } from './components/pipelines-table';
import { usePipelineActions } from './hooks/use-pipeline-actions';
import { NEW_PIPELINE_PATH, PAGE_SIZE, PIPELINES_RESOURCE, PIPELINE_TEXTS, TYPE_NAMES } from './labels';

const ALL = 'all';
const TYPE_OPTIONS = [{ value: ALL, label: PIPELINE_TEXTS.all }, ...PIPELINE_TYPES.map((value) => ({ value, label: TYPE_NAMES[value] }))];

const valueOf = (filters: CrudFilter[], field: string): unknown => filters.find((filter) => 'field' in filter && filter.field === field)?.value;

/** /data-pipelines: every pipeline with its state, schedule and figures, searched, filtered by type, sorted and paged on the server. */
export function PipelineList() {
  const navigate = useNavigate();
  const { tableProps, tableQuery, filters, sorters, setFilters, setCurrentPage } = useTable<Pipeline, HttpError>({
    resource: PIPELINES_RESOURCE,
    pagination: { pageSize: PAGE_SIZE, mode: 'server' },
    filters: { mode: 'server' },
    syncWithLocation: true,
    // The page says itself that loading failed, with a retry.
    errorNotification: false,
  });
  const actions = usePipelineActions();
  const [starting, setStarting] = useState<number>();

  const rawType = valueOf(filters, 'type');
  const type = (PIPELINE_TYPES as readonly unknown[]).includes(rawType) ? (rawType as PipelineType) : undefined;
  const q = typeof valueOf(filters, 'q') === 'string' ? (valueOf(filters, 'q') as string) : '';

  // A new search or filter starts again on the first page.
  const filterBy = (field: 'type' | 'q', value: string | undefined) => {
    setFilters([{ field, operator: 'eq', value: value || undefined }]);
    setCurrentPage(1);
  };

  const run = async (pipeline: Pipeline) => {
    setStarting(pipeline.id);
    await actions.run(pipeline.id);
    setStarting(undefined);
  };

  const filtered = Boolean(type || q);
  const empty = (
    <Empty description={filtered ? PIPELINE_TEXTS.emptyFiltered : PIPELINE_TEXTS.empty}>
      {!filtered && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_PIPELINE_PATH)}>
          {PIPELINE_TEXTS.createPipeline}
        </Button>
      )}
    </Empty>
  );

  return (
    <List
      title={PIPELINE_TEXTS.title}
      headerButtons={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_PIPELINE_PATH)}>
          {PIPELINE_TEXTS.newPipeline}
        </Button>
      }
    >
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <SearchInput
          label={PIPELINE_TEXTS.search}
          placeholder={PIPELINE_TEXTS.searchPlaceholder}
          width={320}
          value={q}
          onSearch={(value) => filterBy('q', value)}
        />
        <Select
          aria-label={PIPELINE_TEXTS.typeFilter}
          prefix={`${PIPELINE_TEXTS.typeFilter}:`}
          style={{ minWidth: 180 }}
          value={type ?? ALL}
          onChange={(value: string) => filterBy('type', value === ALL ? undefined : value)}
          options={TYPE_OPTIONS}
          popupMatchSelectWidth={false}
        />
      </Flex>
      {tableQuery.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={`${PIPELINE_TEXTS.listFailed}: ${serverMessage(tableQuery.error, 'Unknown error')}`}
          action={
            <Button size="small" onClick={() => void tableQuery.refetch()}>
              {PIPELINE_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <PipelinesTable
          tableProps={{ ...tableProps, loading: tableQuery.isLoading }}
          sorters={sorters}
          empty={empty}
          onRun={(pipeline) => void run(pipeline)}
          starting={starting}
        />
      )}
    </List>
  );
}

export default PipelineList;
