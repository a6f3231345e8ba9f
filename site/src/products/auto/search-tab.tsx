import { useEffect, useId, useState } from 'react';
import { Flex, Input, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useAutoTexts } from './auto-texts';
import { readSearch, writeSearch, type VehicleSearchState } from './search-params';
import { SearchFilters } from './search-filters';
import { SearchResults } from './search-results';

/**
 * The listing search: a query (non-empty once trimmed; Enter or the button runs it), filters that re-run it, and the
 * results page by page. Everything lives in the address.
 */
export function SearchTab() {
  const texts = useAutoTexts();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const [draft, setDraft] = useState(search.query);
  const [emptyQuery, setEmptyQuery] = useState(false);
  const errorId = useId();

  // Back and forward change the address under the box: the box follows.
  useEffect(() => setDraft(search.query), [search.query]);

  const update = (next: VehicleSearchState) => setParams(writeSearch(params, next));
  const run = (text: string) => {
    const query = text.trim();
    setEmptyQuery(!query);
    if (query) update({ ...search, query, page: 1 });
  };

  return (
    <Flex vertical gap={24} style={{ paddingTop: 8 }}>
      <div role="search">
        <Input.Search
          size="large"
          aria-label={texts.search.label}
          placeholder={texts.search.placeholder}
          enterButton={texts.search.button}
          value={draft}
          status={emptyQuery ? 'error' : undefined}
          aria-invalid={emptyQuery}
          aria-describedby={emptyQuery ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            if (emptyQuery && event.target.value.trim()) setEmptyQuery(false);
          }}
          onSearch={(value, _event, info) => {
            // The clear icon also "searches" with an empty text: that is no attempt to search.
            if (info?.source === 'clear') return;
            run(value);
          }}
          allowClear
        />
        {emptyQuery && (
          <Typography.Text id={errorId} type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
            {texts.search.queryRequired}
          </Typography.Text>
        )}
      </div>
      <SearchFilters search={search} onChange={(filters, sort) => update({ ...search, filters, sort, page: 1 })} />
      {search.query ? (
        <SearchResults search={search} onPage={(page) => update({ ...search, page })} />
      ) : (
        <Typography.Text type="secondary">{texts.search.hint}</Typography.Text>
      )}
    </Flex>
  );
}
