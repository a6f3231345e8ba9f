import { Button, Dropdown, Table, Tooltip, type MenuProps, type TableColumnsType } from 'antd';
import { InfoCircleOutlined, MoreOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ProductStat } from '@platform/shared';
import { HealthTag } from '../parts/health-tag';
import { formatMs, formatNumber, formatPercent } from '../parts/format';

/** Where a product's row menu leads: the site's product page (a full page load), then admin pages. */
export const productLinks = (id: string) => ({
  site: `/products/${encodeURIComponent(id)}`,
  settings: `/products/${encodeURIComponent(id)}`,
  logs: `/logs?productId=${encodeURIComponent(id)}`,
  analyses: `/dashboard?tab=analytics&productId=${encodeURIComponent(id)}`,
  access: `/users?product=${encodeURIComponent(id)}`,
});

function ProductActions({ product }: { product: ProductStat }) {
  const links = productLinks(product.id);
  const items: MenuProps['items'] = [
    // The site is outside the admin app's router: a plain link loads it.
    { key: 'open', label: <a href={links.site}>Åpne produkt</a> },
    { key: 'settings', label: <Link to={links.settings}>Innstillinger</Link> },
    { key: 'logs', label: <Link to={links.logs}>Se logger</Link> },
    { key: 'analyses', label: <Link to={links.analyses}>Se analyser</Link> },
    { key: 'access', label: <Link to={links.access}>Administrer tilgang</Link> },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<MoreOutlined />} aria-label={`Handlinger for ${product.name}`} />
    </Dropdown>
  );
}

/** Read by screen readers, not shown: the column of row menus needs no visible heading. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const columns: TableColumnsType<ProductStat> = [
  { title: 'Produkt', dataIndex: 'name', key: 'name' },
  { title: 'Brukere', dataIndex: 'users', key: 'users', align: 'right', render: (value: number) => formatNumber(value) },
  {
    title: 'Unike besøkende (30 d)',
    dataIndex: 'uniqueVisitors',
    key: 'uniqueVisitors',
    align: 'right',
    render: (value: number) => formatNumber(value),
  },
  // Two decimals: with one, 99,96 % would read as 100,0 %.
  { title: 'Oppetid', dataIndex: 'uptime', key: 'uptime', align: 'right', render: (value: number | null) => formatPercent(value, 2) },
  {
    title: (
      <Tooltip title="95-persentilen av produktets API-kall de siste 24 timene">
        <span>
          Responstid (p95) <InfoCircleOutlined aria-hidden />
        </span>
      </Tooltip>
    ),
    dataIndex: 'responseTime',
    key: 'responseTime',
    align: 'right',
    render: (value: number | null) => formatMs(value),
  },
  { title: 'Status', dataIndex: 'status', key: 'status', render: (status: ProductStat['status']) => <HealthTag status={status} /> },
  { title: <span style={VISUALLY_HIDDEN}>Handlinger</span>, key: 'actions', width: 56, render: (_, product) => <ProductActions product={product} /> },
];

/** The product overview: each product's users, visitors, uptime, response time and status, from the dashboard overview. */
export default function ProductsTab({ products, loading }: { products: ProductStat[] | undefined; loading: boolean }) {
  // Without figures (the overview failed) the page's own message says so.
  if (!products && !loading) return null;
  return (
    <Table<ProductStat>
      rowKey="id"
      columns={columns}
      dataSource={products ?? []}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Ingen produkter ennå' }}
    />
  );
}
