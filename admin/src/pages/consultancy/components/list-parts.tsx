import { Alert, Button, Flex, Select } from 'antd';
import { SearchInput } from '../../../components/search-input';
import { serverMessage } from '../../../utils/server-message';
import { ALL, CONSULTANCY_TEXTS } from '../labels';

interface ToolbarProps {
  search: { search: string; searchPlaceholder: string };
  statuses: readonly string[];
  labels: Record<string, string>;
  status: string;
  q: string;
  onFilter: (field: 'status' | 'q', value: string | undefined) => void;
  children?: React.ReactNode;
}

/** Search and the status filter above a tab's table; `children`: the tab's own buttons. */
export function ListToolbar({ search, statuses, labels, status, q, onFilter, children }: ToolbarProps) {
  return (
    <Flex wrap gap={8} style={{ marginBottom: 16 }}>
      <SearchInput label={search.search} placeholder={search.searchPlaceholder} width={320} value={q} onSearch={(text) => onFilter('q', text)} />
      <Select
        aria-label={CONSULTANCY_TEXTS.status}
        prefix={`${CONSULTANCY_TEXTS.status}:`}
        style={{ minWidth: 180 }}
        value={status || ALL}
        onChange={(value: string) => onFilter('status', value === ALL ? undefined : value)}
        options={[{ value: ALL, label: CONSULTANCY_TEXTS.all }, ...statuses.map((value) => ({ value, label: labels[value] ?? value }))]}
        popupMatchSelectWidth={false}
      />
      <Flex gap={8} style={{ marginLeft: 'auto' }}>
        {children}
      </Flex>
    </Flex>
  );
}

/** A list that failed to load: the server's word and a retry. */
export function LoadFailed({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={CONSULTANCY_TEXTS.loadFailed(serverMessage(query.error, 'Prøv igjen.'))}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          {CONSULTANCY_TEXTS.retry}
        </Button>
      }
    />
  );
}

/** A row's actions must not also open the row. */
export const stop = (event: React.MouseEvent) => event.stopPropagation();

/** Opens the row's record unless a link or a button in it was clicked. */
export const openRow = (open: () => void) => ({
  style: { cursor: 'pointer' },
  onClick: (event: React.MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a, button, .ant-rate')) open();
  },
});
