import { Empty, Typography } from 'antd';
import { PRODUCT_LIST_TEXTS } from '../../labels';

/** Nothing passes the search and filters (or there are no products yet). */
export function NoProducts() {
  return (
    <Empty
      style={{ padding: 48 }}
      description={
        <>
          <Typography.Text strong style={{ display: 'block' }}>
            {PRODUCT_LIST_TEXTS.empty}
          </Typography.Text>
          <Typography.Text type="secondary">{PRODUCT_LIST_TEXTS.emptyHint}</Typography.Text>
        </>
      }
    />
  );
}
