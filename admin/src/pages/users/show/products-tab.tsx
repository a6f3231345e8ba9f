import { useState } from 'react';
import { Alert, App, Button, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { GiftOutlined, StopOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, type AdminUser, type AdminUserProduct, type ProductListItem } from '@platform/shared';
import { useProductList } from '../../products/hooks/use-product-list';
import { SubscriptionTag } from '../components/user-tags';
import { useProductAccess } from '../hooks/use-user-actions';
import { NONE, PLAN_TIER_LABELS, USER_TEXTS, formatCount } from '../labels';

interface ProductsTabProps {
  user: AdminUser;
  onChanged: (user: AdminUser) => void;
}

interface ProductRow {
  productId: string;
  name: string;
  /** The user's entry for the product; null when nothing was ever granted. */
  entry: AdminUserProduct | null;
}

const dateOrNone = (value: string | null | undefined) => (value ? formatDate(value) : NONE);

/**
 * The rows of the tab: every product of the platform that is not archived (the demo products and those made in the
 * wizard), and any other product the user has an entry for (an archived one), by name.
 */
export function productRows(products: readonly ProductListItem[], entries: readonly AdminUserProduct[]): ProductRow[] {
  const live = products.filter((product) => !product.archived_at);
  const rows: ProductRow[] = live.map((product) => ({
    productId: product.id,
    name: product.name,
    entry: entries.find((entry) => entry.productId === product.id) ?? null,
  }));
  for (const entry of entries) {
    if (!rows.some((row) => row.productId === entry.productId)) rows.push({ productId: entry.productId, name: entry.productName, entry });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'nb'));
}

/** Produkter: every product of the platform with the user's standing in it; trials are granted and access revoked here. */
export function ProductsTab({ user, onChanged }: ProductsTabProps) {
  const { message } = App.useApp();
  const { grant, revoke } = useProductAccess(user.id);
  // The row whose call is under way: its buttons spin, the others wait.
  const [pending, setPending] = useState<string | null>(null);

  const { products, loading, failed, retry } = useProductList();
  // The user's own entries wait for the platform's list, so the rows appear once, in their order.
  const rows = loading ? [] : productRows(products, user.products);

  const run = async (row: ProductRow, action: 'grant' | 'revoke') => {
    setPending(row.productId);
    try {
      onChanged(await (action === 'grant' ? grant : revoke)(row.productId));
      message.success(action === 'grant' ? USER_TEXTS.granted(row.name) : USER_TEXTS.revoked(row.name));
    } catch {
      // A notice gives the server's reason.
    } finally {
      setPending(null);
    }
  };

  const columns: TableColumnsType<ProductRow> = [
    { title: 'Produkt', dataIndex: 'name', key: 'name', width: 170 },
    { title: 'Status', key: 'status', width: 190, render: (_, row) => <SubscriptionTag product={row.entry} /> },
    {
      title: 'Plan',
      key: 'plan',
      width: 120,
      render: (_, row) =>
        row.entry?.planName ? (
          <>
            {row.entry.planName}
            {row.entry.accessLevel && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {USER_TEXTS.tier(PLAN_TIER_LABELS[row.entry.accessLevel])}
              </Typography.Text>
            )}
          </>
        ) : (
          NONE
        ),
    },
    { title: 'Tilgang gitt', key: 'granted', width: 110, render: (_, row) => dateOrNone(row.entry?.accessGrantedDate) },
    { title: 'Prøveperiode slutter', key: 'trialEnd', width: 110, render: (_, row) => dateOrNone(row.entry?.trialEndDate) },
    {
      title: 'Siste innlogging',
      key: 'lastLogin',
      width: 140,
      render: (_, row) => (row.entry?.lastLogin ? formatDateTime(row.entry.lastLogin) : NONE),
    },
    {
      title: 'Bruk',
      key: 'usage',
      width: 150,
      render: (_, row) => {
        const usage = row.entry?.usage;
        if (!usage) return NONE;
        return (
          <Typography.Text style={{ whiteSpace: 'nowrap', fontSize: 12 }}>
            Søk {formatCount(usage.searches)}
            <br />
            API-kall {formatCount(usage.apiCalls)}
            <br />
            Nedlastinger {formatCount(usage.dataDownloads)}
          </Typography.Text>
        );
      },
    },
    {
      title: 'Handlinger',
      key: 'actions',
      width: 240,
      render: (_, row) => {
        const status = row.entry?.subscriptionStatus ?? 'inactive';
        const busy = pending === row.productId;
        const hasAccess = status === 'trial' || status === 'active';
        return (
          <Space wrap size={4}>
            {/* A paying user needs no trial; anyone else may get one (again), also before the e-mail is confirmed. */}
            <Button
              size="small"
              icon={<GiftOutlined />}
              loading={busy}
              disabled={(pending !== null && !busy) || status === 'active'}
              aria-label={`${USER_TEXTS.grant}: ${row.name}`}
              onClick={() => run(row, 'grant')}
            >
              {USER_TEXTS.grant}
            </Button>
            <Popconfirm
              title={USER_TEXTS.revokeTitle(row.name)}
              description={USER_TEXTS.revokeDetails}
              okText={USER_TEXTS.revoke}
              okButtonProps={{ danger: true }}
              cancelText="Avbryt"
              onConfirm={() => run(row, 'revoke')}
            >
              <Button
                size="small"
                danger
                icon={<StopOutlined />}
                disabled={pending !== null || !hasAccess}
                aria-label={`${USER_TEXTS.revoke}: ${row.name}`}
              >
                {USER_TEXTS.revoke}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      {!user.emailVerified && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={USER_TEXTS.emailNotVerifiedHint} />}
      {failed && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={USER_TEXTS.productsLoadFailed}
          action={
            <Button size="small" onClick={retry}>
              {USER_TEXTS.retry}
            </Button>
          }
        />
      )}
      <Table<ProductRow>
        rowKey="productId"
        size="small"
        loading={loading}
        tableLayout="fixed"
        scroll={{ x: 1230 }}
        dataSource={rows}
        columns={columns}
        pagination={false}
      />
    </>
  );
}
